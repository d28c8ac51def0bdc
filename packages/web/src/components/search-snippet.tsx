/**
 * The part of a story a search matched, with the matched words marked. The server sends plain text and where the
 * words are; the marks are drawn here as <mark> elements, so no markup from a story ever reaches the page. The public
 * cards and the desk's lists both show it.
 */
import type { ReactNode } from 'react';
import { Text, type TextProps } from '@mantine/core';
import type { SearchSnippet } from '@newsroom/shared';

/** The text cut at the marks, each marked stretch in its own <mark>; overlapping or out-of-range marks are skipped. */
function markedParts({ text, marks }: SearchSnippet): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of [...marks].sort((a, b) => a.start - b.start)) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

export function SearchSnippetText({ snippet, ...props }: { snippet: SearchSnippet } & TextProps) {
  return (
    <Text size="sm" {...props}>
      {markedParts(snippet)}
    </Text>
  );
}
