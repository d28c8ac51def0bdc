import { describe, expect, it } from 'vitest';
import { snippetOf, SNIPPET_WORDS } from './search-snippet.js';
import type { WordPlan } from './word-plan.js';

const plan = (word: string, extra: Partial<WordPlan> = {}): WordPlan => ({ word, prefix: false, typos: [], joined: [], ...extra });
const marked = ({ text, marks }: ReturnType<typeof snippetOf>) => marks.map(({ start, end }) => text.slice(start, end));

describe('snippetOf', () => {
  it('marks the words as the engines match them: exactly, as a prefix, with a typo, joined', () => {
    const text = 'The Basketball team met the Ñino club: pag-asa for the basket weavers, and the robotcs team.';
    const snippet = snippetOf(text, [
      plan('basket', { prefix: true }),
      plan('nino'),
      plan('pagasa', { joined: [['pag', 'asa']] }),
      plan('robotics', { typos: ['robotcs'] }),
    ]);
    expect(snippet.text).toBe(text);
    expect(marked(snippet)).toEqual(['Basketball', 'Ñino', 'pag', 'asa', 'basket', 'robotcs']);
  });

  it('shows the stretch with the most matches, cut with ellipses', () => {
    const filler = (count: number, word = 'lorem') => Array.from({ length: count }, () => word).join(' ');
    const text = `${filler(40)} chess club chess ${filler(40)} chess ${filler(40)}`;
    const snippet = snippetOf(text, [plan('chess')]);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.split(/\s+/).length).toBeLessThanOrEqual(SNIPPET_WORDS);
    expect(marked(snippet)).toEqual(['chess', 'chess']);
  });

  it('starts at the beginning when nothing in the body matched', () => {
    const snippet = snippetOf('A short body.', [plan('title')]);
    expect(snippet).toEqual({ text: 'A short body.', marks: [] });
  });
});
