/** The caption file reader alone: what it takes, what it refuses and on which line, and what it writes back. */
import { describe, expect, it } from 'vitest';
import { CAPTION_FILE_SIZE_MAX, captionMessages } from '@newsroom/shared';
import { CaptionFileError, parseCaptionFile, plainTextOf, toWebVtt } from './caption-file.js';

const read = (text: string) => parseCaptionFile(Buffer.from(text, 'utf8'));
const refusal = (data: string | Buffer) => {
  try {
    parseCaptionFile(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
  } catch (error) {
    expect(error).toBeInstanceOf(CaptionFileError);
    return (error as Error).message;
  }
  throw new Error('the file was taken');
};

describe('parseCaptionFile', () => {
  it('reads WebVTT with a header, identifiers, notes, settings and hours left out', () => {
    const cues = read(
      'WEBVTT - the assembly\nKind: captions\n\nNOTE written by the press club\n\nintro\n00:01.000 --> 00:04.500 align:start\n<v Principal>Good morning,</v>\nstudents.\n\n01:00:00.000 --> 01:00:02.000\nGoodbye &amp; thanks\n',
    );
    expect(cues).toEqual([
      { startMs: 1000, endMs: 4500, settings: 'align:start', text: '<v Principal>Good morning,</v>\nstudents.' },
      { startMs: 3_600_000, endMs: 3_602_000, settings: '', text: 'Goodbye &amp; thanks' },
    ]);
    expect(plainTextOf(cues)).toBe('Good morning, students. Goodbye & thanks');
  });

  it('reads SubRip with Windows line ends and a byte order mark, and writes it as WebVTT', () => {
    const cues = read('\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\nMabuhay!\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nSalamat po.\r\n');
    expect(toWebVtt(cues)).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nMabuhay!\n\n00:00:03.000 --> 00:00:04.000\nSalamat po.\n');
    expect(read(toWebVtt(cues))).toEqual(cues);
  });

  it.each([
    ['no cues', 'WEBVTT\n\nNOTE nothing yet\n', captionMessages.noCues],
    ['a timing that cannot be read', 'WEBVTT\n\n00:00:01.000 --> 00:00:xx.000\nHello\n', captionMessages.timingInvalid(3)],
    ['minutes past 59', 'WEBVTT\n\n00:61:01.000 --> 00:62:00.000\nHello\n', captionMessages.timingInvalid(3)],
    [
      'an end before the start',
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\n\n00:00:05.000 --> 00:00:04.000\nTwo\n',
      captionMessages.endBeforeStart(6),
    ],
    ['an end at the start', '1\n00:00:05,000 --> 00:00:05,000\nOne\n', captionMessages.endBeforeStart(2)],
    ['no timing', 'WEBVTT\n\nan identifier\njust words\n', captionMessages.timingExpected(4)],
    ['a timing without text', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\n', captionMessages.textMissing(3)],
    ['a text file of another kind', 'Dear parents,\n\nthe fair is on Friday.\n', captionMessages.notCaptions],
  ])('refuses %s, naming the line', (_, text, message) => {
    expect(refusal(text)).toBe(message);
  });

  it('refuses binary files and files over 1 MB', () => {
    expect(refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe]))).toBe(captionMessages.notText);
    expect(refusal('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nnul\u0000here\n')).toBe(captionMessages.notText);
    const large = `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'a'.repeat(CAPTION_FILE_SIZE_MAX)}\n`;
    expect(refusal(large)).toBe(captionMessages.tooLarge);
  });
});
