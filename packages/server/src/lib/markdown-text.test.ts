import { describe, expect, it } from 'vitest';
import { markdownText } from './markdown-text.js';

describe('markdownText', () => {
  it('keeps the words of bold, italic, struck and code text without their markers', () => {
    expect(markdownText('Some **bold**, __strong__, *italic*, _slanted_, ~~gone~~ and `code` words.')).toBe(
      'Some bold, strong, italic, slanted, gone and code words.',
    );
  });

  it('keeps a link’s words and drops its address', () => {
    expect(markdownText('Read [the school rules](https://school.example/rules "Rules") today.')).toBe('Read the school rules today.');
    expect(markdownText('See [our page][page].\n\n[page]: https://school.example/page')).toBe('See our page.');
  });

  it('drops web addresses written as they are, and keeps e-mail addresses', () => {
    expect(markdownText('Visit https://school.example/x, <https://school.example/y> or www.school.example now.')).toBe('Visit, or now.');
    expect(markdownText('Write to editor@school.example.')).toBe('Write to editor@school.example.');
  });

  it('keeps headings, quotes and list items as lines of their own, without their markers', () => {
    expect(markdownText('# The fair\n\n## Day one\n\n> A quote\n> on two lines\n\n- one\n- two\n\n1. first\n2. second')).toBe(
      'The fair\n\nDay one\n\nA quote\non two lines\n\none\ntwo\n\nfirst\nsecond',
    );
  });

  it('keeps a plain story as it was written: its paragraphs and single line breaks', () => {
    const story = 'The team won.\nThe coach smiled.\n\nNext week: the finals.\n\n\n\nSee you there.';
    expect(markdownText(story)).toBe('The team won.\nThe coach smiled.\n\nNext week: the finals.\n\nSee you there.');
  });

  it('keeps lines a plain story indented, and a line of dashes under a line, as text rather than code or a heading', () => {
    expect(markdownText('Results\n---\n    Gold: Grade 10')).toBe('Results\n\nGold: Grade 10');
  });

  it('keeps raw HTML as the text readers see, and an image as its description', () => {
    expect(markdownText('<script>alert(1)</script>\n\n![The winning team](https://x.example/team.jpg)')).toBe(
      '<script>alert(1)</script>\n\nThe winning team',
    );
  });

  it('keeps single tildes and table cells as words', () => {
    expect(markdownText('From ~5 km to ~10 km.\n\n| Team | Score |\n|---|---|\n| Blue | 3 |')).toBe('From ~5 km to ~10 km.\n\nTeam Score\nBlue 3');
  });

  it('answers the same text for the same Markdown, parsed or remembered', () => {
    const seed = Math.random();
    const bold = `**Bold ${seed}**`;
    const linked = `[Linked ${seed}](https://x.example)`;
    for (let round = 0; round < 2; round += 1) {
      expect(markdownText(bold)).toBe(`Bold ${seed}`);
      expect(markdownText(linked)).toBe(`Linked ${seed}`);
    }
  });
});
