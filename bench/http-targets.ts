/** What the HTTP bench measures (the calls readers make most) and the goal each must meet. */

/**
 * `ceiling`: a share of what a bare Fastify server does sending the same bytes, and optionally a p99 bound.
 * `bounded`: an unpaged list must answer 200 with at most this many items, without errors under load.
 * `none`: reported, no goal yet.
 */
export type Goal = { kind: 'ceiling'; minShare: number; maxP99Ms?: number } | { kind: 'bounded'; maxItems: number } | { kind: 'none' };

export interface Target {
  name: string;
  /** The request as the report shows it: `{id}` or `{word}` where it rotates. */
  shown: string;
  /** The paths requested in turn; most targets have one, an item rotates over many stories. */
  paths: string[];
  goal: Goal;
}

export interface TargetArchive {
  /** Public stories' ids to rotate over. */
  storyIds: string[];
  categorySlug: string;
  month: { year: number; month: number };
}

const LIST_GOAL: Goal = { kind: 'ceiling', minShare: 0.5, maxP99Ms: 20 };
const LIGHT_GOAL: Goal = { kind: 'ceiling', minShare: 0.8 };
const UNPAGED_GOAL: Goal = { kind: 'bounded', maxItems: 100 };
/** Words of bench/search-corpus.ts's topic list, from common to rarer, so a search rotation meets several result sizes. */
const SEARCH_WORDS = ['robotics', 'basketball', 'journalism', 'scholarship', 'volleyball'];

/** In the order run: the unpaged lists last, since they may exhaust the server's memory before the lead caps them. */
export function httpTargets(archive: TargetArchive): Target[] {
  const { year, month } = archive.month;
  const category = encodeURIComponent(archive.categorySlug);
  const one = (name: string, path: string, goal: Goal): Target => ({ name, shown: path, paths: [path], goal });
  return [
    one('list page 1', '/api/v1/public-news?page=1&size=15', LIST_GOAL),
    one('list page 500', '/api/v1/public-news?page=500&size=15', LIST_GOAL),
    { name: 'one item', shown: '/api/v1/public-news/{id}', paths: archive.storyIds.map((id) => `/api/v1/public-news/${id}`), goal: LIST_GOAL },
    one('category page', `/api/v1/public-news?category=${category}&page=1&size=15`, LIST_GOAL),
    one('month page', `/api/v1/search-by-month-news?month=${month}&year=${year}&page=1&size=15`, LIST_GOAL),
    one('categories', '/api/v1/categories/get-categories', LIGHT_GOAL),
    one('home / (shell)', '/', LIGHT_GOAL),
    { name: 'article page HTML', shown: '/view-news/{id}', paths: archive.storyIds.map((id) => `/view-news/${id}`), goal: { kind: 'none' } },
    one('category page HTML', `/category/${category}`, { kind: 'none' }),
    {
      name: 'search',
      shown: `/api/v1/fuzzy-search-news?query={${SEARCH_WORDS.join('|')}}`,
      paths: SEARCH_WORDS.map((word) => `/api/v1/fuzzy-search-news?query=${word}`),
      goal: { kind: 'none' },
    },
    one('unpaged list', '/api/v1/public-news', UNPAGED_GOAL),
    one('unpaged month', `/api/v1/search-by-month-news?month=${month}&year=${year}`, UNPAGED_GOAL),
  ];
}

export function describeGoal(goal: Goal): string {
  switch (goal.kind) {
    case 'ceiling':
      return `>=${goal.minShare.toFixed(1)} of bare${goal.maxP99Ms ? `, p99<${goal.maxP99Ms} ms` : ''}`;
    case 'bounded':
      return `200, <=${goal.maxItems} items, no errors`;
    case 'none':
      return 'report only';
  }
}

export interface Measured {
  /** Whether every captured answer was a 200. */
  allOk: boolean;
  /** The most items in one captured answer, when the answer is a list. */
  maxItems?: number;
  share?: number;
  p99Ms?: number;
  /** Answers completed under load; undefined when no load ran. */
  completed?: number;
  /** Errors and non-2xx answers under load. */
  loadErrors?: number;
}

/** PASS or FAIL against the goal; `-` when there is none. A target that could not be measured fails. */
export function verdict(goal: Goal, measured: Measured): 'PASS' | 'FAIL' | '-' {
  if (goal.kind === 'none') return '-';
  if (!measured.allOk || !measured.completed || (measured.loadErrors ?? 0) > 0) return 'FAIL';
  if (goal.kind === 'bounded') return measured.maxItems !== undefined && measured.maxItems <= goal.maxItems ? 'PASS' : 'FAIL';
  const shareMet = (measured.share ?? 0) >= goal.minShare;
  const p99Met = goal.maxP99Ms === undefined || (measured.p99Ms ?? Infinity) < goal.maxP99Ms;
  return shareMet && p99Met ? 'PASS' : 'FAIL';
}
