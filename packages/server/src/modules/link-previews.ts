/** Which client routes get a link preview in the shell the server sends (see lib/share-tags.ts). */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SharedPage } from '../lib/share-tags.js';
import { categorySharedPage } from './categories/category-share.js';
import { articleSharedPage } from './news/article-share.js';
import { authorSharedPage } from './news/author-share.js';

const previews: Array<{ path: RegExp; page: (db: Kysely<Database>, key: string) => Promise<SharedPage | null> }> = [
  { path: /^\/view-news\/([^/]+)$/, page: articleSharedPage },
  { path: /^\/category\/([^/]+)$/, page: categorySharedPage },
  { path: /^\/author\/([^/]+)$/, page: authorSharedPage },
];

function decoded(segment: string): string | null {
  if (segment.length > 200) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape names nothing
  }
}

/** The preview of the page at `pathname` (as requested, still percent-encoded), or null for the plain shell. */
export async function sharedPageOf(db: Kysely<Database>, pathname: string): Promise<SharedPage | null> {
  for (const preview of previews) {
    const segment = preview.path.exec(pathname)?.[1];
    const key = segment === undefined ? null : decoded(segment);
    if (key !== null) return preview.page(db, key);
  }
  return null;
}
