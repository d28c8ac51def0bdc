/** The HTTP bench's results as a compact text table (printed row by row) and as Markdown for the README. */
import type { LoadResult } from './load.js';

export interface ReportRow {
  name: string;
  /** The request, with `{id}` or `{word}` where it rotates. */
  shown: string;
  real?: LoadResult;
  bare?: LoadResult;
  /** Mean body size on the wire (compressed when the server compressed). */
  bytes?: number;
  /** Stories in the answer, for lists. */
  items?: number;
  /** The server's peak resident memory while this target ran. */
  peakRssMb?: number;
  goal: string;
  verdict: string;
  /** Why there are no figures, or what went wrong. */
  note?: string;
}

export interface ReportSummary {
  title: string;
  /** Lines printed above the table: machine, commit, options. */
  context: string[];
  /** Lines printed below the table: memory, seed time. */
  totals: string[];
}

/** The real server's throughput as a share of the bare server's for the same bytes. */
export function shareOf(row: ReportRow): number | undefined {
  return row.real && row.bare && row.bare.requestsPerSecond > 0 ? row.real.requestsPerSecond / row.bare.requestsPerSecond : undefined;
}

const shareText = (value: number | undefined) => (value === undefined ? '' : value < 0.1 ? value.toFixed(3) : value.toFixed(2));
const kilobytes = (bytes: number | undefined) => (bytes === undefined ? '' : bytes < 10_240 ? (bytes / 1024).toFixed(1) : (bytes / 1024).toFixed(0));
const whole = (value: number | undefined) => (value === undefined ? '' : Math.round(value).toString());
/** A latency percentile, left blank when no answer completed: autocannon then reports 0. */
const latency = (row: ReportRow, value: (load: LoadResult) => number) => (row.real && row.real.requests > 0 ? whole(value(row.real)) : '');

const COLUMNS: { title: string; width: number; value: (row: ReportRow) => string }[] = [
  { title: 'target', width: 19, value: (row) => row.name },
  { title: 'req/s', width: 7, value: (row) => whole(row.real?.requestsPerSecond) },
  { title: 'p50 ms', width: 7, value: (row) => latency(row, (load) => load.p50Ms) },
  { title: 'p99 ms', width: 7, value: (row) => latency(row, (load) => load.p99Ms) },
  { title: 'errors', width: 7, value: (row) => (row.real ? String(row.real.errors + row.real.non2xx) : '') },
  { title: 'bare req/s', width: 10, value: (row) => whole(row.bare?.requestsPerSecond) },
  { title: 'share', width: 6, value: (row) => shareText(shareOf(row)) },
  { title: 'kB', width: 6, value: (row) => kilobytes(row.bytes) },
  { title: 'items', width: 6, value: (row) => whole(row.items) },
  { title: 'RSS MB', width: 7, value: (row) => whole(row.peakRssMb) },
  { title: 'goal', width: 27, value: (row) => row.goal },
  { title: 'result', width: 6, value: (row) => row.verdict },
];

const pad = (text: string, width: number, index: number) => (index === 0 || index >= COLUMNS.length - 2 ? text.padEnd(width) : text.padStart(width));

export function textHeader(): string {
  return COLUMNS.map((column, index) => pad(column.title, column.width, index)).join(' ');
}

export function textRow(row: ReportRow): string {
  const line = COLUMNS.map((column, index) => pad(column.value(row), column.width, index)).join(' ');
  return row.note ? `${line} ${row.note}` : line.trimEnd();
}

export function markdown(summary: ReportSummary, rows: ReportRow[]): string {
  const header = [
    'call',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'bare Fastify req/s',
    'share of bare',
    'kB',
    'items',
    'server RSS MB',
    'goal',
    'result',
    'note',
  ];
  const cells = rows.map((row) => [`${row.name}: \`GET ${row.shown}\``, ...COLUMNS.slice(1).map((column) => column.value(row)), row.note ?? '']);
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `### ${summary.title}`,
    '',
    ...summary.context.map((line) => `${line}  `),
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, index) => (index === 0 || index >= header.length - 3 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...cells.map((row) => `| ${row.map(escape).join(' | ')} |`),
    '',
    ...summary.totals.map((line) => `${line}  `),
    '',
  ].join('\n');
}
