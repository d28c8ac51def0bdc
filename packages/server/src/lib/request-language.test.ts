import { describe, expect, it } from 'vitest';
import { errorMessages, notificationMessages } from '@newsroom/shared';
import { messageIn, requestLanguage } from './request-language.js';

const language = (headers: Record<string, string>) => requestLanguage({ headers });

describe('requestLanguage', () => {
  it("follows the reader's cookie before Accept-Language, and ignores a cookie that names no language of ours", () => {
    expect(language({ cookie: 'language=fil', 'accept-language': 'en-US' })).toBe('fil');
    expect(language({ cookie: 'visitor=1; language=en', 'accept-language': 'fil-PH' })).toBe('en');
    expect(language({ cookie: 'mylanguage=fil; other=2' })).toBe('en');
    expect(language({ cookie: 'language=xx', 'accept-language': 'tl' })).toBe('fil');
  });

  it('takes Filipino from Accept-Language fil, tl, or a list preferring them; English otherwise', () => {
    expect(language({ 'accept-language': 'fil' })).toBe('fil');
    expect(language({ 'accept-language': 'tl-PH,en;q=0.8' })).toBe('fil');
    expect(language({ 'accept-language': 'en;q=0.5,fil;q=0.9' })).toBe('fil');
    expect(language({ 'accept-language': 'en-US,fil;q=0.5' })).toBe('en');
    expect(language({})).toBe('en');
  });
});

describe('messageIn', () => {
  it('translates the shared messages into Filipino and leaves everything else alone', () => {
    expect(messageIn('fil', errorMessages.notFound)).toBe('Hindi nahanap.');
    expect(messageIn('fil', notificationMessages.archived('Intrams'))).toBe("Na-archive na ang iyong content na may pamagat na 'Intrams'.");
    expect(messageIn('en', errorMessages.notFound)).toBe(errorMessages.notFound);
    expect(messageIn('fil', 'Unexpected end of JSON input')).toBe('Unexpected end of JSON input');
  });
});
