/** Trimming a set of characters off the end of user text in linear time. */

/**
 * The text without the trailing characters `strip` lists. A loop, not `replace(/[…]+$/)`: a regular expression
 * anchored at the end retries from every position of a long run that is not at the end (100,000 quote marks
 * before a letter take seconds), and the summarizer runs on the thread that answers every reader.
 */
export function withoutTrailing(text: string, strip: string): string {
  let end = text.length;
  while (end > 0 && (strip.includes(text[end - 1]!) || (strip.includes(' ') && /\s/.test(text[end - 1]!)))) end -= 1;
  return text.slice(0, end);
}
