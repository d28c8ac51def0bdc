import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences.js';
import { clipAtWord, draftFromText, rankSentences, summarizeText, TextRankSummarizer, TITLE_MAX_CHARS } from './text-rank.js';

/** Real-length school news stories written for these tests: three in English, one in Filipino with some Taglish. */
const article = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}.txt`, import.meta.url), 'utf8');
const scienceFair = article('science-fair');
const reliefDrive = article('relief-drive');
const buwanNgWika = article('buwan-ng-wika');
const learningCommons = article('learning-commons');
const all = { scienceFair, reliefDrive, buwanNgWika, learningCommons };

/** The summary's sentences, as positions in the article; -1 for a sentence the article does not have. */
function positionsIn(text: string, summary: string): number[] {
  const original = splitSentences(text).map((sentence) => sentence.text);
  return splitSentences(summary).map((sentence) => original.indexOf(sentence.text));
}

describe('summarizeText', () => {
  it.each(Object.entries(all))('%s: picks three of its own sentences, in the order they were written', (_name, text) => {
    const positions = positionsIn(text, summarizeText(text));
    expect(positions).toHaveLength(3);
    expect(positions).not.toContain(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("keeps the science fair story's who, what, when and where, and the winning project, not the quotes", () => {
    const summary = summarizeText(scienceFair);
    expect(summary).toContain('Three Grade 10 students of De La Salle Araneta University won the gold medal');
    expect(summary).toContain('in Malolos on November 14');
    expect(summary).toMatch(/water filter/);
    expect(summary).not.toContain('We wanted to make something');
    expect(summary).not.toContain('welcome to visit');
  });

  it("keeps the relief drive's who, what, why and when", () => {
    const summary = summarizeText(reliefDrive);
    expect(summary).toContain('The Student Council');
    expect(summary).toContain('2,340 relief packs');
    expect(summary).toContain('Typhoon Kristine');
    expect(summary).toContain('October 25');
    expect(summary).not.toContain('We could not just wait');
  });

  it('summarizes Filipino (with Taglish) text on its meaning, not on its particles', () => {
    const summary = summarizeText(buwanNgWika);
    expect(summary).toContain('Ipinagdiwang ng De La Salle Araneta University ang Buwan ng Wika noong Agosto 29');
    expect(summary).toContain('Wika ng Pagkakaisa');
    // The chatty Taglish aside and the closing note are not what the story is about.
    expect(summary).not.toContain('nag-picture');
    expect(summary).not.toContain('Facebook');
    // "Gng. Liza M. Bautista" stays inside its sentence.
    expect(summary).toContain('Ayon kay Gng. Liza M. Bautista, tagapag-ugnay ng Departamento ng Filipino, layunin ng programa');
  });

  it('keeps what opened, when and what it offers', () => {
    const summary = summarizeText(learningCommons);
    expect(summary).toContain('new Learning Commons opened on Monday, June 16');
    expect(summary).toContain('300 study seats');
    expect(summary).not.toContain('This building answers both.');
  });

  it('gives the same summary every time', () => {
    const first = Object.values(all).map((text) => summarizeText(text));
    const again = Object.values(all).map((text) => summarizeText(text));
    expect(again).toEqual(first);
  });

  it('returns a text of a few sentences whole, and a short one with fewer sentences', () => {
    const short = 'The library is closed on Friday for inventory. Classes resume on Monday.';
    expect(summarizeText(short)).toBe(short);
    const four = [
      'The Grade 9 choir won first place at the city choral competition on Saturday.',
      'The choir sang two Filipino folk songs arranged by their teacher.',
      'Parents cheered from the balcony.',
      'The choir will perform at the school foundation day next month.',
    ].join(' ');
    const positions = positionsIn(four, summarizeText(four));
    expect(positions).toHaveLength(2);
    expect(positions).toContain(0);
  });

  it('takes the number of sentences as an option', async () => {
    expect(positionsIn(scienceFair, summarizeText(scienceFair, 2))).toHaveLength(2);
    expect(positionsIn(scienceFair, await new TextRankSummarizer(4).summarize(scienceFair))).toHaveLength(4);
  });

  it('cuts a text with no sentence breaks at a word instead of repeating it all', () => {
    const rambling = Array.from({ length: 300 }, (_, i) => `word${i % 37}`).join(' ');
    const summary = summarizeText(`${rambling}\n\n${rambling}\n\n${rambling}\n\n${rambling}`);
    expect(summary.length).toBeLessThanOrEqual(3 * 401);
    expect(summary).toMatch(/…/);
  });

  it('summarizes a 1,000-word article quickly', () => {
    const long = Object.values(all)
      .join('\n\n')
      .repeat(2)
      .split(/(?<=\s)/)
      .slice(0, 1000)
      .join('');
    const started = performance.now();
    summarizeText(long);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('rankSentences', () => {
  it('ranks the lead of a news story among its most central sentences', () => {
    for (const text of Object.values(all)) {
      const ranked = rankSentences(text);
      const top = [...ranked].sort((a, b) => b.score - a.score).slice(0, 3);
      expect(top.map((sentence) => sentence.index)).toContain(0);
      expect(ranked.reduce((sum, sentence) => sum + sentence.score, 0)).toBeCloseTo(1, 6);
    }
  });
});

describe('draftFromText', () => {
  it.each(Object.entries(all))('%s: a short title and a description of at most 255 characters', (_name, text) => {
    const draft = draftFromText(text);
    expect(draft.title.trim()).not.toBe('');
    expect(draft.title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(draft.description.length).toBeGreaterThan(0);
    expect(draft.description.length).toBeLessThanOrEqual(255);
    expect(draftFromText(text)).toEqual(draft);
  });

  it('describes each story by its lead and titles it with its key phrase', () => {
    expect(draftFromText(scienceFair).description).toMatch(/^Three Grade 10 students of De La Salle Araneta University won the gold medal/);
    expect(draftFromText(scienceFair).title).toContain('Science and Technology Fair');
    expect(draftFromText(learningCommons)).toMatchObject({ title: 'New Learning Commons Opened' });
    expect(draftFromText(buwanNgWika)).toMatchObject({ title: 'Buwan ng Wika' });
    expect(draftFromText(reliefDrive).description).toContain('2,340 relief packs');
  });

  it('cuts a long central sentence at a word to fit 255 characters', () => {
    const long = `The school board approved ${Array.from({ length: 60 }, (_, i) => `project number ${i + 1}`).join(', ')} for next year.`;
    const { description } = draftFromText(long);
    expect(description.length).toBeLessThanOrEqual(255);
    expect(description).toMatch(/^The school board approved project number 1, .*…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
  });

  it('never leaves the title empty', () => {
    expect(draftFromText('Congratulations!')).toEqual({ title: 'Congratulations', description: 'Congratulations!' });
    expect(draftFromText('!!! ???').title).not.toBe('');
    expect(draftFromText('ang mga sa ng').title).not.toBe('');
  });
});

describe('clipAtWord', () => {
  it('leaves short text alone and cuts long text at a word with an ellipsis', () => {
    expect(clipAtWord('  short   text ', 20)).toBe('short text');
    expect(clipAtWord('one two three four five', 12)).toBe('one two…');
  });
});

describe('hostile text', () => {
  // Each of these took seconds with an end-anchored regular expression (quadratic in the run's length); the
  // summarizer runs on the thread that answers every reader, so it must stay linear. The bound is generous.
  it.each([
    ['100,000 quote marks before a letter', '"'.repeat(100_000) + 'x'],
    ['100,000 exclamation marks before a letter', '!'.repeat(100_000) + 'x'],
    ['quote marks and spaces', '" '.repeat(50_000) + 'x'],
    ['commas before a cut', `${'word '.repeat(10)}${', '.repeat(50_000)}end`],
  ])('drafts and summarizes %s in well under a second', (_name, text) => {
    const started = performance.now();
    draftFromText(text);
    summarizeText(text);
    clipAtWord(text, 255);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('still trims trailing punctuation from a title made of one sentence', () => {
    expect(draftFromText('“!!!”').title).not.toMatch(/[!”]$/);
  });
});
