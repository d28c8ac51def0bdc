/** XML elements with escaped text content. */
import { escapeMarkup } from '../../lib/escape-markup.js';

/** An element holding `value` as text, or nothing when there is no value. */
export const element = (name: string, value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : `<${name}>${escapeMarkup(String(value))}</${name}>`;
