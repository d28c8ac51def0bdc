import { describe, expect, it } from 'vitest';
import { HtmlShell } from './html-shell.js';
import { shareTags } from './share-tags.js';

const SHELL =
  '<!doctype html><html><head><title>School Newsroom</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>';

describe('link preview tags', () => {
  it('insert text with replacement patterns as text, never splicing the shell', () => {
    const page = { type: 'article' as const, title: 'Price $& and $` and $1', description: "It's $' & <b>bold</b>" };
    const html = new HtmlShell(SHELL).page(shareTags(page, 'https://s.example/view-news/1', 'https://s.example'));
    expect(html).toContain('<title>Price $&amp; and $` and $1 · ');
    expect(html).toContain('content="It&#39;s $&#39; &amp; &lt;b&gt;bold&lt;/b&gt;"');
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<div id="root"></div>');
  });
});
