/**
 * What the content toolbar does to a textarea's text and selection, as pure functions: wrap the selected words in
 * bold or italic markers (or take them off again), make them a link, or start the selected lines as a heading, a
 * list or a quote (or stop). Each answers the stretch to replace and where the selection goes afterwards, so the
 * editor can replace just that stretch (keeping the browser's undo) and the cursor lands somewhere sensible.
 */

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

export interface MarkdownEdit {
  /** The stretch of the old text to replace, and what replaces it. */
  from: number;
  to: number;
  insert: string;
  /** The selection in the new text. */
  selectionStart: number;
  selectionEnd: number;
}

export type InlineStyle = 'bold' | 'italic';
export type LineStyle = 'heading' | 'bulletedList' | 'numberedList' | 'quote';

const INLINE_MARKERS: Record<InlineStyle, string> = { bold: '**', italic: '_' };

/** The written part of a selection: emphasis around spaces (`** word**`) would not be read as emphasis. */
function trimmed({ value, start, end }: TextSelection): { start: number; end: number } {
  while (start < end && /\s/.test(value[start]!)) start += 1;
  while (end > start && /\s/.test(value[end - 1]!)) end -= 1;
  return { start, end };
}

export function toggleInline(selection: TextSelection, style: InlineStyle): MarkdownEdit {
  const marker = INLINE_MARKERS[style];
  const { value } = selection;
  const { start, end } = trimmed(selection);
  const words = value.slice(start, end);
  const size = marker.length;
  // Already styled, with the markers just outside the selection or selected with it: take them off.
  if (value.slice(start - size, start) === marker && value.slice(end, end + size) === marker) {
    return { from: start - size, to: end + size, insert: words, selectionStart: start - size, selectionEnd: end - size };
  }
  if (words.length > 2 * size && words.startsWith(marker) && words.endsWith(marker)) {
    const inner = words.slice(size, -size);
    return { from: start, to: end, insert: inner, selectionStart: start, selectionEnd: start + inner.length };
  }
  // Nothing selected: the markers with the cursor between them, ready for the words.
  return { from: start, to: end, insert: `${marker}${words}${marker}`, selectionStart: start + size, selectionEnd: end + size };
}

const LINK_PLACEHOLDER_ADDRESS = 'https://';

/**
 * `[words](https://)` with the address selected to paste over; a selected address becomes the link's target.
 * `linkText` stands in for the words when none are selected (the editor gives it in the writer's language).
 */
export function insertLink(selection: TextSelection, linkText = 'link text'): MarkdownEdit {
  const { start, end } = trimmed(selection);
  const words = selection.value.slice(start, end);
  if (/^(?:https?:\/\/|www\.)\S+$/i.test(words)) {
    const insert = `[${linkText}](${words})`;
    return { from: start, to: end, insert, selectionStart: start + 1, selectionEnd: start + 1 + linkText.length };
  }
  if (!words) {
    const insert = `[${linkText}](${LINK_PLACEHOLDER_ADDRESS})`;
    return { from: start, to: end, insert, selectionStart: start + 1, selectionEnd: start + 1 + linkText.length };
  }
  const insert = `[${words}](${LINK_PLACEHOLDER_ADDRESS})`;
  const addressAt = start + words.length + 3;
  return { from: start, to: end, insert, selectionStart: addressAt, selectionEnd: addressAt + LINK_PLACEHOLDER_ADDRESS.length };
}

/** A line's heading or list marker: one line is one of these at a time. */
const BLOCK_PREFIX = /^(?:#{1,6} |[-*+] |\d{1,9}[.)] )/;
const PREFIXES: Record<LineStyle, RegExp> = {
  heading: /^#{1,6} /,
  bulletedList: /^[-*+] /,
  numberedList: /^\d{1,9}[.)] /,
  quote: /^> ?/,
};

function prefixOf(style: LineStyle, index: number): string {
  if (style === 'heading') return '## ';
  if (style === 'bulletedList') return '- ';
  if (style === 'numberedList') return `${index + 1}. `;
  return '> ';
}

/** Starts every selected line with the style's marker, or takes the markers off when every line has one. */
export function toggleLines(selection: TextSelection, style: LineStyle): MarkdownEdit {
  const { value, start } = selection;
  // A selection that ends at the start of a line does not take that line in.
  const end = selection.end > start && value[selection.end - 1] === '\n' ? selection.end - 1 : selection.end;
  const from = value.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = value.indexOf('\n', end);
  const to = lineEnd < 0 ? value.length : lineEnd;
  const lines = value.slice(from, to).split('\n');
  const written = lines.filter((line) => line.trim() !== '');
  const pattern = PREFIXES[style];
  const removing = written.length > 0 && written.every((line) => pattern.test(line));

  let counted = 0;
  const changed = lines.map((line) => {
    if (removing) return line.replace(pattern, '');
    // A blank line inside a list or heading stays blank; a quote keeps its blank lines inside the quote.
    if (line.trim() === '' && style !== 'quote') return line;
    const bare = style === 'quote' ? line : line.replace(BLOCK_PREFIX, '');
    return `${prefixOf(style, counted++)}${bare}`;
  });
  let insert = changed.join('\n');
  // A line of text right under a list item or a quote would join it: a blank line keeps it apart.
  const next = value.slice(to + 1, value.indexOf('\n', to + 1) < 0 ? undefined : value.indexOf('\n', to + 1));
  if (!removing && style !== 'heading' && to < value.length && next.trim() !== '' && !pattern.test(next)) insert += '\n';

  if (lines.length === 1) {
    // One line: the cursor stays where it was in the words, moved by the marker.
    const shift = changed[0]!.length - lines[0]!.length;
    const markerLength = removing ? 0 : changed[0]!.length - changed[0]!.replace(pattern, '').length;
    const selectionStart = Math.max(from + markerLength, start + shift);
    return { from, to, insert, selectionStart, selectionEnd: Math.max(selectionStart, selection.end + shift) };
  }
  return { from, to, insert, selectionStart: from, selectionEnd: from + changed.join('\n').length };
}

/** The text after an edit. */
export function applyEdit(value: string, edit: MarkdownEdit): string {
  return value.slice(0, edit.from) + edit.insert + value.slice(edit.to);
}
