import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, -4321]) expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value));
  });
});
