import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { sharedPageOf } from './link-previews.js';

/** A database that fails the test if it is asked anything. */
const untouchable = new Proxy(
  {},
  {
    get: () => {
      throw new Error('looked up in the database');
    },
  },
) as Kysely<Database>;

describe('link previews', () => {
  // The web app answers a malformed address 400 before it asks (plugins/web-app.test.ts); this holds without it.
  it('name nothing, and look nothing up, for a malformed or overlong address or one without a preview', async () => {
    for (const pathname of ['/view-news/%E0%A4', '/category/%E0%A4%A', `/author/${'a'.repeat(201)}`, '/login', '/view-news/a/b']) {
      expect(await sharedPageOf(untouchable, pathname), pathname).toBeNull();
    }
  });
});
