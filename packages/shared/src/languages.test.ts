import { describe, expect, it } from 'vitest';
import { languageOfAcceptLanguage, languageOfTags, parseLanguage } from './languages.js';

describe('languages', () => {
  it('takes Filipino for Filipino and Tagalog, English for anything else', () => {
    expect(languageOfTags(['fil-PH'])).toBe('fil');
    expect(languageOfTags(['tl'])).toBe('fil');
    expect(languageOfTags(['en-GB', 'fil'])).toBe('en');
    expect(languageOfTags(['ja', 'tl-PH'])).toBe('fil');
    expect(languageOfTags(['ja', 'ko'])).toBe('en');
    expect(languageOfTags([])).toBe('en');
  });

  it('reads Accept-Language by its weights, ignoring what it refuses', () => {
    expect(languageOfAcceptLanguage('fil')).toBe('fil');
    expect(languageOfAcceptLanguage('en-US,en;q=0.9,fil;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('en;q=0.5, tl-PH;q=0.9')).toBe('fil');
    expect(languageOfAcceptLanguage('fil;q=0, en')).toBe('en');
    expect(languageOfAcceptLanguage('de, fil;q=0.5')).toBe('fil');
    expect(languageOfAcceptLanguage('*')).toBe('en');
    expect(languageOfAcceptLanguage('')).toBe('en');
    expect(languageOfAcceptLanguage(undefined)).toBe('en');
  });

  it('accepts only its own codes as a stored choice', () => {
    expect(parseLanguage('fil')).toBe('fil');
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('tl')).toBeUndefined();
    expect(parseLanguage(null)).toBeUndefined();
  });
});
