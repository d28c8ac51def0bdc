/**
 * Each public story's answer kept in the database (`news_answers`) as the API sends it, less its view count, which
 * changes too often to keep there and is read from the story's row with it. An old story's first reader then costs one
 * indexed read, not the presenting of its row, photos and video (issue 23: a random story by id, 100,000 stories,
 * 50 connections: 2,559 req/s presented afresh, 5,000-5,460 read as kept).
 *
 * The kept answers follow the public cache's forgetting (`onForget`, wired by public-news.routes.ts): whatever makes the
 * cache forget a story's answers (an edit, a review, a video or summary ready; everything for a category renamed or an
 * author gone) forgets its kept one, on every instance that hears of it, and it is made again by its next reader or by
 * the fill, which walks the stories in the background for answers missing. This is a materialized view, kept by the
 * same signals as the in-memory cache; nothing reads it but the public answers, and a backup leaves it out.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { isOnPublicSite, newsSchema, type News } from '@newsroom/shared';
import type { Database, NewsRow } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { oneOf } from '../../db/one-of.js';
import { PreparedJson } from '../../lib/json-answer.js';
import { storiesForgotten } from '../../services/public-cache/public-cache.js';
import { imageFileUrl } from '../../services/media/media-urls.js';
import { videoFileUrl } from '../videos/video-files.js';
import { presentNewsRows } from './news-with-photos.js';
import { findNewsByIds, newsWithoutKeptAnswer, type KeptStory } from './news.repository.js';
import { visibilityOf } from './news-visibility.js';

/**
 * Raise it when what a story's answer says changes while its schema does not (a presenter's new rule): every kept answer
 * is then forgotten as the app starts. A change of the schema or of the media addresses is noticed without it.
 */
const KEPT_ANSWER_FORMAT = 1;
const MADE_FOR_SETTING = 'story_answers_made_for';

/** Stories presented per slice of the fill: about 10 ms of the event loop on SQLite. */
const FILL_SLICE = 100;
/** How soon a forgetting or a start that failed (the database away) is tried again. */
const RETRY_MS = 5_000;

/** What the kept answers were made with: the answer's schema, its format, and where media addresses point. */
function madeFor(): string {
  const media = `${imageFileUrl('-', 1)} ${videoFileUrl('-', '-')}`;
  let made = recipes.get(media);
  if (made === undefined) {
    made = createHash('sha256')
      .update(JSON.stringify([KEPT_ANSWER_FORMAT, z.toJSONSchema(newsSchema), media]))
      .digest('base64url');
    recipes.set(media, made);
  }
  return made;
}
/** By media addresses, which each app sets as it starts (several apps share a process in tests). */
const recipes = new Map<string, string>();

/** The answer's JSON without `views` (the last of its fields as sent). */
function keptBody(news: News): string {
  return JSON.stringify({ ...newsSchema.parse(news), views: undefined });
}

/**
 * The stories whose kept answers a read must not use, taken as it starts: those being forgotten then ('all' when
 * everything is). Their delete may land while the read is under way, after it has seen the old answer; a story
 * forgotten once the read has begun was written after it, and its old answer is still one the reader may get.
 */
export type ForgottenStories = ReadonlySet<string> | 'all';

const NONE_FORGOTTEN: ForgottenStories = new Set();

function isForgotten(stories: ForgottenStories, id: string): boolean {
  return stories === 'all' || stories.has(id);
}

/** A story's answer from its kept JSON: with its count, and what else the answer adds (a search's snippet, as JSON). */
function withViews(body: string, views: number, more = ''): string {
  return `${body.slice(0, -1)},"views":${views}${more}}`;
}

/**
 * The answers of these stories, in their order, each with its count and what `more` adds (a search's snippet): its
 * kept answer where `mayRead` allows, the others presented now (and given as `made`, for a caller that keeps them). A
 * story gone meanwhile has none.
 */
async function answersOf(
  db: Kysely<Database>,
  stories: readonly KeptStory[],
  mayRead: (story: KeptStory) => boolean,
  more: (id: string) => string = () => '',
): Promise<{ json: string[]; made: NewsAnswer[] }> {
  // Decided once, before presenting: a forgetting that ends meanwhile must not let a body read before it through.
  const bodies = new Map<string, string>();
  for (const story of stories) if (story.body !== null && mayRead(story)) bodies.set(story.id, story.body);
  const missing = stories.filter((story) => !bodies.has(story.id)).map((story) => story.id);
  const presented = missing.length === 0 ? [] : await presentNewsRows(db, await findNewsByIds(db, missing));
  const made = presented.map((news) => ({ news_id: news.id, body: keptBody(news) }));
  for (const { news_id, body } of made) bodies.set(news_id, body);
  const json = stories.flatMap((story) => {
    const body = bodies.get(story.id);
    return body === undefined ? [] : [withViews(body, story.views, more(story.id))];
  });
  return { json, made };
}

/**
 * The answers of these stories in their order, each with what `more` adds (a search's snippet), for a reader that keeps
 * nothing: a search in a worker thread, whose connection is read-only. An answer kept for another version than this
 * thread's is read as none, by its query; those of `forgotten` (StoryAnswers.forgottenNow as the search was asked
 * for) are presented afresh.
 */
export async function keptStoriesJson(
  db: Kysely<Database>,
  ids: readonly string[],
  forgotten: ForgottenStories,
  more: (id: string) => string,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<KeptStory>`select "news"."id", "news"."views",
      case when (select "value" from "settings" where "key" = ${MADE_FOR_SETTING}) = ${madeFor()} then "news_answers"."body" end as "body"
    from "news" left join "news_answers" on "news_answers"."news_id" = "news"."id"
    where ${oneOf(db, 'news.id', ids)}`.execute(db);
  const byId = new Map(rows.map((story) => [story.id, story]));
  const { json } = await answersOf(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
    (story) => !isForgotten(forgotten, story.id),
    more,
  );
  return json;
}

/** A story's visibility and count, and its kept answer if it has one, in one read. */
const keptSelect = compiledOnce((db: Kysely<Database>) =>
  db
    .selectFrom('news')
    .leftJoin('news_answers', 'news_answers.news_id', 'news.id')
    .select(['news.id', 'news.status', 'news.publication_date', 'news.author_id', 'news.views', 'news_answers.body']),
);

type KeptRow = KeptStory & Pick<NewsRow, 'status' | 'publication_date' | 'author_id'>;

type NewsAnswer = Database['news_answers'];

export class StoryAnswers {
  /** Raised by every forgetting of a story, so an answer made from rows read before it is not kept. */
  private generation = 0;
  /** Forgettings not done yet: asked for, or failed and tried again until they succeed. */
  private unforgotten: Set<string> | 'all' = new Set();
  /** The forgetting under way. Until it is done, those kept answers are not read: a write shows at once to its writer. */
  private forgetting: Set<string> | 'all' = new Set();
  private deleting = false;
  /**
   * Answers on their way into the table. A delete waits for those under way when it is asked for: on PostgreSQL the
   * two go by different connections, and an insert that lands after the delete would keep an answer it should remove.
   */
  private readonly keeping = new Set<Promise<unknown>>();
  private retry?: NodeJS.Timeout;
  private fill?: Promise<void>;
  private fillAgain = false;
  private closed = false;
  /** Whether the kept answers were found made for this version (start). */
  private trusted = false;
  private startAgain?: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly retryMs = RETRY_MS,
  ) {}

  /**
   * Forgets the answers made for another schema, format or media address; then fills the missing in the background.
   * Until that check has passed (the database may be away as the app starts: it is tried again), no kept answer is
   * read or kept, and stories are presented afresh.
   */
  async start(): Promise<void> {
    try {
      const made = madeFor();
      const setting = await this.db.selectFrom('settings').select('value').where('key', '=', MADE_FOR_SETTING).executeTakeFirst();
      if (setting?.value !== made) {
        await this.db.deleteFrom('news_answers').execute();
        await this.db
          .insertInto('settings')
          .values({ key: MADE_FOR_SETTING, value: made })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: made }))
          .execute();
      }
      this.trusted = true;
      this.startFill();
    } catch (error) {
      if (this.closed) return;
      this.log.warn({ err: error }, 'could not check the stories’ kept answers; stories are presented afresh meanwhile');
      this.startAgain = setTimeout(() => void this.start(), this.retryMs);
      this.startAgain.unref();
    }
  }

  /** Waits for the fill to stop; nothing is kept after. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearTimeout(this.startAgain);
    await this.fill;
  }

  /** The answer of a story readers may see, as kept or made now (and kept); undefined when there is none for them. */
  async publicAnswer(id: string): Promise<PreparedJson | undefined> {
    const forgotten = this.forgottenNow();
    const { rows } = await sql<KeptRow>`${keptSelect(this.db)} where "news"."id" = ${id}`.execute(this.db);
    const kept = rows[0];
    if (!kept || !isOnPublicSite(visibilityOf(kept))) return undefined;
    // Read as kept, answered at once: through publicJson every story paid 5-8 µs more (three A/B rounds, same minute).
    if (kept.body !== null && this.mayRead(id, forgotten)) return new PreparedJson(withViews(kept.body, kept.views));
    const [json] = await this.publicJson([kept], forgotten);
    return json === undefined ? undefined : new PreparedJson(json);
  }

  /**
   * The answers of these public stories (read as kept, in their order, after `forgotten` was taken): each as kept, or
   * presented now and kept.
   */
  async publicJson(stories: readonly KeptStory[], forgotten: ForgottenStories): Promise<string[]> {
    const generation = this.generation;
    const { json, made } = await answersOf(this.db, stories, (story) => this.mayRead(story.id, forgotten));
    await this.keep(generation, made);
    return json;
  }

  /** The stories being forgotten now, whose kept answers a read that starts now must not use. */
  forgottenNow(): ForgottenStories {
    if (this.unforgotten === 'all' || this.forgetting === 'all') return 'all';
    if (this.unforgotten.size === 0 && this.forgetting.size === 0) return NONE_FORGOTTEN;
    return new Set([...this.unforgotten, ...this.forgetting]);
  }

  /**
   * Whether the story's kept answer, read after `forgotten` was taken, may be used: made for this version, and its
   * story not being forgotten, neither as the read began nor now.
   */
  private mayRead(id: string, forgotten: ForgottenStories): boolean {
    return this.trusted && !isForgotten(forgotten, id) && !isForgotten(this.unforgotten, id) && !isForgotten(this.forgetting, id);
  }

  /** Told of every forgetting of the public cache (here, another instance's write, a lost instance channel). */
  forget(tags: readonly string[]): void {
    const stories = storiesForgotten(tags);
    if (stories !== 'all' && stories.length === 0) return;
    this.generation += 1;
    if (stories === 'all') this.unforgotten = 'all';
    else if (this.unforgotten !== 'all') for (const id of stories) this.unforgotten.add(id);
    this.forgetPending();
  }

  /** Runs the fill unless it runs already; if it does, it walks once more when done (it may have passed forgotten ones). */
  private startFill(): void {
    if (this.closed) return;
    if (this.fill) {
      this.fillAgain = true;
      return;
    }
    this.fill = this.fillMissing()
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not fill the stories’ kept answers; their readers make them'))
      .finally(() => {
        this.fill = undefined;
        if (this.fillAgain) {
          this.fillAgain = false;
          this.startFill();
        }
      });
  }

  /** Walks every story once, in slices between which readers are answered, keeping the answers of the public ones. */
  private async fillMissing(): Promise<void> {
    let after = '';
    while (!this.closed) {
      const generation = this.generation;
      const rows = await newsWithoutKeptAnswer(this.db, after, FILL_SLICE);
      if (rows.length === 0) return;
      const visible = rows.filter((row) => isOnPublicSite(visibilityOf(row)));
      const news = await presentNewsRows(this.db, visible);
      await this.keep(
        generation,
        news.map((one) => ({ news_id: one.id, body: keptBody(one) })),
      );
      after = rows.at(-1)!.id;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** Keeps answers unless a story was forgotten since their rows were read (the next reader or fill makes them again). */
  private async keep(generation: number, answers: readonly NewsAnswer[]): Promise<void> {
    if (answers.length === 0 || generation !== this.generation || this.closed || !this.trusted) return;
    const insert = this.db
      .insertInto('news_answers')
      .values(answers)
      .onConflict((conflict) => conflict.column('news_id').doNothing())
      .execute();
    this.keeping.add(insert);
    try {
      await insert;
    } catch (error) {
      // Not kept (the database read-only or away): the answer is still sent, and the next reader tries again.
      this.log.debug({ err: error }, 'could not keep a story’s answer');
    } finally {
      this.keeping.delete(insert);
    }
  }

  /** Deletes the kept answers asked to be forgotten, one delete at a time; a failed one is tried again later. */
  private forgetPending(): void {
    if (this.deleting || this.retry || this.closed || (this.unforgotten !== 'all' && this.unforgotten.size === 0)) return;
    const pending = this.unforgotten;
    this.unforgotten = new Set();
    this.forgetting = pending;
    this.deleting = true;
    const query = this.db.deleteFrom('news_answers');
    // Answers on their way may hold what this forgets (their rows read before the write); one asked for after it does not.
    Promise.allSettled([...this.keeping])
      .then(() => (pending === 'all' ? query : query.where('news_id', 'in', [...pending])).execute())
      .then(
        // Once they are gone, not before: a fill walking meanwhile would find them there and pass them by.
        () => pending === 'all' && this.startFill(),
        (error: unknown) => {
          this.log.warn({ err: error }, 'could not forget stories’ kept answers; trying again');
          if (pending === 'all') this.unforgotten = 'all';
          else if (this.unforgotten !== 'all') for (const id of pending) this.unforgotten.add(id);
          this.retry = setTimeout(() => {
            this.retry = undefined;
            this.forgetPending();
          }, this.retryMs);
          this.retry.unref();
        },
      )
      .finally(() => {
        this.deleting = false;
        this.forgetting = new Set();
        this.forgetPending();
      });
  }
}
