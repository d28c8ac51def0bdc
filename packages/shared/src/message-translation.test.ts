import { describe, expect, it } from 'vitest';
import { filipinoMessages } from './filipino-messages.js';
import * as messages from './messages.js';
import { matchMessage, messageEntries, messageParameters, translateMessage } from './message-translation.js';

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const numbersOf = (text: string) => (text.replace(/\{\{\s*\w+\s*\}\}/g, '').match(/\d+/g) ?? []).sort();

describe('the Filipino catalog of the shared messages', () => {
  const entries = messageEntries();

  it('has every message, each variant included, and nothing else', () => {
    const expected = entries.map((entry) => entry.key).sort();
    expect(Object.keys(filipinoMessages).sort()).toEqual(expected);
    // The groups messages.ts exports are all there: a new group would add its keys above and fail until translated.
    const groups = Object.keys(messages).filter((name) => name.endsWith('Messages'));
    expect(new Set(expected.map((key) => key.split('.')[0]))).toEqual(new Set(groups));
  });

  it("puts each message's parameters, and only those, in its text", () => {
    for (const { key, parameters } of entries) {
      expect({ key, placeholders: placeholdersOf(filipinoMessages[key] ?? '') }).toEqual({ key, placeholders: [...parameters].sort() });
    }
  });

  it('keeps the limits the English names (255 characters, 1 to 12)', () => {
    for (const { key, english } of entries) {
      expect({ key, numbers: numbersOf(filipinoMessages[key] ?? '') }).toEqual({ key, numbers: numbersOf(english) });
    }
  });

  it('words alike what the English says alike, since a text is matched by its words', () => {
    const byEnglish = new Map<string, string>();
    for (const { key, english } of entries) {
      const earlier = byEnglish.get(english);
      if (earlier !== undefined) expect({ key, text: filipinoMessages[key] }).toEqual({ key, text: earlier });
      else byEnglish.set(english, filipinoMessages[key]!);
    }
  });

  it("names each function's parameters, as many as it takes", () => {
    for (const [key, names] of Object.entries(messageParameters)) {
      const [group, name] = key.split('.') as [keyof typeof messages, string];
      const make = (messages[group] as Record<string, unknown>)[name];
      expect({ key, count: typeof make === 'function' ? make.length : -1 }).toEqual({ key, count: names.length });
    }
  });
});

describe('translateMessage', () => {
  const fil = (text: string) => translateMessage(text, filipinoMessages);

  it('translates a plain message and leaves any other text as it is', () => {
    expect(fil(messages.userMessages.fullnameRequired)).toBe('Kailangan ang buong pangalan.');
    expect(fil(messages.userMessages.passwordsMismatch)).toBe('Hindi tugma ang mga password.');
    expect(fil('Body must be JSON.')).toBe('Body must be JSON.');
    expect(fil('')).toBe('');
  });

  it("writes a function's parameters into its text", () => {
    expect(fil(messages.newsMessages.descriptionTooLong(312))).toBe('Hanggang 255 character lang ang paglalarawan (sa ngayon ay 312).');
    expect(fil(messages.pagingMessages.size(100))).toBe('Dapat buong numero ang size, mula 1 hanggang 100.');
  });

  it('keeps titles with quotes, dots and regex characters whole', () => {
    const title = "Grade 10's (1st) [prize] $5.00 * win?";
    expect(fil(messages.notificationMessages.archived(title))).toBe(`Na-archive na ang iyong content na may pamagat na '${title}'.`);
    expect(matchMessage(messages.notificationMessages.newComment(title))).toEqual({ key: 'notificationMessages.newComment', values: { title } });
  });

  it('words a rejection with and without its reason', () => {
    expect(fil(messages.notificationMessages.rejected('Sports fest', 'Add the scores.'))).toBe(
      "Hindi tinanggap ang iyong content na may pamagat na 'Sports fest'. Dahilan: Add the scores.",
    );
    expect(fil(messages.notificationMessages.rejected('Sports fest'))).toBe("Hindi tinanggap ang iyong content na may pamagat na 'Sports fest'.");
  });

  it('words an immediate publication as a sentence of its own, and a scheduled one with its moment', () => {
    expect(fil(messages.notificationMessages.approved('Sports fest', 'immediately'))).toBe(
      "Naaprubahan na ang iyong content na may pamagat na 'Sports fest' at ilalathala ito agad.",
    );
    expect(fil(messages.notificationMessages.approved('Sports fest', 'December 5, 2026 at 8:00 AM GMT+8'))).toBe(
      "Naaprubahan na ang iyong content na may pamagat na 'Sports fest' at ilalathala ito sa December 5, 2026 at 8:00 AM GMT+8.",
    );
  });

  it('leaves a message as it is when the catalog lacks it', () => {
    expect(translateMessage(messages.userMessages.fullnameRequired, {})).toBe(messages.userMessages.fullnameRequired);
  });
});
