/**
 * Names for PostgreSQL's prepared statements, one per query text. A query sent unnamed (what Kysely and pg do by
 * default) is parsed and planned again on every execution: 0.4 ms of a story read's 0.6 ms at 100,000 stories
 * (measured on this machine). Named, each connection parses it once and PostgreSQL may keep its plan. The texts are
 * the code's query shapes (lists of values are one array parameter, db/one-of.ts), so a few hundred; past
 * MAX_NAMED_TEXTS a text goes unnamed, so a query built from data can never make each connection hold statements
 * without end.
 */
const MAX_NAMED_TEXTS = 1000;

const names = new Map<string, string>();

/** The name this process gives the text, or undefined for a text past the limit. */
export function statementNameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED_TEXTS) names.set(text, (name = `newsroom_${names.size + 1}`));
  return name;
}

/**
 * PostgreSQL refuses a prepared statement whose result columns changed since it was planned (a migration run by a
 * newer instance beside this one: "cached plan must not change result type").
 */
export function isStalePreparedStatement(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '0A000';
}
