/**
 * The subscriber list as a CSV file (RFC 4180), read from the database a keyset page at a time, so an export of any
 * size holds one page in memory. A cell a spreadsheet would run as a formula (starting with = + - @, or a tab or a
 * carriage return, as OWASP lists them) gets a leading apostrophe: an address like `=HYPERLINK(…)@x.test` is data.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { categoryNamesById, subscriptionsAfter, type SubscriptionCursor } from '../subscriptions/subscriptions.repository.js';
import { categoryNamesOf } from './subscribers.presenter.js';

/** Rows read per query. */
export const EXPORT_PAGE_ROWS = 500;

export const CSV_COLUMNS = ['email', 'state', 'language', 'frequency', 'categories', 'created_at', 'confirmed_at'];

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: defused when a spreadsheet would compute it, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The file's text in pieces: a byte order mark (so a spreadsheet reads the names' accents as UTF-8), the header, then
 * a piece per page of rows, newest first.
 */
export async function* subscriberCsv(db: Kysely<Database>, pageRows = EXPORT_PAGE_ROWS): AsyncGenerator<string> {
  const namesById = await categoryNamesById(db);
  yield `\uFEFF${csvLine(CSV_COLUMNS)}`;
  let after: SubscriptionCursor | undefined;
  for (;;) {
    const rows = await subscriptionsAfter(db, after, pageRows);
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvLine([
          row.email,
          row.state,
          row.language,
          row.frequency,
          categoryNamesOf(row.categories, namesById).join('; '),
          row.created_at,
          row.confirmed_at ?? '',
        ]),
      )
      .join('');
    const last = rows.at(-1)!;
    after = { createdAt: last.created_at, id: last.id };
  }
}
