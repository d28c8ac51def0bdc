import { describe, expect, it } from 'vitest';
import { containsProfanity, findProfanity } from './profanity.js';

describe('profanity', () => {
  it.each(['This is fucking great', 'What the FUCK', 'shit happens', 'you are a bitch', 'Bullshit.', 'such an asshole!', 'motherfucker'])(
    'catches English profanity: %s',
    (text) => {
      expect(containsProfanity(text)).toBe(true);
    },
  );

  it.each([
    'Putang ina mo',
    'putangina talaga',
    'tang ina naman',
    'Tangina!',
    'gago ka ba?',
    'ang gagong iyan',
    'ulol',
    'Punyeta!',
    'tarantado',
    'pakyu',
    'anak ng puta',
  ])('catches Filipino profanity: %s', (text) => {
    expect(containsProfanity(text)).toBe(true);
  });

  it.each([
    ['leetspeak', 'sh1t', 'shit'],
    ['leetspeak with symbols', '$h!t', 'shit'],
    ['leetspeak in Filipino', 'g@g0', 'gago'],
    ['1 read as l', 'u1o1', 'ulol'],
    ['stretched letters', 'fuuuuuck', 'fuck'],
    ['stretched Filipino', 'gaaaagooo', 'gago'],
    ['a masked letter', 'f*ck', 'fuck'],
    ['several masked letters', 'f**k', 'fuck'],
    ['a trailing mask', 'f***', 'fuck'],
    ['a hash mask', 'b#tch', 'bitch'],
    ['a masked Filipino word', 'g*go', 'gago'],
    ['accents', 'pútâ', 'puta'],
    ['full-width letters', 'ｓｈｉｔ', 'shit'],
    ['spaced-out letters', 'F U C K this', 'fuck'],
    ['dotted letters', 's.h.i.t', 'shit'],
    ['emphasis marks', '*gago*', 'gago'],
    ['a phrase written together with leetspeak', 't@ng1na', 'tangina'],
    ['look-alike letters', 'ꜱhit', 'shit'],
    ['8 read as b', '8itch', 'bitch'],
    ['9 read as g', '9a9o', 'gago'],
    ['a phrase spaced and stretched', 'taaang   inaaa', 'tang ina'],
    ['a phrase with its words joined by dashes', 'tang-ina mo', 'tang ina mo'],
    ['an English ending on a stretched word', 'fuuuckiiing', 'fuck'],
    ['doubled letters stretched', 'asssssshole', 'asshole'],
    ['emphasis around a masked word', '*f*ck*', 'fuck'],
  ])('sees through %s (%s)', (_name, text, word) => {
    expect(findProfanity(`well ${text} then`)).toBe(word);
  });

  it.each([
    'class',
    'assess the assignment',
    'Scunthorpe',
    'a cocktail party',
    'Charles Dickens',
    'Maria Gagolin won first place',
    'Gagawin namin ang proyekto',
    'pass the glass',
    'as soon as possible',
    'the assassin in the play',
    'shiitake mushrooms',
    'masarap ang putahe',
    'leche flan for dessert',
    'puti at itim',
    'Lady Gaga',
    'tarantula',
    'Hancock and Sussex',
    'pakyaw na presyo',
    '2 * 5 = 10',
    '* first point',
    'The score was 10-4, then 15-3.',
    'Congratulations!!! 🎉',
    'Niger and Nigeria',
    'The cassette tape',
    'I s a w it',
  ])('lets innocent text through: %s', (text) => {
    expect(findProfanity(text)).toBeUndefined();
  });

  it.each(['Bwisit na traffic!', 'Leche!', 'Damn, what a game', 'tanga naman', 'Hayop sa galing!'])(
    'leaves mild words to the moderators: %s',
    (text) => {
      expect(findProfanity(text)).toBeUndefined();
    },
  );

  it('names the listed word or phrase it found, the longest of those starting first', () => {
    expect(findProfanity('Hello tang ina mo')).toBe('tang ina mo');
    expect(findProfanity('nice f u c k')).toBe('fuck');
    expect(findProfanity('gago and shit')).toBe('gago');
    expect(findProfanity('all good here')).toBeUndefined();
  });
});
