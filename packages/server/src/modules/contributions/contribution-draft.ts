/**
 * What a news draft made from a contribution starts with: a title from the field that names the story, a
 * description from the other fields, the contribution's text, and a YouTube embed when a video link gives one.
 */
import {
  DESCRIPTION_MAX_LENGTH,
  findContributionCategory,
  parseContributionContent,
  TITLE_MAX_LENGTH,
  youtubeEmbedUrl,
  type ContributionFieldValue,
} from '@newsroom/shared';
import type { ContributionRow } from '../../db/schema.js';

export interface DraftText {
  title: string;
  description: string;
  content: string;
  embedYoutubeUrl: string | null;
}

const VIDEO_LINK_LABEL = 'Video Link';

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Cuts at a word boundary when one is near, and marks the cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function titleFrom(category: string, headline: string | undefined, prefixCategory: boolean, author: string): string {
  const firstLine = oneLine(headline?.split('\n')[0] ?? '');
  if (firstLine === '') return shorten(`${category} contribution from ${oneLine(author)}`, TITLE_MAX_LENGTH);
  return shorten(prefixCategory ? `${category}: ${firstLine}` : firstLine, TITLE_MAX_LENGTH);
}

export function draftText(row: ContributionRow): DraftText {
  const category = findContributionCategory(row.category);
  const fields: ContributionFieldValue[] = category ? parseContributionContent(category, row.content) : [];
  const headlineLabel = category?.headline.field;
  const headline = fields.find((field) => field.label === headlineLabel)?.value;
  const others = fields.filter((field) => field.label !== headlineLabel && field.value !== '');
  const description = others.length > 0 ? others.map((field) => `${field.label}: ${oneLine(field.value)}`).join(' | ') : oneLine(row.content);
  const videoLink = fields.find((field) => field.label === VIDEO_LINK_LABEL)?.value;
  return {
    title: titleFrom(row.category, headline, category?.headline.prefixCategory ?? false, row.author),
    description: shorten(description, DESCRIPTION_MAX_LENGTH),
    content: row.content,
    embedYoutubeUrl: videoLink ? youtubeEmbedUrl(videoLink) : null,
  };
}
