import { describe, expect, it } from 'vitest';
import { randomSource } from '../../../test/helpers/random-source.js';
import { snippetOf, SNIPPET_WORDS, tokensOf, unicodeTokensOf } from './search-snippet.js';
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

  it('reads plain ASCII text’s words as the Unicode pattern does, and any other text by the pattern', () => {
    // Every ASCII character, with letters and spaces more often, as stories have them.
    const characters = [...Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)), ...'aeiouAEIOU  \n'.repeat(6)];
    const random = randomSource(11);
    for (let text = 0; text < 3000; text += 1) {
      const body = Array.from({ length: Math.floor(random() * 300) }, () => characters[Math.floor(random() * characters.length)]).join('');
      expect(tokensOf(body)).toEqual(unicodeTokensOf(body));
    }
    expect(tokensOf('Café Niño, 2024!').map((token) => token.word)).toEqual(['cafe', 'nino', '2024']);
  });
});
