import { renderToString } from 'react-dom/server';
import { useTranslation as useReactTranslation, type ReportNamespaces } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

describe('useTranslation on the server', () => {
  let modules: {
    useTranslation: typeof useReactTranslation;
    i18n: typeof import('./i18n').i18n;
  };

  beforeAll(async () => {
    // As the server's bundle is built: the hook is chosen as its module loads.
    vi.stubEnv('SSR', true);
    vi.resetModules();
    const { useTranslation } = await import('./use-translation');
    const { i18n } = await import('./i18n');
    await import('./all-catalogs');
    modules = { useTranslation, i18n };
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  function Words() {
    const { t } = modules.useTranslation('news');
    const [tuple] = modules.useTranslation('news');
    return (
      <p>
        {t('search.text')}|{t('search.text')}|{t('home.storyCount', { count: 1 })}|{t('home.storyCount', { count: 2 })}|{tuple('search.formLabel')}
      </p>
    );
  }

  const expected = () => {
    const t = modules.i18n.getFixedT(modules.i18n.language, 'news');
    return `<p>${t('search.text')}|${t('search.text')}|${t('home.storyCount', { count: 1 })}|${t('home.storyCount', { count: 2 })}|<!-- -->${t('search.formLabel')}</p>`;
  };

  it('is not react-i18next’s hook, and gives i18next’s words in the language i18n holds, turn after turn', async () => {
    expect(modules.useTranslation).not.toBe(useReactTranslation);
    const pages: Record<string, string> = {};
    for (const language of ['en', 'fil', 'en', 'fil']) {
      await modules.i18n.changeLanguage(language);
      const page = renderToString(<Words />).replaceAll('<!-- -->', '');
      expect(page).toBe(expected().replaceAll('<!-- -->', ''));
      pages[language] = page;
    }
    expect(pages.en).toContain('Search|Search|1 story|2 stories|Search news');
    expect(pages.fil).toContain('Hanapin|Hanapin|1 balita|2 balita|Maghanap ng balita');
  });

  it('reports the catalogs it is asked for, as the page names them', () => {
    function Player() {
      const { t } = modules.useTranslation(['player', 'captions']);
      return <p>{t('play', { defaultValue: '' })}</p>;
    }
    renderToString(<Player />);
    const { reportNamespaces } = modules.i18n as { reportNamespaces?: ReportNamespaces };
    expect(reportNamespaces?.getUsedNamespaces()).toEqual(expect.arrayContaining(['player', 'captions']));
  });
});
