/**
 * Turning a contribution into a Pending news item owned by the ADMIN who asks, sharing its photos; once per
 * contribution while its draft exists.
 */
import type { FastifyInstance } from 'fastify';
import { contributionRouteMessages, revisionMarkers } from '@newsroom/shared';
import type { ContributionRow, NewsRow } from '../../db/schema.js';
import { conflict } from '../../lib/api-error.js';
import { indexNews } from '../../services/search/news-search.js';
import { findCategoryByName } from '../categories/categories.repository.js';
import { pendingNewsRow } from '../news/create-news.js';
import { insertNews, replacePhotos } from '../news/news.repository.js';
import { recordRevision, type RevisionEditor } from '../news/revisions.repository.js';
import { draftText } from './contribution-draft.js';
import { photosOfContribution, recordDraft } from './contributions.repository.js';

export async function draftNewsFromContribution(app: FastifyInstance, owner: RevisionEditor, row: ContributionRow): Promise<NewsRow> {
  if (row.draft_news_id) throw conflict(contributionRouteMessages.alreadyDrafted);
  const category = await findCategoryByName(app.db, row.category);
  if (!category) throw conflict(contributionRouteMessages.noSuchCategory(row.category));

  const [thumbnail, ...photos] = (await photosOfContribution(app.db, row.id)).map((photo) => photo.media_id);
  const text = draftText(row);
  const news = pendingNewsRow({
    title: text.title,
    description: text.description,
    content: text.content,
    categoryId: category.id,
    // The contributor gets the byline; the ADMIN owns the item, so it is theirs to edit and they hear of decisions.
    authorId: owner.id,
    authorName: row.author,
    thumbnailMediaId: thumbnail ?? null,
    embedYoutubeUrl: text.embedYoutubeUrl,
  });
  await app.changes.run(async (change) => {
    const { trx } = change;
    await insertNews(trx, news);
    // The revision's editor is the ADMIN who made the draft; the byline stays the contributor's.
    await recordRevision(trx, news.id, owner, [revisionMarkers.created]);
    await replacePhotos(
      trx,
      news.id,
      photos.map((mediaId) => ({ mediaId })),
    );
    await indexNews(trx, news.id);
    if (!(await recordDraft(trx, row.id, news.id))) throw conflict(contributionRouteMessages.alreadyDrafted);
    change.record({ type: 'news.submitted', news, actorId: owner.id, resubmitted: false });
  });
  return news;
}
