import { describe, expect, it } from 'vitest';
import type { ContributionRow } from '../../db/schema.js';
import { draftText, shorten } from './contribution-draft.js';

const row = (category: string, content: string): ContributionRow => ({
  id: 'c1',
  author: 'Juan dela Cruz',
  author_email: 'juan@school.test',
  category,
  content,
  created_at: '2026-01-01T00:00:00.000Z',
  draft_news_id: null,
});

describe('draftText', () => {
  it('titles a BalitAraneta draft by its What and describes it by the other fields', () => {
    const text = draftText(row('BalitAraneta', 'Who: Grade 10\nWhat: Science fair\nwinners named\nWhere: Gym\nWhen: Friday'));
    expect(text).toEqual({
      title: 'Science fair',
      description: 'Who: Grade 10 | Where: Gym | When: Friday',
      content: 'Who: Grade 10\nWhat: Science fair\nwinners named\nWhere: Gym\nWhen: Friday',
      embedYoutubeUrl: null,
    });
  });

  it('puts the category before a name', () => {
    expect(draftText(row('Proud Lasallian', 'Name of Featured Lasallian: Ana Cruz\nGrade/Year and Section/Course: 9')).title).toBe(
      'Proud Lasallian: Ana Cruz',
    );
  });

  it('keeps the title and the description within their limits', () => {
    const long = 'word '.repeat(100).trim();
    const text = draftText(row('BalitAraneta', `Who: ${long}\nWhat: ${long}\nWhere: x\nWhen: y`));
    expect(text.title.length).toBeLessThanOrEqual(200);
    expect(text.title.endsWith('…')).toBe(true);
    expect(text.description.length).toBeLessThanOrEqual(255);
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/12345678', null],
  ])('turns the InfoTalk video link %s into the embed %s', (link, embed) => {
    const text = draftText(row('The DLSAU InfoTalk', `Topic/Title: Study habits\nVideo Link: ${link}`));
    expect(text.embedYoutubeUrl).toBe(embed);
  });

  it('falls back to the sender when the naming field is empty', () => {
    expect(draftText(row('BalitAraneta', 'Who: a\nWhere: b')).title).toBe('BalitAraneta contribution from Juan dela Cruz');
  });
});

describe('shorten', () => {
  it('leaves short text alone and cuts long text at a word', () => {
    expect(shorten('short', 10)).toBe('short');
    expect(shorten('the quick brown fox', 12)).toBe('the quick…');
    expect(shorten('abcdefghijklmnop', 8)).toBe('abcdefg…');
  });
});
