import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeptMarkupProvider, KeptPart } from './kept-markup';
import { KeptMarkup, takeMarkedParts, type KeptMarkupPage } from './kept-markup-store';

/** A server render of a page with one kept part, as entry-server.tsx does it. */
function renderPage(store: KeptMarkup, pageKey: string, words: string, variant: string | null = '') {
  const parts = store.forRender(pageKey);
  const html = renderToString(
    <KeptMarkupProvider value={parts}>
      <main>
        <KeptPart as="header" part="header" variant={variant} className="bar">
          <span>{words}</span>
          <div>
            <div>{words.length}</div>
          </div>
        </KeptPart>
        <p>{words}</p>
      </main>
    </KeptMarkupProvider>,
  );
  return parts.keepFrom(html);
}

describe('kept markup', () => {
  it('renders a part in full the first time, then writes its kept markup, with the same bytes as without', () => {
    const store = new KeptMarkup();
    const first = renderPage(store, 'en', 'Hello');
    expect(first).toBe('<main><header class="bar"><span>Hello</span><div><div>5</div></div></header><p>Hello</p></main>');
    // The part's markup comes from the first render: only what is outside it shows the second page's words.
    expect(renderPage(store, 'en', 'Other')).toBe('<main><header class="bar"><span>Hello</span><div><div>5</div></div></header><p>Other</p></main>');
  });

  it('keeps a part apart for each page key and each variant', () => {
    const store = new KeptMarkup();
    renderPage(store, 'en', 'Hello');
    expect(renderPage(store, 'fil', 'Kumusta')).toContain('<span>Kumusta</span>');
    expect(renderPage(store, 'en', 'Current', 'category-a')).toContain('<span>Current</span>');
    expect(renderPage(store, 'en', 'Later', 'category-a')).toContain('<span>Current</span>');
    expect(renderPage(store, 'fil', 'Later')).toContain('<span>Kumusta</span>');
  });

  it("renders a part that shows the page's own data (variant null) in full each time, and keeps none of it", () => {
    const store = new KeptMarkup();
    expect(renderPage(store, 'en', 'Mine', null)).toBe(
      '<main><header class="bar"><span>Mine</span><div><div>4</div></div></header><p>Mine</p></main>',
    );
    expect(renderPage(store, 'en', 'Yours', null)).toContain('<span>Yours</span>');
    expect(renderPage(store, 'en', 'Kept')).toContain('<span>Kept</span>');
  });

  it('without a server render around it, is its element and children', () => {
    expect(
      renderToString(
        <KeptPart as="section" part="x" aria-label="Comments">
          <b>Hi</b>
        </KeptPart>,
      ),
    ).toBe('<section aria-label="Comments"><b>Hi</b></section>');
  });

  it('keeps up to its bound in characters, the least recently used going first', () => {
    const store = new KeptMarkup(120);
    renderPage(store, 'a', 'Alpha');
    renderPage(store, 'b', 'Bravo');
    // Reading a's part makes b's the oldest, which goes when c's is kept.
    expect(renderPage(store, 'a', 'x')).toContain('<span>Alpha</span>');
    renderPage(store, 'c', 'Charlie');
    expect(renderPage(store, 'a', 'x')).toContain('<span>Alpha</span>');
    expect(renderPage(store, 'b', 'Again')).toContain('<span>Again</span>');
  });

  it('takes each marked element with what is nested in it, and leaves no mark behind', () => {
    const kept = new Map<string, string>();
    const html =
      '<div data-kept-markup="0" id="a"><div>one<div data-kept-markup="1">two</div></div></div><div>three</div><section data-kept-markup="2"><style>x</style></section>';
    const output = takeMarkedParts(html, (mark, markup) => kept.set(mark, markup));
    expect(output).toBe('<div id="a"><div>one<div>two</div></div></div><div>three</div><section><style>x</style></section>');
    // A part holding raw text (a style, a script) is not kept.
    expect([...kept]).toEqual([
      ['1', 'two'],
      ['0', '<div>one<div>two</div></div>'],
    ]);
  });

  it('ignores a mark it did not give out in this render', () => {
    const store = new KeptMarkup();
    const parts: KeptMarkupPage = store.forRender('en');
    parts.mark('header\u0000');
    expect(parts.keepFrom('<header data-kept-markup="7"><b>x</b></header>')).toBe('<header><b>x</b></header>');
    expect(store.forRender('en').markupOf('header\u0000')).toBeUndefined();
  });
});
