/**
 * Makes the public answer cache available as app.publicCache, and keeps its fence on the next scheduled
 * publication so that a story scheduled for 8:00 appears in cached lists at 8:00 without any write.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forgetsNewsLists, PublicCache } from '../services/public-cache/public-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

export default fp(
  async function publicCachePlugin(app: FastifyInstance) {
    const cache = new PublicCache({ maxBytes: app.config.publicCacheBytes });
    app.decorate('publicCache', cache);

    async function fenceOnNextPublication(): Promise<void> {
      const next = await app.db
        .selectFrom('news')
        .select('publication_date')
        .where('status', '=', 'Approved')
        .where('publication_date', '>', new Date().toISOString())
        .orderBy('publication_date')
        .limit(1)
        .executeTakeFirst();
      cache.expireListsAt(next?.publication_date ? Date.parse(next.publication_date) : null);
    }
    const refreshFence = () =>
      void fenceOnNextPublication().catch((error) => app.log.warn({ err: error }, 'could not read the next scheduled publication'));
    // A write to stories, here or on another instance, may have scheduled (or unscheduled) one; a passed fence needs the
    // next. Another instance's write counts too: its story goes public here at the same moment.
    cache.onForget((tags) => {
      if (forgetsNewsLists(tags)) refreshFence();
    });
    await fenceOnNextPublication();
  },
  { name: 'public-cache', dependencies: ['database'] },
);
