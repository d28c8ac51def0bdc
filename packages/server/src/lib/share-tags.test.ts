import { describe, expect, it } from 'vitest';
import { HtmlShell } from './html-shell.js';
import { shareTags } from './share-tags.js';

const SHELL =
  '<!doctype html><html><head><title>School Newsroom</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

const SITE = { siteName: 'The Araneta Courier', logoUrl: null };

/** The content of a meta tag in the page, by property or name; null when it is absent. */
function meta(html: string, key: string): string | null {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
}

describe('link preview tags', () => {
  it('insert text with replacement patterns as text, never splicing the shell', () => {
    const page = { type: 'article' as const, title: 'Price $& and $` and $1', description: "It's $' & <b>bold</b>" };
    const html = new HtmlShell(SHELL).page(shareTags(page, 'https://s.example/view-news/1', 'https://s.example', SITE));
    expect(html).toContain('<title>Price $&amp; and $` and $1 · The Araneta Courier</title>');
    expect(html).toContain('content="It&#39;s $&#39; &amp; &lt;b&gt;bold&lt;/b&gt;"');
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });

  it('name the site, and show its logo, small, for a page without a picture of its own', () => {
    const site = { ...SITE, logoUrl: '/api/v1/settings/logo/0b7c5a1e-4f7e-4a53-9a8f-3f1f3c7c2d10/320.webp' };
    const section = new HtmlShell(SHELL).page(
      shareTags({ type: 'website', title: 'Animo Idol', description: 'Idols.' }, 'https://s.example/c', 'https://s.example', site),
    );
    expect(meta(section, 'og:site_name')).toBe('The Araneta Courier');
    expect(meta(section, 'og:image')).toBe(`https://s.example${site.logoUrl}`);
    expect(meta(section, 'twitter:card')).toBe('summary');

    const story = shareTags(
      { type: 'article', title: 'Fair', description: 'Results.', image: { url: '/media/a/640.webp', width: 640, height: 360 } },
      'https://s.example/view-news/1',
      'https://s.example',
      site,
    );
    expect(meta(story.head!, 'og:image')).toBe('https://s.example/media/a/640.webp');
    expect(meta(story.head!, 'twitter:card')).toBe('summary_large_image');
  });

  it("title the site's own page with its name alone, and keep the page's description when it gives none", () => {
    const home = shareTags({ type: 'website' }, 'https://s.example/', 'https://s.example', SITE);
    expect(home.title).toBe('The Araneta Courier');
    expect(home.description).toBeUndefined();
    expect(meta(home.head!, 'og:title')).toBe('The Araneta Courier');
    expect(meta(home.head!, 'og:description')).toBeNull();
    expect(meta(home.head!, 'og:image')).toBeNull();
  });
});
