/**
 * Splits news text into paragraphs and sentences, in English and Filipino, without cutting at abbreviations
 * ('Dr.', 'Gng.', 'G.'), initials ('Jose P. Rizal'), decimals ('3.5') or inside quotations.
 */

export interface Sentence {
  text: string;
  /** Position among all the sentences of the text, from 0. */
  index: number;
  paragraph: number;
}

/**
 * Words that end with a period without ending a sentence, lower-cased and without their dots. English
 * titles and months, and Filipino honorifics: G. (Ginoo), Gng. (Ginang), Bb. (Binibini), Sta./Sto. (Santa/Santo).
 */
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'mx',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'atty',
  'engr',
  'hon',
  'rev',
  'fr',
  'msgr',
  'sis',
  'bro',
  'gov',
  'sen',
  'rep',
  'pres',
  'supt',
  'dir',
  'asst',
  'capt',
  'lt',
  'col',
  'gen',
  'maj',
  'sgt',
  'cpl',
  'mt',
  'gng',
  'bb',
  'sta',
  'sto',
  'brgy',
  'bgy',
  'ave',
  'blvd',
  'bldg',
  'vol',
  'pp',
  'fig',
  'dept',
  'univ',
  'inc',
  'ltd',
  'corp',
  'vs',
  'approx',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);
/** Abbreviations only when a number follows ('No. 5', 'Rm. 204'); elsewhere these words may end a sentence. */
const NUMBER_ABBREVIATIONS = new Set(['no', 'nos', 'rm', 'gr', 'p']);

/** Closing quotes and brackets that may follow a sentence's final punctuation. */
const CLOSERS = '"\'”’)]»';
/** What a new sentence may start with besides a capital letter or a digit. */
const OPENERS = '"\'“‘([«¡¿';

const isUpperOrDigit = (char: string) => /[\p{Lu}\p{N}]/u.test(char);

/** The word just before position `end` (exclusive), e.g. 'Dr' in 'Dr.' or 'a.m' in 'a.m.'. */
function wordBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && /[\p{L}\p{N}.]/u.test(text[start - 1])) start -= 1;
  return text.slice(start, end);
}

/** Does the period at `dot` end an abbreviation or an initial rather than a sentence? */
function isAbbreviation(text: string, dot: number, following: string): boolean {
  const word = wordBefore(text, dot);
  if (word === '') return false;
  const bare = word.replace(/\./g, '').toLowerCase();
  if (ABBREVIATIONS.has(bare)) return true;
  if (NUMBER_ABBREVIATIONS.has(bare) && /\p{N}/u.test(following)) return true;
  // One capital letter is an initial ('Jose P. Rizal', 'G. Cruz'); dotted letters are an acronym or a time ('U.S.', 'a.m.').
  if (/^\p{Lu}$/u.test(word)) return true;
  return /^(\p{L}\.)+\p{L}$/u.test(word);
}

const TERMINALS = '.!?…';

function splitParagraph(paragraph: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const terminal = /[.!?…]/g;
  for (let match = terminal.exec(paragraph); match; match = terminal.exec(paragraph)) {
    const i = match.index;
    // The terminal run ('.', '?!', '...'), then any closing quotes or brackets, then the space before the next sentence.
    let punctuationEnd = i + 1;
    while (punctuationEnd < paragraph.length && TERMINALS.includes(paragraph[punctuationEnd])) punctuationEnd += 1;
    let end = punctuationEnd;
    while (end < paragraph.length && CLOSERS.includes(paragraph[end])) end += 1;
    let next = end;
    while (next < paragraph.length && /\s/.test(paragraph[next])) next += 1;
    const following = paragraph[next] ?? '';
    const startsSentence = next > end && (isUpperOrDigit(following) || OPENERS.includes(following));
    const loneDot = paragraph[i] === '.' && punctuationEnd === i + 1 && end === punctuationEnd;
    if (startsSentence && !(loneDot && isAbbreviation(paragraph, i, following))) {
      sentences.push(paragraph.slice(start, end).trim());
      start = next;
    }
    terminal.lastIndex = end;
  }
  const rest = paragraph.slice(start).trim();
  if (rest !== '') sentences.push(rest);
  return sentences;
}

/**
 * Paragraphs are separated by blank lines or by line breaks; a line that only wraps the one before it (no
 * final punctuation there, a lower-case start here) stays in that paragraph.
 */
export function splitParagraphs(text: string): string[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const paragraphs: string[] = [];
  let current = '';
  for (const raw of lines) {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (line === '') {
      if (current !== '') paragraphs.push(current);
      current = '';
      continue;
    }
    const wraps = current !== '' && !/[.!?…:"”’)]$/.test(current) && /^[\p{Ll}]/u.test(line);
    if (wraps) {
      current += ` ${line}`;
    } else {
      if (current !== '') paragraphs.push(current);
      current = line;
    }
  }
  if (current !== '') paragraphs.push(current);
  return paragraphs;
}

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  splitParagraphs(text).forEach((paragraph, paragraphIndex) => {
    for (const sentence of splitParagraph(paragraph)) {
      sentences.push({ text: sentence, index: sentences.length, paragraph: paragraphIndex });
    }
  });
  return sentences;
}
