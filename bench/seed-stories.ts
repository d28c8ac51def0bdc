/** Seeds an archive of generated stories in bulk: multi-row inserts in transactions of a few hundred, then the search index in one go. */
import type { Kysely } from 'kysely';
import type { Database, MediaTable, NewsStatus, NewsTable } from '../packages/server/src/db/schema.js';
import { newId } from '../packages/server/src/lib/ids.js';
import { DISPLAY_WIDTHS } from '../packages/server/src/services/media/image-processor.js';
import { loadNewsInBulk } from '../packages/server/src/services/search/bulk-index.js';
import { createCorpus, randomSource } from './search-corpus.js';

export interface SeedOptions {
  stories: number;
  /** Publication dates spread evenly (with jitter) over this many years before `now`. */
  years: number;
  now: Date;
  seed?: number;
  /**
   * Stories per transaction and per insert statement. A news row binds 16 parameters, so even 250 bind 4,000: far
   * under SQLite's 32,766 and PostgreSQL's 65,535.
   */
  batch: number;
  /** Told after each transaction, for a progress line. */
  onProgress?: (seeded: number) => void;
  /** How many AUTHOR accounts write the stories (each story has one), so author pages have archives of their own. */
  authors?: number;
}

export interface SeededArchive {
  /** The public (Approved, published) stories' ids, in insertion order. */
  publicIds: string[];
  /** The authors' user ids. */
  authorIds: string[];
  seconds: number;
  /** The search index's own share: on SQLite FTS5 indexes each insert, so this is the word list only. */
  indexSeconds: number;
}

const PENDING_SHARE = 0.1;
const THUMBNAIL_SHARE = 0.6;
/** As a 1600-pixel upload is stored, so answers carry a full srcset. The files need not exist for API benches. */
const THUMBNAIL_WIDTH = 1600;
const THUMBNAIL_WIDTHS = DISPLAY_WIDTHS.filter((width) => width <= THUMBNAIL_WIDTH).join(',');

export async function seedStories(db: Kysely<Database>, options: SeedOptions): Promise<SeededArchive> {
  const random = randomSource(options.seed ?? 7);
  const corpus = createCorpus(random);
  const categoryIds = (await db.selectFrom('categories').select('id').orderBy('name_key').execute()).map((row) => row.id);
  if (categoryIds.length === 0) throw new Error('seedStories needs categories: run seedCategories first');
  // Its own sequence, so the stories themselves are those of archives seeded before authors were.
  const authorRandom = randomSource((options.seed ?? 7) + 1);
  const authors = Array.from({ length: options.authors ?? 20 }, (_, index) => ({ id: newId(), name: `Bench Author ${index + 1}` }));
  const at = options.now.toISOString();
  if (authors.length > 0) {
    await db
      .insertInto('users')
      .values(
        authors.map((author, index) => ({
          id: author.id,
          username: `bench-author-${index + 1}`,
          username_key: `bench-author-${index + 1}`,
          fullname: author.name,
          email: `bench-author-${index + 1}@example.com`,
          // Not a hash of any password: these accounts never sign in.
          password_hash: 'bench',
          role: 'AUTHOR' as const,
          session_version: 0,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
  const newest = options.now.getTime() - 60_000;
  const span = options.years * 365.25 * 86_400_000;
  const spacing = span / options.stories;

  const publicIds: string[] = [];
  let insertMs = 0;
  const started = performance.now();
  await loadNewsInBulk(db, async () => {
    for (let first = 0; first < options.stories; first += options.batch) {
      const news: NewsTable[] = [];
      const media: MediaTable[] = [];
      for (let index = first; index < Math.min(options.stories, first + options.batch); index += 1) {
        const article = corpus.article();
        // Oldest first, as an archive grows; the jitter keeps publication order apart from insertion order.
        const published = new Date(Math.min(newest, newest - span + index * spacing + random() * spacing * 5)).toISOString();
        const status: NewsStatus = random() < PENDING_SHARE ? 'Pending' : 'Approved';
        const id = newId();
        const author = authors.length > 0 ? authors[Math.floor(authorRandom() * authors.length)]! : undefined;
        let thumbnailId: string | null = null;
        if (random() < THUMBNAIL_SHARE) {
          thumbnailId = newId();
          media.push({ id: thumbnailId, width: THUMBNAIL_WIDTH, height: 900, widths: THUMBNAIL_WIDTHS, created_at: published });
        }
        news.push({
          id,
          title: article.title.slice(0, 200), // the column's bound
          description: article.description,
          content: article.content,
          category_id: categoryIds[Math.floor(random() * categoryIds.length)],
          author_id: author?.id ?? null,
          author_name: author?.name ?? article.authorName,
          thumbnail_media_id: thumbnailId,
          embed_youtube_url: null,
          status,
          publication_date: status === 'Approved' ? published : null,
          summary: null,
          summary_key: null,
          views: Math.floor(random() * 500),
          created_at: published,
          updated_at: published,
        });
        if (status === 'Approved') publicIds.push(id);
      }
      await db.transaction().execute(async (trx) => {
        if (media.length > 0) await trx.insertInto('media').values(media).execute();
        await trx.insertInto('news').values(news).execute();
      });
      options.onProgress?.(first + news.length);
    }
    insertMs = performance.now() - started;
  });
  const seconds = (performance.now() - started) / 1000;
  return { publicIds, authorIds: authors.map((author) => author.id), seconds, indexSeconds: seconds - insertMs / 1000 };
}
