/**
 * Paging for every list. With `page` or `size` a list answers the envelope `{items, page, size, total}`; without
 * them it keeps the spec's plain array but answers only the newest UNPAGED_LIMIT items. Either way the total
 * travels in `X-Total-Count` and the next page in `Link: <…>; rel="next"`, so no answer grows with the archive.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PAGE_SIZE_MAX, type Page, type PagingQuery, type SearchPage } from '@newsroom/shared';
import { PreparedJson } from './json-answer.js';

export const DEFAULT_PAGE_SIZE = 20;
/** The most items a list without paging answers (the largest page size, too). */
export const UNPAGED_LIMIT = PAGE_SIZE_MAX;

/** Which rows of an ordered list a query reads. */
export interface Paging {
  limit: number;
  offset: number;
}

export interface PageRequest extends Paging {
  page: number;
  size: number;
  /** Whether the caller asked for a page (the envelope) or the plain list. */
  paged: boolean;
}

export function pageRequest(query: PagingQuery): PageRequest {
  if (query.page === undefined && query.size === undefined) {
    return { page: 1, size: UNPAGED_LIMIT, limit: UNPAGED_LIMIT, offset: 0, paged: false };
  }
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  return { page, size, limit: size, offset: (page - 1) * size, paged: true };
}

/** The same address with the page after this one. */
function nextPageUrl(url: string, paging: PageRequest): string {
  const next = new URL(url, 'http://host');
  next.searchParams.set('page', String(paging.page + 1));
  next.searchParams.set('size', String(paging.size));
  return `${next.pathname}${next.search}`;
}

/** A list's answer for the address `url`: the envelope or the plain list the caller asked for, and its headers. */
export function listAnswer<T>(
  url: string,
  items: T[],
  total: number,
  paging: PageRequest,
): { payload: T[] | Page<T>; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'x-total-count': String(total) };
  if (paging.offset + items.length < total) headers.link = `<${nextPageUrl(url, paging)}>; rel="next"`;
  return { payload: paging.paged ? { items, page: paging.page, size: paging.size, total } : items, headers };
}

/**
 * A search's answer: as listAnswer, with whether its total is exact or the bound counting stopped at, in the envelope
 * (`totalIsExact`) and in `X-Total-Count-Exact`. Its total never exceeds the results that may be paged, so the next
 * page's link stops there too.
 */
export function boundedListAnswer<T>(
  url: string,
  items: T[],
  { total, totalIsExact }: { total: number; totalIsExact: boolean },
  paging: PageRequest,
): { payload: T[] | SearchPage<T>; headers: Record<string, string> } {
  const { payload, headers } = listAnswer(url, items, total, paging);
  headers['x-total-count-exact'] = String(totalIsExact);
  return { payload: Array.isArray(payload) ? payload : { ...payload, totalIsExact }, headers };
}

/** Sets the total and next-page headers, and answers the envelope or the plain list the caller asked for. */
export function answerList<T>(request: FastifyRequest, reply: FastifyReply, items: T[], total: number, paging: PageRequest): T[] | Page<T> {
  const { payload, headers } = listAnswer(request.url, items, total, paging);
  reply.headers(headers);
  return payload;
}

/**
 * The JSON of a list whose items are JSON already (stories' kept answers): the plain array, or the envelope with the
 * page, its size and the total (and, for a search, whether the total is exact), in the order the schemas give them.
 * It is written straight into bytes of its own: an unpaged list or search (100 stories, about 350 kB) joined into one
 * string sat in V8's large-object space, in the thread that joined it and in the one it was cloned to, until the
 * collector's next full pass; as bytes above `npm run serve`'s MALLOC_MMAP_THRESHOLD_ it has pages of its own, given
 * back to the system when it is collected, which for a short-lived answer is at the next minor pass.
 */
export function listJson(items: readonly string[], paging: PageRequest, totals: { total: number; totalIsExact?: boolean }): Buffer {
  const exact = totals.totalIsExact === undefined ? '' : `,"totalIsExact":${totals.totalIsExact}`;
  const [head, tail] = paging.paged ? ['{"items":[', `],"page":${paging.page},"size":${paging.size},"total":${totals.total}${exact}}`] : ['[', ']'];
  let length = head.length + tail.length + Math.max(0, items.length - 1);
  for (const item of items) length += Buffer.byteLength(item);
  const bytes = Buffer.allocUnsafeSlow(length);
  let at = bytes.write(head);
  items.forEach((item, index) => {
    if (index > 0) at += bytes.write(',', at);
    at += bytes.write(item, at);
  });
  bytes.write(tail, at);
  return bytes;
}

/** As answerList, for items that are JSON already (at the address `url`): the list's JSON to send as it is, with its headers. */
export function preparedList(url: string, items: string[], total: number, paging: PageRequest): PreparedJson {
  return new PreparedJson(listJson(items, paging, { total }), listAnswer(url, items, total, paging).headers);
}
