/** The player catalogs' `controls` are media-chrome's own words: its keys, with its `{name}` placeholders. */
import { describe, expect, it } from 'vitest';
import { En } from 'media-chrome/dist/lang/en.js';
import english from '../locales/en/player.json';
import filipino from '../locales/fil/player.json';

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the player's words for media-chrome", () => {
  it("has every one of media-chrome's English keys, and no other", () => {
    expect(Object.keys(english.controls).sort()).toEqual(Object.keys(En).sort());
  });

  it('keeps each placeholder in Filipino', () => {
    for (const [key, text] of Object.entries(filipino.controls)) expect(placeholdersOf(text), key).toEqual(placeholdersOf(key));
  });
});
