/** Typo arithmetic for the news search: edit distance between words and the one-edit neighbourhood of a word. */

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and swaps of two
 * neighbouring characters), counted in code points so a letter outside the BMP is one character, not two.
 * Stops early once the distance is sure to exceed `max`, and then answers `max + 1`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const left = Array.from(a);
  const right = Array.from(b);
  if (Math.abs(left.length - right.length) > max) return max + 1;
  if (left.length === 0 || right.length === 0) return Math.max(left.length, right.length);

  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    let rowMinimum = i;
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2] + 1);
      }
      current.push(value);
      rowMinimum = Math.min(rowMinimum, value);
    }
    if (rowMinimum > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return Math.min(previous[right.length], max + 1);
}

/**
 * Every string one edit away from the word (a character removed, swapped with its neighbour, replaced or added, with
 * the characters of `alphabet` and of the word itself), the word excluded. Looking these up in the stories' word
 * list finds every one-typo neighbour exactly, at the price of a few hundred key look-ups.
 */
export function oneEditVariants(word: string, alphabet: string): string[] {
  const characters = Array.from(word);
  const letters = [...new Set([...Array.from(alphabet), ...characters])];
  const variants = new Set<string>();
  const spliced = (at: number, remove: number, ...insert: string[]) => {
    const copy = [...characters];
    copy.splice(at, remove, ...insert);
    return copy.join('');
  };
  for (let index = 0; index <= characters.length; index += 1) {
    if (index < characters.length) variants.add(spliced(index, 1));
    if (index + 1 < characters.length) variants.add(spliced(index, 2, characters[index + 1], characters[index]));
    for (const letter of letters) {
      if (index < characters.length) variants.add(spliced(index, 1, letter));
      variants.add(spliced(index, 0, letter));
    }
  }
  variants.delete(word);
  return [...variants];
}
