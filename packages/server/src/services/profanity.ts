/**
 * An offline check for clear profanity in English and Filipino (Tagalog), on the `obscenity` matcher: our word
 * lists as its patterns, whole words only, seen through case, accents, leetspeak, look-alike letters and
 * stretched letters, so "sh1t", "fuuuck", "g@go", "F U C K", "f*ck" and "putang ina" are caught while "class",
 * "assess", "Scunthorpe", "Niger" or the surname "Gagolin" are not.
 * Hand-written around it, because the matcher reads characters one at a time and cannot: split the text into
 * words and drop the punctuation at their edges ("gago!" would read "gagoi"), join spaced-out letters, read a
 * 1 or | as an l as well as an i, and fill in masked letters ("f*ck": a mask stands for a letter of the text,
 * whereas the matcher's wildcards only stand in its patterns).
 */
import {
  collapseDuplicatesTransformer,
  DataSet,
  parseRawPattern,
  RegExpMatcher,
  remapCharactersTransformer,
  resolveConfusablesTransformer,
  resolveLeetSpeakTransformer,
  toAsciiLowerCaseTransformer,
} from 'obscenity';

/**
 * Clear profanity and slurs only. Left to the moderators on purpose: words with an everyday innocent meaning
 * (cock, pussy, the name Dick, gaga as in Lady Gaga, puke, leche as in leche flan) and mild exclamations
 * (damn, hell, crap, bwisit, lintik, peste, hayop, tanga, bobo).
 */
const ENGLISH_WORDS = [
  'fuck',
  'fck',
  'fuk',
  'fvck',
  'phuck',
  'motherfuck',
  'fuckface',
  'fuckhead',
  'dumbfuck',
  'shit',
  'bullshit',
  'horseshit',
  'dipshit',
  'shithead',
  'bitch',
  'biatch',
  'bastard',
  'asshole',
  'arsehole',
  'dumbass',
  'jackass',
  'cunt',
  'dickhead',
  'whore',
  'slut',
  'wanker',
  'twat',
  'faggot',
  'nigger',
  'nigga',
];
/** English words are also caught with these endings (fucking, fuckin, bitches, shitty...). */
const ENGLISH_ENDINGS = ['', 's', 'es', 'ed', 'er', 'ers', 'ing', 'in', 'y'];

const FILIPINO_WORDS = [
  'putangina',
  'putanginamo',
  'tangina',
  'tanginamo',
  'tangna',
  'puta',
  'gago',
  'ulol',
  'ulul',
  'tarantado',
  'tarantada',
  'punyeta',
  'pakyu',
  'pakshet',
  'kupal',
  'puki',
  'pokpok',
  'tite',
  'hindot',
  'kantot',
  'jakol',
];

/** Curses also written as several words; matched as those words in a row or written together. */
const PHRASES = ['putang ina', 'putang ina mo', 'puta ng ina', 'tang ina', 'tang ina mo', 'pak yu', 'pak you'];

/**
 * Stretched letters are cut to one, but to two for the letters our words double, so "ass" is not read in "as"
 * and "nigger" not in "Niger".
 */
const DOUBLED_LETTERS = new Map([...'slg'].map((letter) => [letter, 2]));
const collapseStretched = collapseDuplicatesTransformer({ defaultThreshold: 1, customThresholds: DOUBLED_LETTERS });
/** The same cut applied to our own words, since the matcher compares them with the text after it. */
const collapse = (word: string): string =>
  word.replace(/(\p{L})\1+/gu, (run, letter: string) => letter.repeat(Math.min(run.length, DOUBLED_LETTERS.get(letter) ?? 1)));

/** Every spelling a listed word or phrase is caught in, keyed by the word or phrase. */
const formsByWord = new Map<string, string[]>([
  ...ENGLISH_WORDS.map((word): [string, string[]] => [word, ENGLISH_ENDINGS.map((ending) => word + ending)]),
  ...FILIPINO_WORDS.map((word): [string, string[]] => [word, /[aeiou]$/.test(word) ? [word, `${word}ng`] : [word]]),
  ...PHRASES.map((phrase): [string, string[]] => [phrase, [phrase, phrase.replace(/ /g, '')]]),
]);

const dataset = new DataSet<{ word: string }>();
for (const [word, forms] of formsByWord) {
  dataset.addPhrase((phrase) => {
    const builder = phrase.setMetadata({ word });
    for (const form of new Set(forms.map(collapse))) builder.addPattern(parseRawPattern(`|${form}|`));
    return builder;
  });
}

const matcher = new RegExpMatcher({
  ...dataset.build(),
  blacklistMatcherTransformers: [
    resolveConfusablesTransformer(),
    resolveLeetSpeakTransformer(),
    remapCharactersTransformer({ b: '8', g: '9' }),
    toAsciiLowerCaseTransformer(),
    collapseStretched,
  ],
});

/** Characters people put in place of letters they do not want to write. */
const MASK = /[*#_]/;
const MASKS = /[*#_]/g;
/** Word characters: letters, digits and the symbols that stand in for letters. Anything else separates words. */
const SEPARATORS = /[^\p{L}\p{N}@$!|*#_]+/u;
/** Sentence punctuation and emphasis around a word (gago!, *gago*) are not part of it. */
const EDGES = /^[!|*#_]+|[!|*#_]+$/g;

/** Lower case, accents removed (ñ is n, ü is u), in the compatibility form (full-width letters become plain). */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Spaced-out letters ("f u c k", "s.h.i.t", "g-a-g-o"): three or more one-letter words in a row make one word. */
function joinSpacedLetters(words: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < words.length;) {
    let end = i;
    while (end < words.length && words[end]!.length === 1) end += 1;
    if (end - i >= 3) {
      joined.push(words.slice(i, end).join(''));
      i = end;
    } else {
      joined.push(words[i]!);
      i += 1;
    }
  }
  return joined;
}

/** The word or phrase of the longest match among those that start first. */
function firstMatch(text: string): string | undefined {
  const [first] = matcher.getAllMatches(text, true).sort((a, b) => a.startIndex - b.startIndex || b.endIndex - a.endIndex);
  return first && dataset.getPayloadWithPhraseMetadata(first).phraseMetadata!.word;
}

/** A masked word ("f*ck", "sh**t", "b#tch") is profane when it can be filled in to one of the listed spellings. */
function filledInMask(token: string): string | undefined {
  if (token.replace(MASKS, '').length === 0 || token.length < 3) return undefined;
  const letters = collapse(token)
    .split('')
    .map((char) => (MASK.test(char) ? '\\p{L}' : `${char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}+`));
  const filled = new RegExp(`^${letters.join('')}$`, 'u');
  for (const [word, forms] of formsByWord) if (forms.some((form) => filled.test(form))) return word;
  return undefined;
}

/** The listed word or phrase the text contains as clear profanity; undefined when there is none. */
export function findProfanity(text: string): string | undefined {
  const tokens = fold(text)
    .split(SEPARATORS)
    .filter((token) => token.replace(EDGES, '') !== '');
  const words = joinSpacedLetters(tokens.map((token) => token.replace(EDGES, ''))).join(' ');
  // The matcher reads 1 and | as i only; they stand for an l just as often (u1o1).
  const readings = /[1|]/.test(words) ? [words, words.replace(/[1|]/g, 'l')] : [words];
  for (const reading of readings) {
    const found = firstMatch(reading);
    if (found) return found;
  }
  for (const token of tokens.filter((token) => MASK.test(token))) {
    // "f***" is masked to its end, "*f*ck*" emphasised as well.
    const found = filledInMask(token) ?? filledInMask(token.replace(EDGES, ''));
    if (found) return found;
  }
  return undefined;
}

export function containsProfanity(text: string): boolean {
  return findProfanity(text) !== undefined;
}
