/** Text made safe to place in HTML or XML, in element content and in quoted attribute values alike. */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
