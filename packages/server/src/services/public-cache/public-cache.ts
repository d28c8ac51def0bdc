/**
 * Answers the public may see (lists, stories, categories, rendered pages), kept in this process and thrown away
 * by tag on every write that changes them. Entries also expire: at the latest after `maxAgeMs`, and never past
 * the moment a scheduled story goes public (`expireAt`), so a list cached at 7:59 shows the 8:00 story at 8:00.
 */
import { LRUCache } from 'lru-cache';
import { Doorkeeper } from './doorkeeper.js';
import { SharedLoad } from './shared-load.js';
import { TagIndex } from './tag-index.js';

/** What a write names to say what it changed. Lists and pages depend on `news`; one story's answers on `news:{id}`. */
export const cacheTags = {
  /** Every list and page that shows stories (home, category, month, search, feed, sitemap, rendered pages). */
  newsLists: 'news',
  story: (id: string) => `news:${id}`,
  /**
   * One story's view count, which its own answers show. Apart from \`story\`, which a change of what it shows names:
   * the stories' kept answers (modules/news/story-answers.ts) hold no count and are forgotten only with that.
   */
  storyViews: (id: string) => `views:${id}`,
  categories: 'categories',
  settings: 'settings',
  /** Rare writes that show in every answer (a category renamed, an author's account deleted). */
  everything: '*',
} as const;

/** Whether forgetting these tags forgets the lists of stories (named, or with everything). */
export const forgetsNewsLists = (tags: readonly string[]): boolean => tags.includes(cacheTags.newsLists) || tags.includes(cacheTags.everything);

const STORY_TAG = cacheTags.story('');

/** The stories whose shown content forgetting these tags forgets ('all' with everything); a view count is not content. */
export function storiesForgotten(tags: readonly string[]): string[] | 'all' {
  if (tags.includes(cacheTags.everything)) return 'all';
  return tags.filter((tag) => tag.startsWith(STORY_TAG)).map((tag) => tag.slice(STORY_TAG.length));
}

/** What a write to one story touches: its own answers and every list (it may enter, leave or change one). */
export const storyChanged = (id: string): string[] => [cacheTags.newsLists, cacheTags.story(id)];

/**
 * When a made answer is kept: `at-once`, or `when-asked-again` for answers cheap to make that a crawler or the archive's
 * long tail asks for once each (stories and pages of lists, made from the stories' kept answers): see doorkeeper.ts.
 */
export type KeepPolicy = 'at-once' | 'when-asked-again';

interface Entry<T> {
  value: T;
  tags: readonly string[];
}

export interface PublicCacheOptions {
  /** Roughly how many bytes the cache may hold (values are measured by `sizeOf`). */
  maxBytes?: number;
  maxAgeMs?: number;
  sizeOf?: (value: unknown) => number;
}

/**
 * What keeping an answer costs beyond its bytes, measured with the server's answers (node 20, 5,000 kept answers of
 * 100 and 3,000 bytes): the entry, the answer and its Buffer objects, its ETag and the headers it goes out with,
 * the key and the cache's own bookkeeping about 1,450 bytes, and each tag's index another 150. Counting only the
 * bytes let a 16 MB budget hold 50 MB of process memory with stories, and far more with small answers.
 */
const ENTRY_BYTES = 1_450;
const TAG_BYTES = 150;

function approximateSize(value: unknown): number {
  if (typeof value === 'string') return value.length * 2;
  if (Buffer.isBuffer(value)) return value.length;
  if (value && typeof value === 'object' && 'size' in value && typeof value.size === 'number') return value.size;
  return 1024;
}

export class PublicCache {
  private readonly entries: LRUCache<string, Entry<unknown>>;
  private readonly keysByTag = new TagIndex();
  private readonly loading = new Map<string, SharedLoad<unknown>>();
  /** Raised by every invalidation, so a load that started before a write does not store what it read. */
  private generation = 0;
  /** When the next scheduled story goes public; nothing cached may outlive it. */
  private fence = Number.POSITIVE_INFINITY;
  private readonly listeners: ((tags: readonly string[]) => void)[] = [];
  private readonly forgetters: ((tags: readonly string[]) => void)[] = [];
  /** Which answers of `when-asked-again` were asked for lately (doorkeeper.ts). */
  private readonly doorkeeper = new Doorkeeper();

  constructor(options: PublicCacheOptions = {}) {
    const sizeOf = options.sizeOf ?? approximateSize;
    this.entries = new LRUCache<string, Entry<unknown>>({
      maxSize: options.maxBytes ?? 32 * 1024 * 1024,
      sizeCalculation: (entry, key) => sizeOf(entry.value) + key.length + ENTRY_BYTES + TAG_BYTES * entry.tags.length,
      // A view count in a list may lag this long: views change answers too often to throw lists away for each.
      ttl: options.maxAgeMs ?? 60 * 1000,
      // Expired entries are dropped when read; nothing runs a timer per entry.
      ttlAutopurge: false,
      dispose: (entry, key) => this.unindex(key, entry.tags),
    });
  }

  get<T>(key: string): T | undefined {
    if (Date.now() >= this.fence) this.passFence();
    return this.entries.get(key)?.value as T | undefined;
  }

  set<T>(key: string, value: T, tags: readonly string[]): void {
    const ttl = this.fence === Number.POSITIVE_INFINITY ? undefined : Math.max(1, this.fence - Date.now());
    this.entries.set(key, { value, tags }, ttl === undefined ? undefined : { ttl: Math.min(ttl, this.entries.ttl) });
    for (const tag of tags) this.keysByTag.add(tag, key);
  }

  /**
   * The cached value, or the one `load` makes, stored under `tags` (with `when-asked-again`, only if the key was asked
   * for lately too). Concurrent callers of one key share one load; a load overtaken by an invalidation is answered but
   * not kept. A caller whose `signal` aborts stops waiting (WorkCancelled); the load's own signal aborts once every
   * caller has gone.
   */
  async remember<T>(
    key: string,
    tags: readonly string[],
    load: (signal: AbortSignal) => Promise<T>,
    signal?: AbortSignal,
    keep: KeepPolicy = 'at-once',
  ): Promise<T> {
    const cached = this.get<T>(key);
    if (cached !== undefined) return cached;
    const pending = this.loading.get(key) as SharedLoad<T> | undefined;
    if (pending) return pending.join(signal);
    const generation = this.generation;
    const worthKeeping = keep === 'at-once' || this.doorkeeper.admits(key);
    const shared = new SharedLoad<T>(async (loadSignal) => {
      const value = await load(loadSignal);
      if (worthKeeping && generation === this.generation && value !== undefined) this.set(key, value, tags);
      return value;
    });
    this.loading.set(key, shared);
    const forget = () => {
      if (this.loading.get(key) === shared) this.loading.delete(key);
    };
    shared.result.then(forget, forget);
    return shared.join(signal);
  }

  /** Forget every answer made with any of these tags, here and (through the listeners) on other instances. */
  invalidate(tags: readonly string[]): void {
    this.invalidateHere(tags);
    for (const listener of this.listeners) listener(tags);
  }

  /** Forget answers because another instance said so: not passed on again. */
  invalidateHere(tags: readonly string[]): void {
    if (tags.includes(cacheTags.everything)) return this.clear();
    this.generation += 1;
    this.loading.clear();
    for (const tag of tags) {
      for (const key of this.keysByTag.take(tag)) this.entries.delete(key);
    }
    for (const forget of this.forgetters) forget(tags);
  }

  clear(): void {
    this.generation += 1;
    this.loading.clear();
    this.entries.clear();
    this.keysByTag.clear();
    for (const forget of this.forgetters) forget([cacheTags.everything]);
  }

  /** A story becomes public at `at` without any write: lists cached before then must not be served after it. */
  expireListsAt(at: number | null): void {
    this.fence = at ?? Number.POSITIVE_INFINITY;
  }

  onInvalidate(listener: (tags: readonly string[]) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Told of every forgetting, whatever caused it: a write here, another instance's word, the next scheduled story
   * going public, a lost instance channel. For what follows the same rows as the answers but is kept apart from them
   * (the next scheduled moment, the lists' checkpoints). Every public answer reads the cache first, which is when a
   * passed fence is noticed, so a listener hears of it before that answer is made.
   */
  onForget(listener: (tags: readonly string[]) => void): void {
    this.forgetters.push(listener);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whoever looks up the next moment hears of it through onForget, like all that forgets with the cache. */
  private passFence(): void {
    this.fence = Number.POSITIVE_INFINITY;
    this.invalidateHere([cacheTags.newsLists]);
  }

  private unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) this.keysByTag.remove(tag, key);
  }
}
