/**
 * Reads every page of a back-office list the server pages (it answers at most 100 items at a time), for the
 * screens that search and sort on the client and so need the whole list.
 */
import { PAGE_SIZE_MAX, type Page } from '@newsroom/shared';
import { backOfficeRequest, type RequestOptions } from './api-client';

export async function readAllPages<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await backOfficeRequest<Page<T>>(path, { ...options, query: { ...options.query, page, size: PAGE_SIZE_MAX } });
    items.push(...answer.items);
    if (answer.items.length === 0 || page * answer.size >= answer.total) return items;
  }
}
