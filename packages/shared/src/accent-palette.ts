/**
 * The ten shades Mantine wants for a theme colour, made from the site's accent colour: shade 7 (the theme's
 * primaryShade: buttons, links on white) is the accent itself, exactly as the contrast check saw it; 0 to 6 are tints
 * toward white, 8 and 9 shades toward black. Shade 4, what the dark scheme writes accent text in, is the mix that
 * color-contrast.ts checks against the dark page.
 */
import { DARK_SCHEME_TINT, mixColors, WHITE } from './color-contrast.js';

/** Toward white for shades 0-6 (shade 4 at the dark scheme's tint), the accent at 7, toward black for 8 and 9. */
const TINTS = [0.95, 0.88, 0.76, 0.64, DARK_SCHEME_TINT, 0.34, 0.17] as const;
const SHADES = [0.15, 0.3] as const;

export type AccentPalette = readonly [string, string, string, string, string, string, string, string, string, string];

export function accentPalette(accent: string): AccentPalette {
  const color = accent.toLowerCase();
  return [
    ...TINTS.map((amount) => mixColors(color, WHITE, amount)),
    color,
    ...SHADES.map((amount) => mixColors(color, '#000000', amount)),
  ] as unknown as AccentPalette;
}
