/**
 * The offline summarizer: TextRank over sentences (a graph weighted by the TF-IDF cosine similarity of
 * sentences, ranked by PageRank), so the summary is made of the article's most central sentences, in their
 * original order. No model, no network, and the same text always gives the same answer.
 */
import { DESCRIPTION_MAX_LENGTH } from '@newsroom/shared';
import { splitSentences, type Sentence } from './sentences.js';
import { SCHOOL_WORDS, STOP_WORDS, TITLE_CONNECTORS, TITLE_SMALL_WORDS } from './stop-words.js';
import type { Draft, Summarizer } from './summarizer.js';
import { withoutTrailing } from '../../lib/without-trailing.js';

export const DEFAULT_SUMMARY_SENTENCES = 3;
export const TITLE_MAX_CHARS = 80;
/** A summary sentence longer than this is cut at a word (a "sentence" can be a whole unpunctuated text). */
const SENTENCE_MAX_CHARS = 400;
/** Shorter sentences (datelines, bylines, "Congratulations!") are not picked while longer ones remain. */
const MIN_SUMMARY_WORDS = 5;
/** Two sentences this similar say the same thing; a summary keeps only the more central one. */
const REDUNDANT_SIMILARITY = 0.5;
/** A very long text is ranked on its first sentences: news puts what matters first. */
const MAX_RANKED_SENTENCES = 300;
const TITLE_MAX_WORDS = 10;
const DAMPING = 0.85;
const SCHOOL_WORD_WEIGHT = 0.3;
const FALLBACK_TITLE = 'Newsroom Update';

export interface RankedSentence extends Sentence {
  /** PageRank centrality; the scores of a text add up to 1. */
  score: number;
  terms: string[];
}

/** A number ('2,340', '3.5') or a word, hyphenated ('mag-aaral') or with an apostrophe ('school's', 'ito'y'). */
const WORD = /\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;
/** A word, or one mark of punctuation. */
const TOKEN = new RegExp(`${WORD.source}|[^\\s\\p{L}\\p{N}]`, 'gu');

/** English plurals share a term with their singular; Filipino words are left as they are. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|x|ch|sh|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is|news)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Words every school story uses count for less than the words of this story. */
const importance = (term: string) => (SCHOOL_WORDS.has(term) ? SCHOOL_WORD_WEIGHT : 1);

/** The term a word counts as, or null for a stop word. Possessive 's and Filipino contractions ('ito'y') go. */
function termOf(word: string): string | null {
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (STOP_WORDS.has(lower)) return null;
  const bare = lower.replace(/'(s|y|t)$/, '');
  if (bare.length < 2 || STOP_WORDS.has(bare)) return null;
  return stem(bare);
}

function terms(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const term = termOf(match[0]);
    if (term) found.push(term);
  }
  return found;
}

type Vector = Map<string, number>;

function tfIdfVectors(termLists: string[][]): Vector[] {
  const documentFrequency = new Map<string, number>();
  for (const list of termLists) for (const term of new Set(list)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const count = termLists.length;
  return termLists.map((list) => {
    const vector: Vector = new Map();
    for (const term of list) vector.set(term, (vector.get(term) ?? 0) + 1);
    for (const [term, frequency] of vector) vector.set(term, frequency * importance(term) * (1 + Math.log(count / documentFrequency.get(term)!)));
    return vector;
  });
}

const norm = (vector: Vector) => Math.sqrt([...vector.values()].reduce((sum, weight) => sum + weight * weight, 0));

interface Graph {
  /** For each sentence, its neighbours and the similarity to each. */
  edges: Array<Array<{ to: number; weight: number }>>;
  similarity: (a: number, b: number) => number;
}

/** Cosine similarities, walking each term's sentences rather than every pair: only sentences that share a term are similar. */
function similarityGraph(vectors: Vector[]): Graph {
  const count = vectors.length;
  const postings = new Map<string, Array<{ sentence: number; weight: number }>>();
  vectors.forEach((vector, sentence) => {
    for (const [term, weight] of vector) {
      const list = postings.get(term) ?? [];
      list.push({ sentence, weight });
      postings.set(term, list);
    }
  });
  // Keyed by a * count + b with a < b.
  const similarities = new Map<number, number>();
  for (const list of postings.values()) {
    for (let a = 0; a < list.length; a += 1) {
      for (let b = a + 1; b < list.length; b += 1) {
        const key = list[a].sentence * count + list[b].sentence;
        similarities.set(key, (similarities.get(key) ?? 0) + list[a].weight * list[b].weight);
      }
    }
  }
  const norms = vectors.map(norm);
  const edges: Graph['edges'] = vectors.map(() => []);
  for (const [key, dot] of similarities) {
    const a = Math.floor(key / count);
    const b = key % count;
    const weight = dot / (norms[a] * norms[b]);
    similarities.set(key, weight);
    edges[a].push({ to: b, weight });
    edges[b].push({ to: a, weight });
  }
  const similarity = (a: number, b: number) => (a === b ? 1 : (similarities.get(Math.min(a, b) * count + Math.max(a, b)) ?? 0));
  return { edges, similarity };
}

/**
 * Weighted PageRank. The random jump favours earlier sentences a little: news is written with the most
 * important facts first, and this settles ties between equally central sentences in the lead's favour.
 */
function pageRank(graph: Graph): number[] {
  const count = graph.edges.length;
  const jump = new Float64Array(count).map((_, i) => 1 / (i + 1));
  const jumpTotal = jump.reduce((sum, weight) => sum + weight, 0);
  for (let i = 0; i < count; i += 1) jump[i] /= jumpTotal;
  // Edges flattened, each with the share of its sentence's score it carries.
  const from: number[] = [];
  const to: number[] = [];
  const share: number[] = [];
  const dangling: number[] = [];
  graph.edges.forEach((list, i) => {
    const out = list.reduce((sum, edge) => sum + edge.weight, 0);
    if (out === 0) dangling.push(i);
    for (const edge of list) {
      from.push(i);
      to.push(edge.to);
      share.push((DAMPING * edge.weight) / out);
    }
  });
  let scores = Float64Array.from(jump);
  let next = new Float64Array(count);
  for (let iteration = 0; iteration < 100; iteration += 1) {
    // Sentences with no neighbour hand their score back through the jump.
    let lost = 0;
    for (const i of dangling) lost += scores[i];
    for (let i = 0; i < count; i += 1) next[i] = (1 - DAMPING + DAMPING * lost) * jump[i];
    for (let e = 0; e < from.length; e += 1) next[to[e]] += share[e] * scores[from[e]];
    let change = 0;
    for (let i = 0; i < count; i += 1) change += Math.abs(next[i] - scores[i]);
    [scores, next] = [next, scores];
    if (change < 1e-8) break;
  }
  return Array.from(scores);
}

interface Ranking {
  sentences: RankedSentence[];
  graph: Graph;
}

function rank(text: string): Ranking {
  const sentences = splitSentences(text).slice(0, MAX_RANKED_SENTENCES);
  const termLists = sentences.map((sentence) => terms(sentence.text));
  const graph = similarityGraph(tfIdfVectors(termLists));
  const scores = pageRank(graph);
  return { sentences: sentences.map((sentence, i) => ({ ...sentence, score: scores[i], terms: termLists[i] })), graph };
}

/** Every sentence of the text with its centrality, in the text's order. */
export function rankSentences(text: string): RankedSentence[] {
  return rank(text).sentences;
}

const wordCount = (text: string) => text.match(WORD)?.length ?? 0;

/** Most central first; the earlier of two equal sentences first, so the order never depends on chance. */
const byCentrality = (a: RankedSentence, b: RankedSentence) => b.score - a.score || a.index - b.index;

/** Cuts text to at most `max` characters at a word boundary, marking the cut with an ellipsis. */
export function clipAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = withoutTrailing(lastSpace > max / 2 ? room.slice(0, lastSpace) : room, ' ,;:–—-');
  return `${cut}…`;
}

/** How many sentences a summary of a text with `count` sentences has: fewer for short texts. */
function summaryLength(count: number, maxSentences: number): number {
  return Math.min(maxSentences, Math.max(1, Math.ceil(count / 3)));
}

/** The text's most central sentences, in their original order; a text of a few sentences is its own summary. */
export function summarizeText(text: string, maxSentences = DEFAULT_SUMMARY_SENTENCES): string {
  const { sentences, graph } = rank(text);
  const asSummary = (picked: RankedSentence[]) => picked.map((sentence) => clipAtWord(sentence.text, SENTENCE_MAX_CHARS)).join(' ');
  if (sentences.length <= maxSentences) return asSummary(sentences);
  const wanted = summaryLength(sentences.length, maxSentences);
  const candidates = sentences.filter((sentence) => wordCount(sentence.text) >= MIN_SUMMARY_WORDS).sort(byCentrality);
  const chosen: RankedSentence[] = [];
  for (const sentence of candidates) {
    if (chosen.length === wanted) break;
    if (chosen.some((other) => graph.similarity(other.index, sentence.index) > REDUNDANT_SIMILARITY)) continue;
    chosen.push(sentence);
  }
  // Too few distinct long sentences: fill with the most central of the rest.
  for (const sentence of [...sentences].sort(byCentrality)) {
    if (chosen.length === wanted) break;
    if (!chosen.includes(sentence)) chosen.push(sentence);
  }
  return asSummary(chosen.sort((a, b) => a.index - b.index));
}

function titleCase(words: string[]): string {
  return words
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (i > 0 && i < words.length - 1 && TITLE_SMALL_WORDS.has(lower)) return lower;
      // Words with capitals of their own (DLSAU, iPhone, McArthur) keep them.
      if (word !== lower) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

const isCapitalized = (word: string) => /^\p{Lu}/u.test(word);
/** An English verb form ('collected', 'opening') reads badly at the start of a title. */
const VERB_FORM = /^\p{Ll}+(ed|ing)$/u;

/**
 * For each word of a run, the name it belongs to ('De La Salle Araneta University', 'Buwan ng Wika'): capitalized
 * words, with the short connectors between them. A title never cuts a name in two.
 */
function nameSpans(run: string[]): number[] {
  const spans = run.map(() => -1);
  let span = -1;
  for (let i = 0; i < run.length; i += 1) {
    if (!isCapitalized(run[i])) continue;
    const joined = i > 0 && (spans[i - 1] !== -1 || (i > 1 && spans[i - 2] !== -1 && TITLE_CONNECTORS.has(run[i - 1].toLowerCase())));
    if (!joined) span += 1;
    else if (spans[i - 1] === -1) spans[i - 1] = span;
    spans[i] = span;
  }
  return spans;
}

/**
 * The key phrase of a sentence: the run of words, unbroken by punctuation or stop words (short connectors
 * such as 'of' and 'ng' may sit inside), whose words matter most to the whole text.
 */
function keyPhrase(sentence: string, termWeight: Map<string, number>): string[] {
  const runs: string[][] = [[]];
  for (const [token] of sentence.matchAll(TOKEN)) {
    const isWord = /[\p{L}\p{N}]/u.test(token);
    if (isWord && (termOf(token) || TITLE_CONNECTORS.has(token.toLowerCase()))) runs[runs.length - 1].push(token);
    else runs.push([]);
  }
  let best: { words: string[]; score: number } | null = null;
  for (const run of runs) {
    const names = nameSpans(run);
    const insideName = (a: number, b: number) => names[a] !== -1 && names[a] === names[b];
    for (let start = 0; start < run.length; start += 1) {
      if (!termOf(run[start]) || VERB_FORM.test(run[start]) || (start > 0 && insideName(start - 1, start))) continue;
      let score = 0;
      let contentWords = 0;
      for (let end = start; end < run.length && end - start < TITLE_MAX_WORDS; end += 1) {
        const term = termOf(run[end]);
        if (!term) continue;
        score += termWeight.get(term) ?? 0;
        contentWords += 1;
        const words = run.slice(start, end + 1);
        if (contentWords < 2 || words.join(' ').length > TITLE_MAX_CHARS) continue;
        if (end + 1 < run.length && insideName(end, end + 1)) continue;
        // A longer phrase must earn its length: the score grows slower than the word count.
        const value = score / Math.sqrt(words.length);
        if (!best || value > best.score + 1e-12) best = { words, score: value };
      }
    }
  }
  return best?.words ?? [];
}

/** A title and a one-sentence description from the text's most central sentence. */
export function draftFromText(text: string): Draft {
  const { sentences } = rank(text);
  const candidates = sentences.filter((sentence) => wordCount(sentence.text) >= MIN_SUMMARY_WORDS);
  // News puts its main fact first: the lead wins unless another sentence is clearly more central.
  const headlineScore = (sentence: RankedSentence) => sentence.score * (1 + 1 / (sentence.index + 1));
  const central = [...(candidates.length > 0 ? candidates : sentences)].sort((a, b) => headlineScore(b) - headlineScore(a) || a.index - b.index)[0];
  if (!central) return { title: FALLBACK_TITLE, description: FALLBACK_TITLE };
  // A word matters as much as the sentences it is in are central.
  const termWeight = new Map<string, number>();
  for (const sentence of sentences)
    for (const term of sentence.terms) termWeight.set(term, (termWeight.get(term) ?? 0) + sentence.score * importance(term));

  const phrase = keyPhrase(central.text, termWeight);
  const title = phrase.length > 0 ? titleCase(phrase) : clipAtWord(withoutTrailing(central.text, ' .!?…"\'”’'), TITLE_MAX_CHARS) || FALLBACK_TITLE;
  return { title, description: clipAtWord(central.text, DESCRIPTION_MAX_LENGTH) };
}

export class TextRankSummarizer implements Summarizer {
  constructor(private readonly maxSentences = DEFAULT_SUMMARY_SENTENCES) {}

  async summarize(text: string): Promise<string> {
    return summarizeText(text, this.maxSentences);
  }

  async draft(text: string): Promise<Draft> {
    return draftFromText(text);
  }
}
