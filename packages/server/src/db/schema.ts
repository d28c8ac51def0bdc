/** The database's tables as Kysely sees them. Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both dialects. */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { CaptionLanguage, EmailAlertChoice } from '@newsroom/shared';

/** A nullable column added after the table: null when an insert leaves it out, as rows written before it have it. */
type AddedNullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A column added after the table with a default: the default when an insert leaves it out, as rows written before it have it. */
type AddedWithDefault<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: string;
  username: string;
  /** Lower-cased username: usernames are unique whatever their case. */
  username_key: string;
  fullname: string;
  email: string;
  password_hash: string;
  role: 'ADMIN' | 'AUTHOR';
  /** Raised when the password changes, so tokens issued before stop working. */
  session_version: number;
  created_at: string;
  updated_at: string;
  /** The language the user last signed in with (`en`, `fil`): their e-mail is written in it; null means English. */
  language: AddedNullable<string>;
  /** How they get e-mail alerts (My account): each as it happens, one summary a day at 07:00 school time, or none. */
  email_alerts: AddedWithDefault<EmailAlertChoice>;
  /** The school day (`YYYY-MM-DD`) of their last daily summary; null before the first. */
  alerts_summarized_on: AddedNullable<string>;
}

export interface CategoriesTable {
  id: string;
  name: string;
  /** Lower-cased name: category names are unique whatever their case. */
  name_key: string;
  slug: string;
  /** Lower-cased slug, for case-insensitive look-ups of /category/{slug}. */
  slug_key: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export type NewsStatus = 'Pending' | 'Approved' | 'Rejected' | 'Archived';

/** A stored image; its files exist in each width of `widths` (comma-separated), see services/media. */
export interface MediaTable {
  id: string;
  width: number;
  height: number;
  widths: string;
  created_at: string;
}

export interface NewsTable {
  id: string;
  title: string;
  description: string;
  /** Markdown (see shared/story-markdown.ts). */
  content: string;
  /**
   * The content as plain text (lib/markdown-text.ts), written with it: what the search engines index, so the words
   * of a link's address or markup are not found. Null in rows written before 2026-11-28-05, whose content was plain.
   */
  content_text: AddedNullable<string>;
  category_id: string;
  /** Null once the author's account is deleted; the item keeps author_name. */
  author_id: string | null;
  author_name: string;
  thumbnail_media_id: string | null;
  /** The words its writer gave the thumbnail (migration 2026-11-28-02); null when none. */
  thumbnail_caption: AddedNullable<string>;
  thumbnail_credit: AddedNullable<string>;
  thumbnail_alt: AddedNullable<string>;
  embed_youtube_url: string | null;
  status: NewsStatus;
  /** When it is (or was) published; set on approval. Public only when Approved and this has come. */
  publication_date: string | null;
  /** The cached AI summary and a hash of the text it was made from, so an edit refreshes it. */
  summary: string | null;
  summary_key: string | null;
  views: number;
  /** What the reviewer wrote on the last rejection; cleared on approval. */
  rejection_reason: AddedNullable<string>;
  created_at: string;
  updated_at: string;
}

/** Stories per category and status, kept by triggers on news: totals without counting the archive. */
export interface NewsTalliesTable {
  category_id: string;
  status: NewsStatus;
  tally: number;
}

export interface NewsPhotosTable {
  news_id: string;
  media_id: string;
  position: number;
  /** The words its writer gave the photo; null when none. */
  caption: AddedNullable<string>;
  credit: AddedNullable<string>;
  alt: AddedNullable<string>;
}

/** A story's text as one save left it (see migration 2026-11-28-03); photos are not versioned. */
export interface NewsRevisionsTable {
  id: string;
  news_id: string;
  /** 1, 2, … per story. */
  number: number;
  /** Null once the account is deleted; editor_name keeps who it was. */
  editor_id: string | null;
  editor_name: string;
  created_at: string;
  title: string;
  description: string;
  content: string;
  /** Not a reference: the category may have been deleted since. */
  category_id: string;
  embed_youtube_url: string | null;
  /** Comma-separated field names, or `created`, `imported`, `restored from N`; empty when nothing changed. */
  changed_fields: string;
}

export interface NewsViewsTable {
  news_id: string;
  /** A hash of the viewer's address and visitor id: who viewed is never stored readably. */
  viewer_key: string;
  viewed_at: string;
}

/** Views per story per UTC day (`YYYY-MM-DD`), counted with the views log: what the dashboard sums. */
export interface NewsDailyViewsTable {
  news_id: string;
  day: string;
  views: number;
}

/** A story's public answer, kept as the API sends it less its view count (modules/news/story-answers.ts). */
export interface NewsAnswersTable {
  news_id: string;
  /** The answer's JSON with no `views`, which is read from the story's row and added as it is sent. */
  body: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  /** Who the notification is about: the author of the content, or the visitor who wrote in. */
  author: string;
  message: string;
  /** 0 unread, 1 read. */
  read: number;
  created_at: string;
  /** The comment a "new comment" notification is about: erasing the comment erases `author` here too. */
  comment_id: string | null;
}

export interface Database {
  users: UsersTable;
  categories: CategoriesTable;
  settings: SettingsTable;
  media: MediaTable;
  news: NewsTable;
  news_photos: NewsPhotosTable;
  news_tallies: NewsTalliesTable;
  news_views: NewsViewsTable;
  news_revisions: NewsRevisionsTable;
  news_daily_views: NewsDailyViewsTable;
  news_answers: NewsAnswersTable;
  notifications: NotificationsTable;
  comments: CommentsTable;
  comment_pace: CommentPaceTable;
  revoked_tokens: RevokedTokensTable;
  stream_tickets: StreamTicketsTable;
  search_news: SearchNewsTable;
  search_words: SearchWordsTable;
  contributions: ContributionsTable;
  contribution_photos: ContributionPhotosTable;
  mail_outbox: MailOutboxTable;
  password_reset_tokens: PasswordResetTokensTable;
  invitations: InvitationsTable;
  mail_alert_digest_items: MailAlertDigestItemsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  newsletters: NewslettersTable;
  newsletter_digest_deliveries: NewsletterDigestDeliveriesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_alerts: PushAlertsTable;
  push_deliveries: PushDeliveriesTable;
  videos: VideosTable;
  video_captions: VideoCaptionsTable;
}

export type MediaRow = Selectable<MediaTable>;
export type NewsRow = Selectable<NewsTable>;

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowUpdate = Updateable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;

/**
 * One row per story for its search (kept by triggers, see migration 2026-11-25-01): what the ranking and the public
 * filter read without touching `news`. Each engine adds its own columns (SQLite's FTS5 row number, PostgreSQL's
 * tsvectors), which only services/search reads, with raw SQL.
 */
export interface SearchNewsTable {
  news_id: string;
  status: NewsStatus;
  publication_date: string | null;
  /** The publication date, or the creation date before publication: the recency the search ranks by. */
  listed_at: string;
}

/** Every word of the stories, for the typo step. */
export interface SearchWordsTable {
  word: string;
}
export type NotificationRow = Selectable<NotificationsTable>;

/** What a visitor sent in through the contribute form; `category` is one of SPEC §3's nine names. */
export interface ContributionsTable {
  id: string;
  author: string;
  author_email: string;
  category: string;
  /** "Label: value" lines. */
  content: string;
  created_at: string;
  /** The Pending news item an ADMIN made from it; null before, or after that item was deleted. */
  draft_news_id: string | null;
}

export interface ContributionPhotosTable {
  contribution_id: string;
  media_id: string;
  position: number;
}
export type ContributionRow = Selectable<ContributionsTable>;

/** A visitor's comment on a news item; a reply names its parent comment on the same item. */
/** Tokens signed out before they expired; a row goes once the token would have expired anyway. */
export interface RevokedTokensTable {
  token_id: string;
  expires_at: string;
}

/** One-time tickets that open the notification stream (a hash of the ticket, never the ticket). */
export interface StreamTicketsTable {
  ticket_hash: string;
  user_id: string;
  /** The session the ticket was made for: the stream lives only as long as it. */
  token_id: string;
  session_version: number;
  session_expires_at: string;
  expires_at: string;
}

/** When each visitor last posted a comment: the 15-second rule claims this row. */
export interface CommentPaceTable {
  visitor_key: string;
  posted_at: string;
}

export interface CommentsTable {
  id: string;
  news_id: string;
  parent_id: string | null;
  full_name: string | null;
  email: string;
  content: string;
  /** SHA-256 of the text with case and spacing normalised: the same text twice on one item is refused. */
  content_key: string;
  /** SHA-256 of the visitor's Visitor-Id: the raw id is never stored. */
  visitor_key: string;
  status: 'pending' | 'approved';
  /** 1 when held for a closer look (many links). */
  flagged: number;
  created_at: string;
  /** Set on a deleted comment kept for the replies under it: its name, e-mail, visitor key and words are erased. */
  deleted_at: AddedNullable<string>;
}
export type CommentRow = Selectable<CommentsTable>;

export type MailState = 'queued' | 'sending' | 'sent' | 'retrying' | 'failed';

/** One e-mail, written with what caused it and sent by the background sender (services/mail). */
export interface MailOutboxTable {
  id: string;
  /** What the message is (services/mail/mail-kinds.ts): `password-reset`, … */
  kind: string;
  recipient: string;
  language: string;
  from_name: string | null;
  from_address: string;
  subject: string;
  html: string;
  text: string;
  /** A JSON list of the links the message carries (all on PUBLIC_URL). */
  links: string;
  /** `<id@host>`, made once: a message sent again after a crash can be told for the same one. */
  message_id: string;
  state: MailState;
  /** Tries so far; a claim counts as one, so a sender that dies mid-send has used it. */
  attempts: number;
  /** When it is due (queued, retrying); kept as it was once sent or failed. */
  next_attempt_at: string;
  /** The sender holding it (state `sending`) and until when; another may take it once the lease has passed. */
  claim_id: string | null;
  lease_expires_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Extra headers (a JSON object), e.g. a newsletter's List-Unsubscribe; null for most messages. */
  headers: string | null;
  /** The newsletter the message is one of (migration 2026-12-04-01): its counts follow the message. */
  newsletter_id: AddedNullable<string>;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;

/** A live password reset link's token, as its SHA-256 only; one per user. */
export interface PasswordResetTokensTable {
  token_hash: string;
  user_id: string;
  /** The user's session version when it was made: a password changed since (any way) ends it. */
  session_version: number;
  expires_at: string;
  created_at: string;
}

/** An invitation not yet answered (accepting or withdrawing deletes it); its link's token as its SHA-256 only. */
export interface InvitationsTable {
  id: string;
  email: string;
  /** Lower-cased e-mail: one open invitation per address. */
  email_key: string;
  role: 'ADMIN' | 'AUTHOR';
  /** The name the ADMIN gave, if any: the e-mail greets it and the acceptance form starts with it. */
  fullname: string | null;
  token_hash: string;
  /** Who invited or last resent it; null once their account is gone. */
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}
export type InvitationRow = Selectable<InvitationsTable>;
/** An alert waiting for its user's daily summary; deleted in the transaction that queues the summary. */
export interface MailAlertDigestItemsTable {
  id: string;
  user_id: string;
  /** What happened, as JSON (services/mail/templates/alert.ts's Alert). */
  alert: string;
  created_at: string;
}
export type MailAlertDigestItemRow = Selectable<MailAlertDigestItemsTable>;

/** A newsletter subscription (issue 26): pending until its confirmation link is used; unsubscribing deletes it. */
export interface NewsletterSubscriptionsTable {
  id: string;
  email: string;
  email_key: string;
  /** A JSON list of category ids; empty: every category. */
  categories: string;
  language: 'en' | 'fil';
  frequency: 'each' | 'weekly';
  state: 'pending' | 'confirmed';
  confirm_token_hash: string | null;
  /** The preferences (JSON) the live confirmation link applies. */
  requested: string | null;
  created_at: string;
  confirmed_at: string | null;
  last_confirmation_sent_at: string | null;
}
export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>;

/** One story mailed to one subscriber: never twice. */
export interface NewsletterDeliveriesTable {
  subscription_id: string;
  news_id: string;
  created_at: string;
}

/** One sending of the newsletter (issue 26): a story's mail, or a digest; its fan-out resumes after `cursor`. */
export interface NewslettersTable {
  id: string;
  kind: 'story' | 'digest';
  state: 'scheduled' | 'sending' | 'sent' | 'cancelled';
  /** The English subject: the story's title, or the digest's. */
  subject: string;
  /** A JSON list of story ids, in the order the mail shows them. */
  news_ids: string;
  /** `each`: a story's subscribers; `weekly`: the weekly digest's; `all`: every confirmed subscriber. */
  audience: 'each' | 'weekly' | 'all';
  /** `story:<news id>`, `weekly:<day>`: what made it, once; null for an ADMIN's digest. */
  occasion: string | null;
  send_at: string;
  created_at: string;
  /** The ADMIN who sent it now; null when the site made it (or the account is gone). */
  created_by: string | null;
  /** The last subscription id handed to the outbox. */
  cursor: string | null;
  recipients: number;
  sent: number;
  failed: number;
  claim_id: string | null;
  lease_expires_at: string | null;
}
export type NewsletterRow = Selectable<NewslettersTable>;

/** One digest mailed to one subscriber: never twice. */
export interface NewsletterDigestDeliveriesTable {
  newsletter_id: string;
  subscription_id: string;
  created_at: string;
}

/** A device that turned breaking news alerts on: its push service's address and keys, nothing else. */
export interface PushSubscriptionsTable {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  updated_at: string;
}
export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;

/** A story approved as breaking: waiting for its time, being sent (by the claim holding its lease), or settled. */
export interface PushAlertsTable {
  id: string;
  news_id: string;
  send_at: string;
  state: 'waiting' | 'done' | 'cancelled';
  /** The id of the last device of the last batch done; the next batch starts after it. */
  cursor: string | null;
  claim_id: string | null;
  lease_expires_at: string | null;
  /** Counted when the alert is done: sent, given up, device gone (404/410), in flight when a sender died. */
  sent: number;
  failed: number;
  expired: number;
  unknown: number;
  created_at: string;
  finished_at: string | null;
}
export type PushAlertRow = Selectable<PushAlertsTable>;

/** One device's try of one alert, written before the send: a device is never sent an alert twice. */
export interface PushDeliveriesTable {
  alert_id: string;
  subscription_id: string;
  outcome: 'sending' | 'sent' | 'failed' | 'expired';
}

/** A story's own video (issue 27): processing under a claim with a lease, then ready or failed. */
export interface VideosTable {
  id: string;
  news_id: string | null;
  /** The tus upload it was made from. */
  upload_id: string;
  uploaded_by: string;
  original_name: string;
  size_bytes: number;
  /** The upload's file under DATA_DIR/video-uploads while kept; null once deleted. */
  original_key: string | null;
  status: 'processing' | 'ready' | 'failed';
  /** Why processing failed, in words for the writer. */
  error: string | null;
  progress: Generated<number>;
  duration_seconds: number | null;
  width: number | null;
  height: number | null;
  /** JSON list of { name, width, height, bandwidth }, once ready. */
  renditions: string | null;
  /** The poster's key in the media store, once ready. */
  poster_key: string | null;
  /** JSON list of the poster's WebP widths (`poster-<width>.webp`), once ready; null for a video made before them. */
  poster_widths: string | null;
  /** The short muted preview's key in the media store, once ready; null for a video made before it. */
  preview_key: string | null;
  /** JSON list of every key stored in the media store for it, once ready. */
  files: string | null;
  claim_id: string | null;
  lease_expires_at: string | null;
  attempts: Generated<number>;
  created_at: string;
  updated_at: string;
}
export type VideoRow = Selectable<VideosTable>;

/** One language's captions of a story's own video (issue 27): the WebVTT file as served, and its words for search. */
export interface VideoCaptionsTable {
  news_id: string;
  language: CaptionLanguage;
  vtt: string;
  /** What the cues say, without timings or markup: indexed with the story's content. */
  plain_text: string;
  created_at: string;
  updated_at: string;
}
export type VideoCaptionRow = Selectable<VideoCaptionsTable>;
