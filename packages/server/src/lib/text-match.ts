/** Case-insensitive substring matching that behaves the same on SQLite and PostgreSQL. */
import { sql, type Expression, type SqlBool } from 'kysely';

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
export function likePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** lower(column) LIKE '%query%' with an explicit escape character (SQLite has no default one). */
export function containsIgnoringCase(column: Expression<string>, query: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${likePattern(query)} escape '\\'`;
}
