/** The outbox (ADMIN): the latest messages the site has sent or is sending, with their state and links. */
import { z } from 'zod';

/**
 * queued: waiting for its first try; sending: a sender has claimed it; sent: the mail server (or the outbox folder)
 * took it; retrying: a temporary failure, tried again later; failed: given up (a permanent refusal, or 24 hours).
 */
export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'retrying', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** The outbox page shows this many of the newest messages. */
export const OUTBOX_PAGE_SIZE = 50;

export const outboxMessageSchema = z.object({
  id: z.string(),
  kind: z.string().describe('what the message is, e.g. password-reset'),
  to: z.string(),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable().describe("the mail server's last refusal or failure, while retrying or once failed"),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable().describe('when a queued or retrying message is tried next'),
  links: z.array(z.string()).describe("the message's links, all on PUBLIC_URL: what an adviser can hand on when there is no mail server"),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
