/**
 * The plan a database chooses for a query, as lines of text: SQLite's EXPLAIN QUERY PLAN details, or
 * PostgreSQL's plan nodes ("Index Only Scan Backward news_public_order_idx on news"). PostgreSQL is asked with
 * fresh statistics (as autovacuum keeps them on a live server) and with sequential scans and sorts priced out, so
 * a plan that still scans or sorts shows that no index can serve it.
 */
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DialectName } from '../../src/db/connection.js';

interface PostgresPlanNode {
  'Node Type': string;
  'Scan Direction'?: string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PostgresPlanNode[];
}

function describeNode(node: PostgresPlanNode): string[] {
  const direction = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
  const line = [`${node['Node Type']}${direction}`, node['Index Name'], node['Relation Name'] && `on ${node['Relation Name']}`]
    .filter(Boolean)
    .join(' ');
  return [line, ...(node.Plans ?? []).flatMap(describeNode)];
}

export async function planOf(db: Kysely<any>, dialect: DialectName, query: Compilable): Promise<string[]> {
  const compiled = query.compile();
  if (dialect === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]));
    return result.rows.map((row) => row.detail);
  }
  await db.executeQuery(CompiledQuery.raw('analyze'));
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
    await trx.executeQuery(CompiledQuery.raw('set local enable_sort = off'));
    const result = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PostgresPlanNode }] }>(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    return describeNode(result.rows[0]!['QUERY PLAN'][0].Plan);
  });
}

/**
 * PostgreSQL: how many rows of `table` the query's scans produced when run (EXPLAIN ANALYZE), every loop counted: what a
 * plan that reads too much shows, whatever its node names. (SQLite's plans say it already: SCAN against SEARCH.)
 */
export async function rowsReadOnPostgres(db: Kysely<any>, query: Compilable, table: string): Promise<number> {
  const compiled = query.compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PostgresPlanNode }] }>(
    CompiledQuery.raw(`explain (analyze, format json) ${compiled.sql}`, [...compiled.parameters]),
  );
  const rowsOf = (node: PostgresPlanNode): number =>
    (node['Relation Name'] === table ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) : 0) +
    (node.Plans ?? []).reduce((sum, child) => sum + rowsOf(child), 0);
  return rowsOf(result.rows[0]!['QUERY PLAN'][0].Plan);
}
