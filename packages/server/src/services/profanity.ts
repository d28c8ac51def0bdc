/**
 * An offline check for clear profanity in English and Filipino (Tagalog). It matches whole words only, after
 * undoing the usual disguises (case, accents, leetspeak, stretched letters, masked letters, spaced-out letters),
 * so "sh1t", "fuuuck", "f*ck", "g@go", "F U C K" and "putang ina" are caught while "class", "assess",
 * "Scunthorpe" or the surname "Gagolin" are not.
 */

/**
 * Clear profanity and slurs only. Left to the moderators on purpose: words with an everyday innocent meaning
 * (cock, pussy, the name Dick, gaga as in Lady Gaga, puke, leche as in leche flan) and mild exclamations
 * (damn, hell, crap, bwisit, lintik, peste, hayop, tanga, bobo).
 */
const ENGLISH_WORDS = [
  'fuck', 'fck', 'fuk', 'fvck', 'phuck', 'motherfuck', 'fuckface', 'fuckhead', 'dumbfuck',
  'shit', 'bullshit', 'horseshit', 'dipshit', 'shithead',
  'bitch', 'biatch', 'bastard', 'asshole', 'arsehole', 'dumbass', 'jackass',
  'cunt', 'dickhead', 'whore', 'slut', 'wanker', 'twat',
  'faggot', 'nigger', 'nigga',
];
/** English words are also caught with these endings (fucking, fuckin, bitches, shitty...). */
const ENGLISH_ENDINGS = ['', 's', 'es', 'ed', 'er', 'ers', 'ing', 'in', 'y'];

const FILIPINO_WORDS = [
  'putangina', 'putanginamo', 'tangina', 'tanginamo', 'tangna', 'puta',
  'gago', 'ulol', 'ulul', 'tarantado', 'tarantada', 'punyeta',
  'pakyu', 'pakshet', 'kupal', 'puki', 'pokpok', 'tite', 'hindot', 'kantot', 'jakol',
];

/** Curses also written as several words; matched as those words in a row or written together. */
const PHRASES = ['putang ina', 'putang ina mo', 'puta ng ina', 'tang ina', 'tang ina mo', 'pak yu', 'pak you'];

const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i' };
/** Characters people put in place of letters they do not want to write. */
const MASK = /[*#_]/;
const MASKS = /[*#_]/g;
/** Word characters: letters, digits and the symbols that stand in for letters. Anything else separates words. */
const SEPARATORS = /[^\p{L}\p{N}@$!|*#_]+/u;
/** Sentence punctuation and emphasis around a word (gago!, *gago*) are not part of it. */
const EDGES = /^[!|*#_]+|[!|*#_]+$/g;

const collapse = (word: string): string => word.replace(/(\p{L})\1+/gu, '$1');

/** Words as they are compared: repeated letters collapsed, with the shortest spelling each collapsed form stands for. */
function shortestByCollapsed(words: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const word of words) {
    const key = collapse(word);
    map.set(key, Math.min(map.get(key) ?? Infinity, word.length));
  }
  return map;
}

const filipinoForms = FILIPINO_WORDS.flatMap((word) => (/[aeiou]$/.test(word) ? [word, `${word}ng`] : [word]));
const englishForms = ENGLISH_WORDS.flatMap((word) => ENGLISH_ENDINGS.map((ending) => word + ending));
const joinedPhrases = PHRASES.map((phrase) => phrase.replace(/ /g, ''));
const allForms = [...englishForms, ...filipinoForms, ...joinedPhrases];

const singleWords = shortestByCollapsed(allForms);
const multiWords = shortestByCollapsed(joinedPhrases);
const longestPhrase = Math.max(...PHRASES.map((phrase) => phrase.split(' ').length));

/** Lower case, accents removed (ñ is n, ü is u), in the compatibility form (full-width letters become plain). */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The readings of one word with its stand-in symbols undone: 1 and | may be an i or an l. */
function readings(token: string): string[] {
  const base = [...token].map((char) => LEET[char] ?? char).join('');
  const withI = base.replace(/[1|]/g, 'i');
  const withL = base.replace(/[1|]/g, 'l');
  return withI === withL ? [withI] : [withI, withL];
}

function matches(word: string, forms: Map<string, number>): boolean {
  const shortest = forms.get(collapse(word));
  // Stretching adds letters, never removes them: "as" is not a stretched "ass".
  return shortest !== undefined && word.length >= shortest;
}

/** A masked word ("f*ck", "sh**t", "b#tch") is profane when it can be filled in to one of the listed words. */
function matchesMasked(word: string): boolean {
  const letters = word.replace(MASKS, '');
  if (letters.length === 0 || word.length < 3) return false;
  const pattern = new RegExp(
    `^${[...collapse(word)].map((char) => (MASK.test(char) ? '\\p{L}' : `${char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}+`)).join('')}$`,
    'u',
  );
  return allForms.some((form) => pattern.test(form));
}

function isProfaneWord(token: string): boolean {
  const stripped = token.replace(EDGES, '');
  for (const candidate of new Set([stripped, token])) {
    if (candidate === '') continue;
    for (const reading of readings(candidate)) {
      if (!MASK.test(reading)) {
        if (candidate === stripped && matches(reading, singleWords)) return true;
        continue;
      }
      if (matchesMasked(reading) || matches(reading.replace(MASKS, ''), singleWords)) return true;
    }
  }
  return false;
}

/** The first word (or words) of the text that is clear profanity, as written; undefined when there is none. */
export function findProfanity(text: string): string | undefined {
  const tokens = fold(text)
    .split(SEPARATORS)
    .filter((token) => token.replace(EDGES, '') !== '');
  const plain = tokens.map((token) => readings(token.replace(EDGES, ''))[0]!);

  for (let i = 0; i < tokens.length; i += 1) {
    if (isProfaneWord(tokens[i]!)) return tokens[i];
    // "tang ina", "putang ina mo": several words that together are one curse.
    for (let span = 2; span <= longestPhrase && i + span <= tokens.length; span += 1) {
      if (matches(plain.slice(i, i + span).join(''), multiWords)) return tokens.slice(i, i + span).join(' ');
    }
    // Spaced-out letters: "f u c k", "s.h.i.t", "g-a-g-o".
    if (plain[i]!.length === 1 && (i === 0 || plain[i - 1]!.length !== 1)) {
      let end = i;
      while (end < plain.length && plain[end]!.length === 1) end += 1;
      if (end - i >= 3 && matches(plain.slice(i, end).join(''), singleWords)) return tokens.slice(i, end).join(' ');
    }
  }
  return undefined;
}

export function containsProfanity(text: string): boolean {
  return findProfanity(text) !== undefined;
}
