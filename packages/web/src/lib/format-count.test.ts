import { describe, expect, it } from 'vitest';
import { changeAppLanguage } from '../i18n/i18n';
import { formatCount, formatViews } from './format-count';

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, -4321]) expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value));
  });
});

describe('formatViews', () => {
  it('counts views in the language of the moment', async () => {
    expect([formatViews(1), formatViews(0), formatViews(1234)]).toEqual(['1 view', '0 views', '1,234 views']);
    await changeAppLanguage('fil');
    expect([formatViews(1), formatViews(2), formatViews(1234)]).toEqual(['1 view', '2 view', '1,234 view']);
  });
});
