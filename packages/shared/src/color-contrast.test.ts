import { describe, expect, it } from 'vitest';
import { accentPalette } from './accent-palette.js';
import {
  AA_NORMAL_TEXT_RATIO,
  accentContrast,
  contrastRatio,
  DARK_BACKGROUND,
  darkSchemeAccent,
  formatContrastRatio,
  mixColors,
  parseHexColor,
  relativeLuminance,
  WHITE,
} from './color-contrast.js';

describe('relative luminance', () => {
  it('is 0 for black, 1 for white, and weighs green far above blue (WCAG 2.2)', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
    // A mid grey: 0x80 is 0.2159 in linear light, not 0.5.
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });

  it('refuses anything but #rrggbb', () => {
    for (const text of ['#fff', 'ffffff', '#gggggg', 'red', '#1234567']) expect(() => parseHexColor(text)).toThrow();
    expect(parseHexColor('#00853F')).toEqual([0, 133, 63]);
  });
});

describe('contrast ratio', () => {
  it('runs from 1:1 to 21:1 and does not depend on the order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it("matches published values: WebAIM's #767676 on white is the lightest grey at AA", () => {
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', WHITE)).toBeLessThan(AA_NORMAL_TEXT_RATIO);
    // The newsroom green the theme was tuned with (theme.ts: 4.7:1).
    expect(contrastRatio('#00853f', WHITE)).toBeCloseTo(4.74, 2);
  });

  it('is written rounded down, so a ratio just under AA never reads as 4.5:1', () => {
    expect(formatContrastRatio(4.4999)).toBe('4.49:1');
    expect(formatContrastRatio(21)).toBe('21:1');
  });
});

describe('the accent in both schemes', () => {
  it('cannot be one colour readable on both white and the dark page, hence the lighter dark-scheme shade', () => {
    // Sweeping every grey: none reaches AA on both.
    const greys = Array.from({ length: 256 }, (_, value) => `#${value.toString(16).padStart(2, '0').repeat(3)}`);
    expect(greys.filter((grey) => contrastRatio(grey, WHITE) >= 4.5 && contrastRatio(grey, DARK_BACKGROUND) >= 4.5)).toEqual([]);
  });

  it('checks the accent on white and its dark-scheme shade (half way to white) on the dark page', () => {
    expect(darkSchemeAccent('#00853f')).toBe(mixColors('#00853f', WHITE, 0.5));
    expect(darkSchemeAccent('#000000')).toBe('#808080');
    const green = accentContrast('#00853f');
    expect(green.onWhite).toBeGreaterThanOrEqual(AA_NORMAL_TEXT_RATIO);
    expect(green.onDark).toBeGreaterThanOrEqual(AA_NORMAL_TEXT_RATIO);
    // School colours pass: maroon, navy, royal blue.
    for (const color of ['#800000', '#002868', '#1d4ed8']) {
      const { onWhite, onDark } = accentContrast(color);
      expect(Math.min(onWhite, onDark), color).toBeGreaterThanOrEqual(AA_NORMAL_TEXT_RATIO);
    }
    // Too light for white (yellow), too dark even when lightened (black: its shade is #808080, 3.9:1 on the dark page).
    expect(accentContrast('#f5c400').onWhite).toBeLessThan(AA_NORMAL_TEXT_RATIO);
    expect(accentContrast('#000000').onDark).toBeCloseTo(3.93, 2);
  });
});

describe('the accent palette', () => {
  it('keeps the accent itself as shade 7 and the checked dark-scheme shade as shade 4, lightest first', () => {
    const palette = accentPalette('#00853F');
    expect(palette).toHaveLength(10);
    expect(palette[7]).toBe('#00853f');
    expect(palette[4]).toBe(darkSchemeAccent('#00853f'));
    const luminances = palette.map(relativeLuminance);
    expect([...luminances].sort((a, b) => b - a)).toEqual(luminances);
    expect(palette[9]).toBe(mixColors('#00853f', '#000000', 0.3));
  });
});
