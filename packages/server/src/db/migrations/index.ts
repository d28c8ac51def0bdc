/** Every migration, in the order they run. Migrations are frozen once landed: change the schema with a new one. */
import type { Migration } from 'kysely';
import * as accountsAndCategories from './2026-11-22-01-accounts-and-categories.js';
import * as newsAndMedia from './2026-11-22-02-news-and-media.js';
import * as newsSearch from './2026-11-22-03-news-search.js';
import * as notifications from './2026-11-22-04-notifications.js';
import * as comments from './2026-11-22-05-comments.js';
import * as contributions from './2026-11-22-06-contributions.js';
import * as newsListing from './2026-11-24-01-news-listing.js';
import * as commentRules from './2026-11-24-02-comment-rules.js';
import * as sessions from './2026-11-24-03-sessions.js';
import * as mediaLookups from './2026-11-24-04-media-lookups.js';
import * as searchEngines from './2026-11-25-01-search-engines.js';
import * as searchFieldIndexes from './2026-11-26-01-search-field-indexes.js';
import * as searchDateOrder from './2026-11-27-01-search-date-order.js';
import * as rejectionReason from './2026-11-28-01-rejection-reason.js';
import * as photoDetails from './2026-11-28-02-photo-details.js';
import * as newsRevisions from './2026-11-28-03-news-revisions.js';
import * as dailyViews from './2026-11-28-04-daily-views.js';
import * as searchPlainContent from './2026-11-28-05-search-plain-content.js';
import * as rateLimits from './2026-11-28-06-rate-limits.js';
import * as authorPublicOrder from './2026-11-29-01-author-public-order.js';
import * as commentDeletion from './2026-11-29-02-comment-deletion.js';
import * as notificationComment from './2026-11-30-01-notification-comment.js';
import * as mailOutbox from './2026-12-01-01-mail-outbox.js';
import * as passwordResets from './2026-12-01-02-password-resets.js';
import * as invitations from './2026-12-02-01-invitations.js';
import * as mailAlerts from './2026-12-02-02-mail-alerts.js';
import * as subscriptions from './2026-12-03-01-subscriptions.js';
import * as newsletters from './2026-12-04-01-newsletters.js';
import * as push from './2026-12-04-21-push.js';
import * as videos from './2026-12-05-01-videos.js';
import * as videoCaptions from './2026-12-05-02-video-captions.js';
import * as videoPosterAndPreview from './2026-12-06-01-video-poster-and-preview.js';
import * as storyAnswers from './2026-12-07-01-story-answers.js';

export const migrations: Record<string, Migration> = {
  '2026-11-22-01-accounts-and-categories': accountsAndCategories,
  '2026-11-22-02-news-and-media': newsAndMedia,
  '2026-11-22-03-news-search': newsSearch,
  '2026-11-22-04-notifications': notifications,
  '2026-11-22-05-comments': comments,
  '2026-11-22-06-contributions': contributions,
  '2026-11-24-01-news-listing': newsListing,
  '2026-11-24-02-comment-rules': commentRules,
  '2026-11-24-03-sessions': sessions,
  '2026-11-24-04-media-lookups': mediaLookups,
  '2026-11-25-01-search-engines': searchEngines,
  '2026-11-26-01-search-field-indexes': searchFieldIndexes,
  '2026-11-27-01-search-date-order': searchDateOrder,
  '2026-11-28-01-rejection-reason': rejectionReason,
  '2026-11-28-02-photo-details': photoDetails,
  '2026-11-28-03-news-revisions': newsRevisions,
  '2026-11-28-04-daily-views': dailyViews,
  '2026-11-28-05-search-plain-content': searchPlainContent,
  '2026-11-28-06-rate-limits': rateLimits,
  '2026-11-29-01-author-public-order': authorPublicOrder,
  '2026-11-29-02-comment-deletion': commentDeletion,
  '2026-11-30-01-notification-comment': notificationComment,
  '2026-12-01-01-mail-outbox': mailOutbox,
  '2026-12-01-02-password-resets': passwordResets,
  '2026-12-02-01-invitations': invitations,
  '2026-12-02-02-mail-alerts': mailAlerts,
  '2026-12-03-01-subscriptions': subscriptions,
  '2026-12-04-01-newsletters': newsletters,
  '2026-12-04-21-push': push,
  '2026-12-05-01-videos': videos,
  '2026-12-05-02-video-captions': videoCaptions,
  '2026-12-06-01-video-poster-and-preview': videoPosterAndPreview,
  '2026-12-07-01-story-answers': storyAnswers,
};
