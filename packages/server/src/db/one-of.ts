/**
 * `column in (ids…)` bound as a single parameter, however many ids there are: a JSON array read by json_each on
 * SQLite, an array on PostgreSQL. A list of one parameter per id breaks past the drivers' parameter limits
 * (32,766 on SQLite) and makes every length a new statement to plan.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { isPostgres } from './dialect.js';

export function oneOf(db: Kysely<any>, column: string, values: readonly (string | number)[]): Expression<SqlBool> {
  if (isPostgres(db)) {
    const type = typeof values[0] === 'number' ? sql`bigint[]` : sql`text[]`;
    return sql<SqlBool>`${sql.ref(column)} = any(cast(${values} as ${type}))`;
  }
  return sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(values)}))`;
}
