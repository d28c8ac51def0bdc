/** What callers see of a story's captions: readers the language, its label and the file's address; the editor its cues too. */
import { CAPTION_LABELS, captionFilePath, type CaptionFile, type CaptionLanguage, type VideoCaption } from '@newsroom/shared';
import type { VideoCaptionRow } from '../../db/schema.js';
import { parseCaptionFile } from './caption-file.js';

export function presentCaption(newsId: string, language: CaptionLanguage): VideoCaption {
  return { language, label: CAPTION_LABELS[language], url: captionFilePath(newsId, language) };
}

export function presentCaptionFile(row: VideoCaptionRow): CaptionFile {
  // The stored file was written by toWebVtt from cues that passed, so it reads again.
  const cues = parseCaptionFile(Buffer.from(row.vtt, 'utf8')).map(({ startMs, endMs, text }) => ({ startMs, endMs, text }));
  return { ...presentCaption(row.news_id, row.language), cues, updatedAt: row.updated_at };
}
