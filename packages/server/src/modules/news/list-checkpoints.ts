/**
 * Deep pages of the public lists (home, a category, a month, an author) at the cost of page 1. For each list, the
 * position of every `every`-th story and the list's total are kept in memory, so a page is read from the checkpoint
 * before it (one index seek, then fewer than `every` + size entries) instead of walking every story before it. This is
 * keyset pagination with bookmarks, as "Five ways to paginate in Postgres" (Citus) estimates them from the planner's
 * histograms; here they are exact, so pages and totals are exactly those of OFFSET.
 *
 * Positions move with every write to stories and when a scheduled story goes public, which is exactly when the public
 * cache forgets its lists (a write here or on another instance, its fence): the routes forget the checkpoints with
 * them, and the next deep page builds its list's again.
 */
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import type { Paging } from '../../lib/paging.js';
import { checkpointsQuery, countFrom, countNews, readKeptPage, type KeptStory, type ListPosition, type NewsFilter } from './news.repository.js';

interface Checkpoints {
  /** `positions[i]` is the place of the list's (i × every)-th story, counted from 0. */
  positions: ListPosition[];
  total: number;
}

export interface ListCheckpointsOptions {
  /** Stories between two checkpoints: a deep page walks fewer than this many entries before its own. */
  every?: number;
  /**
   * Checkpoints found per query while building. On SQLite a query runs on the event loop: the 900 steps of a list of
   * 90,000 stories took 12 ms, 100 steps 1.2 ms, and requests are served between two slices. PostgreSQL works apart
   * from it, so there the list is built at once (40 ms for those 900 steps, against 107 ms in slices of 50).
   */
  stepsPerSlice?: number;
  maxLists?: number;
  maxBytes?: number;
  /** Told of a build that failed (the database away): the list's pages are then read the slow way until one succeeds. */
  onBuildError?: (error: unknown) => void;
}

/** The most steps a slice may have: a whole list at once (the largest integer PostgreSQL compares it with). */
const ALL_AT_ONCE = 2 ** 31 - 1;

/** About what one position holds in V8: an object and three short strings. */
const POSITION_BYTES = 200;

/** Which list a public filter names; the moment it is read at (`publishedBy`) is not part of it (see forget). */
const listKey = (filter: NewsFilter) =>
  JSON.stringify([filter.statuses, filter.categoryId ?? null, filter.authorId ?? null, filter.publishedFrom ?? null, filter.publishedBefore ?? null]);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class ListCheckpoints {
  readonly every: number;
  private readonly stepsPerSlice: number;
  private readonly lists: LRUCache<string, Checkpoints>;
  private readonly building = new Map<string, Promise<Checkpoints | undefined>>();
  /** Raised by every forget, so a build that a write overtook is neither kept nor used. */
  private generation = 0;
  private readonly onBuildError: (error: unknown) => void;

  constructor(
    readonly db: Kysely<Database>,
    options: ListCheckpointsOptions = {},
  ) {
    this.every = options.every ?? 100;
    this.stepsPerSlice = options.stepsPerSlice ?? (isPostgres(db) ? ALL_AT_ONCE : 100);
    this.onBuildError = options.onBuildError ?? (() => {});
    this.lists = new LRUCache<string, Checkpoints>({
      max: options.maxLists ?? 1000,
      maxSize: options.maxBytes ?? 4 * 1024 * 1024,
      sizeCalculation: (checkpoints) => 1 + checkpoints.positions.length * POSITION_BYTES,
    });
  }

  /** The list's checkpoints when they are at hand; never builds them. */
  peek(filter: NewsFilter): Checkpoints | undefined {
    return this.lists.get(listKey(filter));
  }

  /**
   * The list's checkpoints, built first if need be (callers asking for the same list meanwhile share the build), or
   * undefined when a write overtook the build or it failed: the caller then reads the page the slow way, once.
   */
  of(filter: NewsFilter): Promise<Checkpoints | undefined> {
    const key = listKey(filter);
    const known = this.lists.get(key);
    if (known) return Promise.resolve(known);
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const build = this.build(filter, generation)
      .catch((error: unknown) => {
        this.onBuildError(error);
        return undefined;
      })
      .finally(() => {
        if (this.building.get(key) === build) this.building.delete(key);
      });
    this.building.set(key, build);
    return build.then((checkpoints) => {
      // A list of one checkpoint has nothing to skip; not keeping it, made-up authors cannot push real lists out.
      if (checkpoints && checkpoints.positions.length > 1 && generation === this.generation) this.lists.set(key, checkpoints);
      return checkpoints;
    });
  }

  /**
   * Every list's positions are stale: a story was written, or a scheduled one went public. Lists are kept without
   * the moment they were read at, so this must be called on both, as the public cache's forgetting is.
   */
  forget(): void {
    this.generation += 1;
    this.building.clear();
    this.lists.clear();
  }

  /** In slices of `stepsPerSlice` checkpoints, each continuing from the last one found. */
  private async build(filter: NewsFilter, generation: number): Promise<Checkpoints | undefined> {
    const positions: ListPosition[] = [];
    let from: ListPosition | undefined;
    for (;;) {
      const { rows } = await checkpointsQuery(this.db, filter, this.every, this.stepsPerSlice, from).execute(this.db);
      rows.sort((a, b) => a.step - b.step);
      for (const { publication_date, created_at, id } of from ? rows.slice(1) : rows) positions.push({ publication_date, created_at, id });
      if (rows.length <= this.stepsPerSlice) break;
      from = positions.at(-1);
      await nextTurn();
      // No use going on with positions a write has moved.
      if (generation !== this.generation) return undefined;
    }
    const last = positions.at(-1);
    const total = last ? (positions.length - 1) * this.every + (await countFrom(this.db, filter, last, this.every)) : 0;
    return generation === this.generation ? { positions, total } : undefined;
  }
}

/**
 * A page of a public list (`filter` published by now) as kept (story-answers.ts), and the list's total, as OFFSET and
 * a count would answer them. A deep page is read from its checkpoint; a shallow one from the list's start, its total
 * taken from the checkpoints when they are at hand.
 */
export async function listPublicNews(
  checkpoints: ListCheckpoints,
  filter: NewsFilter,
  paging: Paging,
): Promise<{ rows: KeptStory[]; total: number }> {
  const { db, every } = checkpoints;
  const index = Math.floor(paging.offset / every);
  const known = checkpoints.peek(filter);
  if (!known) {
    // No reader waits for the build, which walks the whole list: tens of ms, but 55 s for 90,000 stories on a
    // PostgreSQL table freshly loaded and not yet analysed (its planner chose a bad plan for the recursive query).
    // This page is read the slow way meanwhile; the build, shared by every caller, serves the pages after it.
    if (index > 0) void checkpoints.of(filter);
    const [rows, total] = await Promise.all([readKeptPage(db, filter, 'published', paging), countNews(db, filter)]);
    return { rows, total };
  }
  if (index >= known.positions.length) return { rows: [], total: known.total };
  const rows = await readKeptPage(db, filter, 'published', { limit: paging.limit, offset: paging.offset - index * every }, known.positions[index]);
  return { rows, total: known.total };
}
