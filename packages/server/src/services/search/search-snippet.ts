/**
 * Snippets as text with the matched words given as ranges: the engines mark them with two control characters that
 * are then taken out, so no markup from a story ever reaches a page and the web draws the marks itself.
 */
import type { SearchSnippet } from '@newsroom/shared';

export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

/** The text without the markers, and where the marked words are in it; a stray marker is dropped. */
export function snippetFromMarked(marked: string, { before = '', after = '' } = {}): SearchSnippet {
  let text = before;
  const marks: SearchSnippet['marks'] = [];
  let openedAt = -1;
  for (const character of marked) {
    if (character === MARK_START) openedAt = text.length;
    else if (character === MARK_END) {
      if (openedAt >= 0 && text.length > openedAt) marks.push({ start: openedAt, end: text.length });
      openedAt = -1;
    } else text += character;
  }
  return { text: text + after, marks };
}
