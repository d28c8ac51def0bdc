/** A repeatable stream of numbers in [0, 1) (Park-Miller), for tests that generate their cases: the same on every run. */
export function randomSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}
