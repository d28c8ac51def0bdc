/** What a contribution looks like to the API (ADMIN only: it holds the contributor's e-mail). */
import { findContributionCategory, parseContributionContent, type Contribution, type ContributionDetails } from '@newsroom/shared';
import type { ContributionRow } from '../../db/schema.js';
import { imageView } from '../../services/media/media-library.js';
import type { ContributionPhotoRow } from './contributions.repository.js';

export function presentContribution(row: ContributionRow, photoCount: number): Contribution {
  return {
    id: row.id,
    author: row.author,
    authorEmail: row.author_email,
    category: row.category,
    content: row.content,
    publicationDate: row.created_at,
    photoCount,
    draftNewsId: row.draft_news_id,
  };
}

export function presentContributionDetails(row: ContributionRow, photos: ContributionPhotoRow[]): ContributionDetails {
  const views = photos.map((photo) => imageView({ id: photo.media_id, width: photo.width, height: photo.height, widths: photo.widths }));
  const category = findContributionCategory(row.category);
  return {
    ...presentContribution(row, photos.length),
    additionalPhotos: views.map((view) => view.url),
    photos: views,
    fields: category ? parseContributionContent(category, row.content) : [],
  };
}
