/**
 * WCAG 2.2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): relative luminance, the ratio of two
 * colours, and whether the site's accent colour stays readable in both colour schemes. The server refuses an accent
 * that fails (PUT /settings), and the site-settings screen says so while the colour is being picked.
 */
/** WCAG's AA level for normal-size text (1.4.3). */
export const AA_NORMAL_TEXT_RATIO = 4.5;

/** The light scheme's page, and the text on the accent's buttons in both schemes. */
export const WHITE = '#ffffff';

/** The dark scheme's page: Mantine's dark-7, `--mantine-color-body` in the dark scheme. */
export const DARK_BACKGROUND = '#242424';

/**
 * How far toward white the dark scheme lightens the accent for text (links, the site name, light buttons' words):
 * Mantine writes those in shade 4 of the primary palette there, and the palette (accent-palette.ts) makes shade 4 this
 * mix. The accent itself cannot serve: no colour reaches 4.5:1 against both white and the dark page (the best
 * possible is 3.9:1 on each).
 */
export const DARK_SCHEME_TINT = 0.5;

export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/** The colour's red, green and blue, 0 to 255; throws on anything but `#rrggbb`. */
export function parseHexColor(hex: string): [number, number, number] {
  if (!HEX_COLOR_PATTERN.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** `amount` of the way from `from` to `to` (0: from, 1: to), channel by channel in sRGB, as `#rrggbb`. */
export function mixColors(from: string, to: string, amount: number): string {
  const target = parseHexColor(to);
  return `#${parseHexColor(from)
    .map((channel, index) => Math.round(channel + (target[index]! - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** An sRGB channel (0 to 255) in linear light. */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG's relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHexColor(hex).map(linear) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** From 1 (the same) to 21 (black on white), whichever of the two is lighter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The colour the dark scheme writes accent-coloured text in (shade 4 of the accent's palette). */
export function darkSchemeAccent(accent: string): string {
  return mixColors(accent, WHITE, DARK_SCHEME_TINT);
}

export interface AccentContrast {
  /** The accent against white: links and headings on the light page, and white words on the accent's buttons. */
  onWhite: number;
  /** The dark scheme's accent text (darkSchemeAccent) against the dark page. */
  onDark: number;
}

export function accentContrast(accent: string): AccentContrast {
  return { onWhite: contrastRatio(accent, WHITE), onDark: contrastRatio(darkSchemeAccent(accent), DARK_BACKGROUND) };
}

/** A ratio as people write it: rounded down to two decimals, so 4.496 never reads as a passing "4.5". */
export function formatContrastRatio(ratio: number): string {
  return `${Math.floor(ratio * 100) / 100}:1`;
}
