/**
 * New search queries drawn from a seeded archive's own words (bench/search-corpus.ts): rare and common words, two
 * words, one typo, three-letter prefixes, never the same query twice, so none is answered from the public cache.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../packages/server/src/db/schema.js';
import { randomSource, withTypo } from './search-corpus.js';

const LETTERS = /^[a-z]+$/;

export interface WordCount {
  word: string;
  docs: number;
}

/** Every indexed word with the number of stories holding it, from the engine's own statistics. */
export async function vocabulary(db: Kysely<Database>, postgres: boolean): Promise<WordCount[]> {
  const { rows } = postgres
    ? await sql<WordCount>`select word, ndoc as docs from ts_stat('select document from search_news')`.execute(db)
    : await sql<WordCount>`select term as word, doc as docs from search_news_vocabulary`.execute(db);
  return rows.map((row) => ({ word: row.word, docs: Number(row.docs) }));
}

export type Kind = 'rare word' | 'common word' | 'two words' | 'one typo' | 'three-letter prefix';

/** Endless streams of queries of each kind, never the same query twice across all of them. */
export function queryMaker(words: readonly WordCount[], stories: number, seed = 99) {
  const random = randomSource(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const letterWords = words.filter((entry) => LETTERS.test(entry.word) && entry.word.length >= 4).sort((a, b) => a.docs - b.docs);
  // The rarest twentieth of the words, and those in at least 2% of the stories.
  const rare = letterWords.slice(0, Math.max(1, Math.floor(letterWords.length / 20)));
  const rareMaxDocs = rare[rare.length - 1]?.docs ?? 0;
  const common = letterWords.filter((entry) => entry.docs >= stories * 0.02);
  const middle = letterWords.filter((entry) => entry.docs > rareMaxDocs && entry.docs < stories * 0.02);
  const prefixes = [...new Set(letterWords.map((entry) => entry.word.slice(0, 3)))];
  const used = new Set<string>();
  const makers: Record<Kind, () => string> = {
    'rare word': () => pick(rare).word,
    'common word': () => pick(common).word,
    'two words': () => `${pick(random() < 0.5 ? common : middle).word} ${pick(middle).word}`,
    'one typo': () => withTypo(pick(random() < 0.5 ? middle : rare).word, random),
    'three-letter prefix': () => pick(prefixes),
  };
  return {
    counts: { rare: rare.length, rareMaxDocs, common: common.length, middle: middle.length, prefixes: prefixes.length },
    /** A new query of this kind, or undefined once the kind has no new one to give. */
    next(kind: Kind): string | undefined {
      for (let attempt = 0; attempt < 1000; attempt += 1) {
        const query = makers[kind]();
        if (!used.has(query)) {
          used.add(query);
          return query;
        }
      }
      return undefined;
    },
  };
}

export type QueryMaker = ReturnType<typeof queryMaker>;

export const KINDS: Kind[] = ['rare word', 'common word', 'two words', 'one typo', 'three-letter prefix'];
/** `count` new queries, the kinds taking turns. */
export function mixedQueries(queries: QueryMaker, count: number): string[] {
  const result: string[] = [];
  for (let index = 0; result.length < count && index < count * 3; index += 1) {
    const query = queries.next(KINDS[index % KINDS.length]!);
    if (query) result.push(query);
  }
  return result;
}
