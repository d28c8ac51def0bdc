/**
 * Finds out once whether PostgreSQL is reachable. The API suites then run on SQLite and, when it is, on
 * PostgreSQL too. With REQUIRE_POSTGRES=1 (CI) a missing PostgreSQL fails the run instead of being skipped.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the maintenance database, or '' when PostgreSQL is not available. */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    project.provide('postgresAdminUrl', url);
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1') {
      throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is not reachable at ${url}: ${String(error)}`);
    }
    console.warn(`\n*** PostgreSQL is not reachable at ${url}: SKIPPED the PostgreSQL runs; the API tests ran on SQLite only. ***\n`);
    project.provide('postgresAdminUrl', '');
  } finally {
    await client.end().catch(() => {});
  }
}
