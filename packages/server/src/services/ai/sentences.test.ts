import { describe, expect, it } from 'vitest';
import { splitParagraphs, splitSentences } from './sentences.js';

const texts = (text: string) => splitSentences(text).map((sentence) => sentence.text);

describe('splitSentences', () => {
  it('splits at sentence ends, keeping each final mark', () => {
    expect(texts('The fair ended. Who won? We did! The rest went home…')).toEqual(['The fair ended.', 'Who won?', 'We did!', 'The rest went home…']);
  });

  it('does not split after titles, honorifics and initials, English or Filipino', () => {
    expect(texts('The team was coached by Dr. Ramon T. Aquino of the Science Department. They won.')).toEqual([
      'The team was coached by Dr. Ramon T. Aquino of the Science Department.',
      'They won.',
    ]);
    expect(texts('Ayon kay Gng. Liza M. Bautista, masaya ang lahat. Nagsalita rin si G. Cruz at si Bb. Reyes. Natapos ang programa.')).toEqual([
      'Ayon kay Gng. Liza M. Bautista, masaya ang lahat.',
      'Nagsalita rin si G. Cruz at si Bb. Reyes.',
      'Natapos ang programa.',
    ]);
    expect(texts('Sr. Teresa Lim and Engr. Paolo Cruz of Sta. Mesa spoke. Ms. Diaz did not.')).toEqual([
      'Sr. Teresa Lim and Engr. Paolo Cruz of Sta. Mesa spoke.',
      'Ms. Diaz did not.',
    ]);
  });

  it('keeps decimals, amounts, times and acronyms inside their sentence', () => {
    expect(texts('The filter removed 92.5 percent of bacteria for P3.50 a liter. It opens at 7 a.m. on weekdays. The U.S. team came too.')).toEqual([
      'The filter removed 92.5 percent of bacteria for P3.50 a liter.',
      'It opens at 7 a.m. on weekdays.',
      'The U.S. team came too.',
    ]);
    expect(texts('Meet us in Rm. 204 after class. Bring your ID.')).toEqual(['Meet us in Rm. 204 after class.', 'Bring your ID.']);
    expect(texts('The answer was no. The next question came.')).toHaveLength(2);
  });

  it('ends a sentence after a closing quote, but not inside a quotation that the sentence goes on after', () => {
    expect(texts('"We wanted to help," Villanueva said. "Every typhoon season, we lose clean water." The judges agreed.')).toEqual([
      '"We wanted to help," Villanueva said.',
      '"Every typhoon season, we lose clean water."',
      'The judges agreed.',
    ]);
    expect(texts('"We won!" said the coach. "Salamat po!" sabi ni Castillo.')).toEqual([
      '"We won!" said the coach.',
      '"Salamat po!" sabi ni Castillo.',
    ]);
    expect(texts('She said “Mabuhay!” Then the program began.')).toEqual(['She said “Mabuhay!”', 'Then the program began.']);
  });

  it('numbers sentences across paragraphs and notes their paragraph', () => {
    const sentences = splitSentences('First paragraph here. It has two sentences.\n\nSecond paragraph.\nThird paragraph, one line.');
    expect(sentences.map((sentence) => [sentence.index, sentence.paragraph])).toEqual([
      [0, 0],
      [1, 0],
      [2, 1],
      [3, 2],
    ]);
  });

  it('ends a sentence at a paragraph end even without a final mark', () => {
    expect(texts('Intramurals 2025\nThe games open on Monday.')).toEqual(['Intramurals 2025', 'The games open on Monday.']);
  });

  it('answers nothing for blank text', () => {
    expect(splitSentences('  \n\n \t ')).toEqual([]);
  });
});

describe('splitParagraphs', () => {
  it('splits at blank lines and line breaks, but joins a line that only wraps the one before', () => {
    expect(splitParagraphs('One paragraph that was wrapped\nby the editor at forty columns.\r\n\r\nAnother one.\nA third.')).toEqual([
      'One paragraph that was wrapped by the editor at forty columns.',
      'Another one.',
      'A third.',
    ]);
  });
});
