/** Optional paging: lists answer the spec's plain array unless page or size is asked for. */
import type { Page, PagingQuery } from '@newsroom/shared';

export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  page: number;
  size: number;
  limit: number;
  offset: number;
}

export function pageRequest(query: PagingQuery): PageRequest | undefined {
  if (query.page === undefined && query.size === undefined) return undefined;
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  return { page, size, limit: size, offset: (page - 1) * size };
}

export function pagedOrPlain<T>(items: T[], total: number, request: PageRequest | undefined): T[] | Page<T> {
  return request ? { items, page: request.page, size: request.size, total } : items;
}
