import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from '../i18n/use-translation';
import { describe, expect, it, vi } from 'vitest';
import { userMessages } from '@newsroom/shared';
import { detectLanguage } from '../i18n/language-choice';
import { useMessage } from '../i18n/messages';
import { publicRequest } from '../lib/api-client';
import { formatDate } from '../lib/format-date';
import { mockApi } from '../test/mock-api';
import { renderInApp } from '../test/render-in-app';
import { LanguageSwitch } from './language-switch';

/** Words from a feature's catalog, a shared message and a date, as any screen shows them. */
function Probe() {
  const { t } = useTranslation('news');
  const message = useMessage();
  return (
    <ul>
      <li>{t('search.formLabel')}</li>
      <li>{message(userMessages.fullnameRequired)}</li>
      <li>{formatDate('2026-01-05T12:00:00Z')}</li>
    </ul>
  );
}

function renderSwitch() {
  return renderInApp(
    <>
      <LanguageSwitch />
      <Probe />
    </>,
  ).user;
}

describe('the language switch', () => {
  it('offers English and Filipino by their names, in a group named for what it sets', () => {
    mockApi({});
    renderSwitch();
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Filipino' })).not.toBeChecked();
    expect(screen.getByText('Search news')).toBeInTheDocument();
    expect(screen.getByText('Full name is required.')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2026')).toBeInTheDocument();
  });

  it('changes every text at once, the page language with it, remembers the choice and asks the server in it', async () => {
    const api = mockApi({});
    const user = renderSwitch();

    await user.click(screen.getByRole('radio', { name: 'Filipino' }));

    expect(await screen.findByText('Maghanap ng balita')).toBeInTheDocument();
    expect(screen.getByText('Kailangan ang buong pangalan.')).toBeInTheDocument();
    expect(screen.getByText('Enero 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Wika' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Filipino' })).toBeChecked();
    expect(document.documentElement.lang).toBe('fil');
    expect(window.localStorage.getItem('language')).toBe('fil');
    expect(document.cookie).toContain('language=fil');

    await publicRequest('/categories/get-categories');
    expect(api.calls('GET /api/v1/categories/get-categories').at(-1)!.headers['Accept-Language']).toBe('fil');

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByText('Search news')).toBeInTheDocument();
    expect(screen.getByText('January 5, 2026')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(document.cookie).toContain('language=en');
  });

  it('fetches again what the server worded in the other language', async () => {
    const api = mockApi({});
    const { user } = renderInApp(<LanguageSwitch />);
    await waitFor(() => expect(api.calls('GET /api/v1/settings')).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'Filipino' }));
    await waitFor(() => expect(api.calls('GET /api/v1/settings')).toHaveLength(2));
    expect(api.calls('GET /api/v1/settings')[1]!.headers['Accept-Language']).toBe('fil');
  });
});

describe('the language a visitor starts in', () => {
  it("is the stored choice, else the cookie's, else the browser's: Filipino for Filipino or Tagalog", () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['tl-PH', 'en']);
    expect(detectLanguage()).toBe('fil');
    languages.mockReturnValue(['de-DE', 'en-GB']);
    expect(detectLanguage()).toBe('en');

    document.cookie = 'language=fil; Path=/';
    expect(detectLanguage()).toBe('fil');
    window.localStorage.setItem('language', 'en');
    expect(detectLanguage()).toBe('en');
  });
});
