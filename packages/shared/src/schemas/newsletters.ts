/**
 * The newsletter's sending side and its list (issue 26), as the ADMIN's Newsletter and Subscribers pages see them.
 *
 * A newsletter is one sending: a story's "each new story" mail (made when the story becomes public), a weekly digest
 * (made on the school's day and hour) or a digest an ADMIN sends now. Its mails are handed to the outbox in batches in
 * the background, and its counts follow them: queued (written, not yet accepted), sent, failed.
 */
import { z } from 'zod';
import { LANGUAGES } from '../languages.js';
import { newsletterMessages, subscriberMessages, subscriptionMessages } from '../messages.js';
import { DIGEST_STORIES_MAX } from '../validations.js';
import { pagingQuerySchema, searchQuerySchema } from './common.js';
import { SUBSCRIPTION_FREQUENCIES } from './subscriptions.js';

export const NEWSLETTER_KINDS = ['story', 'digest'] as const;
export type NewsletterKind = (typeof NEWSLETTER_KINDS)[number];

/**
 * scheduled: waiting for its time (a story scheduled for later, or a digest's hour); sending: its mails are being
 * written to the outbox; sent: every mail is written (the counts tell how many went out); cancelled: its story stopped
 * being public before its time.
 */
export const NEWSLETTER_STATES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/** A digest an ADMIN sends holds 1 to this many stories (validations.ts, which the messages read too). */
export { DIGEST_STORIES_MAX } from '../validations.js';

export const newsletterCountsSchema = z.object({
  recipients: z.number().int().describe('mails written so far, one per subscriber'),
  queued: z.number().int().describe('written, not yet accepted by the mail server (or retrying)'),
  sent: z.number().int(),
  failed: z.number().int().describe('given up: a permanent refusal (the address is removed) or 24 hours'),
});
export type NewsletterCounts = z.infer<typeof newsletterCountsSchema>;

export const newsletterSchema = z.object({
  id: z.string(),
  kind: z.enum(NEWSLETTER_KINDS),
  state: z.enum(NEWSLETTER_STATES),
  subject: z.string().describe("the English subject (a story's title, or the digest's)"),
  newsIds: z.array(z.string()),
  sendAt: z.string().describe('when it was or will be sent (ISO)'),
  createdAt: z.string(),
  createdBy: z.string().nullable().describe("the ADMIN's username who sent it now; null when the site made it"),
  counts: newsletterCountsSchema,
});
export type Newsletter = z.infer<typeof newsletterSchema>;

/** A digest the ADMIN chose: the stories (public ones), in the order to show them. */
export const digestRequestSchema = z.object({
  newsIds: z
    .array(
      z
        .string({ error: newsletterMessages.storiesInvalid })
        .min(1, { error: newsletterMessages.storiesInvalid })
        .max(64, { error: newsletterMessages.storiesInvalid }),
      {
        error: newsletterMessages.storiesInvalid,
      },
    )
    .min(1, { error: newsletterMessages.storiesInvalid })
    .max(DIGEST_STORIES_MAX, { error: newsletterMessages.digestTooLong }),
});
export type DigestRequest = z.infer<typeof digestRequestSchema>;

export const digestPreviewRequestSchema = digestRequestSchema.extend({
  language: z.enum(LANGUAGES, { error: subscriptionMessages.languageInvalid }),
});
export type DigestPreviewRequest = z.infer<typeof digestPreviewRequestSchema>;

/** A digest as a subscriber in that language would get it. */
export const digestPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type DigestPreview = z.infer<typeof digestPreviewSchema>;

export const SUBSCRIBER_STATES = ['pending', 'confirmed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** One address on the list, as the ADMIN sees it. */
export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  state: z.enum(SUBSCRIBER_STATES),
  categories: z.array(z.string()).describe("names of the categories chosen; empty: every category's stories"),
  language: z.enum(LANGUAGES),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** The whole list's counts (not only the page's). A subscriber of every category counts under none of them. */
export const subscriberCountsSchema = z.object({
  total: z.number().int(),
  byState: z.record(z.enum(SUBSCRIBER_STATES), z.number().int()),
  byLanguage: z.record(z.enum(LANGUAGES), z.number().int()),
  byFrequency: z.record(z.enum(SUBSCRIPTION_FREQUENCIES), z.number().int()),
  allCategories: z.number().int().describe('subscribers who chose no category (they get every story)'),
  byCategory: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type SubscriberCounts = z.infer<typeof subscriberCountsSchema>;

export const subscriberPageSchema = z.object({
  items: z.array(subscriberSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int().describe('addresses matching the query'),
  counts: subscriberCountsSchema,
});
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/** The subscriber list shows this many addresses a page unless asked for another size (at most PAGE_SIZE_MAX). */
export const SUBSCRIBERS_PAGE_SIZE = 50;

/** GET /subscribers: a page (newest first), narrowed to addresses containing `q` (any case) and to one state. */
export const subscriberListQuerySchema = pagingQuerySchema.extend({
  q: searchQuerySchema(320).describe('part of an address, in any case'),
  state: z.enum(SUBSCRIBER_STATES, { error: subscriberMessages.stateInvalid }).optional(),
});
export type SubscriberListQuery = z.input<typeof subscriberListQuerySchema>;
