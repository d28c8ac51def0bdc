/**
 * The stories related to a published one, shown under its article: those sharing the most telling words of its title
 * (in their own title or description, found by the search engine), then those of its category, newest first. Only
 * published stories, never the story itself; every step reads an index, never the archive.
 */
import type { Kysely } from 'kysely';
import { publishedScope, RELATED_STORIES_MAX } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import { SCHOOL_WORDS, STOP_WORDS } from '../../services/ai/stop-words.js';
import { storiesSharingWords } from '../../services/search/shared-words.js';
import { tokenize } from '../../services/search/tokenize.js';
import { findNewsByIds, newsPageQuery, storyTraitsOf, type NewsWithRelations, type StoryTraits } from './news.repository.js';

/** A title has a handful of words worth matching; more would only add statements. */
const TELLING_WORDS_MAX = 6;
/** Shorter words (`art`, `mag`) still tell; two letters rarely do. */
const TELLING_WORD_MIN_LENGTH = 3;
/** How many of the newest stories holding each word are weighed. */
const STORIES_PER_WORD = 8;
const HAS_LETTER = /\p{L}/u;

/**
 * The words of a title that say what the story is about: no stop words, none of the words nearly every school story
 * has, no bare numbers (a year says little); the longest first, as they are the most specific.
 */
export function tellingWords(title: string): string[] {
  const words = [...new Set(tokenize(title))].filter(
    (word) => Array.from(word).length >= TELLING_WORD_MIN_LENGTH && HAS_LETTER.test(word) && !STOP_WORDS.has(word) && !SCHOOL_WORDS.has(word),
  );
  return words.sort((a, b) => Array.from(b).length - Array.from(a).length).slice(0, TELLING_WORDS_MAX);
}

interface Candidate {
  id: string;
  score: number;
  listedAt: string;
}

/** A shared word counts twice a shared category, so two stories about the same thing beat two filed together. */
function candidateOf(traits: StoryTraits, words: ReadonlySet<string>, categoryId: string): Candidate {
  const own = new Set(tokenize(`${traits.title} ${traits.description}`));
  const shared = [...words].filter((word) => own.has(word)).length;
  return { id: traits.id, score: 2 * shared + (traits.category_id === categoryId ? 1 : 0), listedAt: traits.publication_date ?? traits.created_at };
}

const byRelevance = (a: Candidate, b: Candidate) =>
  b.score - a.score || (a.listedAt === b.listedAt ? (a.id < b.id ? -1 : 1) : a.listedAt < b.listedAt ? 1 : -1);

export async function relatedNews(db: Kysely<Database>, story: NewsWithRelations, now = new Date()): Promise<NewsWithRelations[]> {
  const scope = publishedScope(now);
  const words = tellingWords(story.title);
  const [sharingWords, sameCategory] = await Promise.all([
    storiesSharingWords(db, words, { publishedBy: scope.publishedBy, perWord: STORIES_PER_WORD }),
    // One more than shown, in case the story itself is among its category's newest.
    newsPageQuery(db, { ...scope, categoryId: story.category_id }, 'published', { limit: RELATED_STORIES_MAX + 1, offset: 0 }).execute(),
  ]);
  const ids = [...new Set([...sharingWords, ...sameCategory.map((row) => row.id)])].filter((id) => id !== story.id);
  const wanted = new Set(words);
  const ranked = (await storyTraitsOf(db, ids)).map((traits) => candidateOf(traits, wanted, story.category_id)).sort(byRelevance);
  return findNewsByIds(
    db,
    ranked
      .filter((candidate) => candidate.score > 0)
      .slice(0, RELATED_STORIES_MAX)
      .map((candidate) => candidate.id),
  );
}
