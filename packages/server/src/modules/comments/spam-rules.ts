/**
 * PRODUCT.md's anti-spam rules for anonymous comments, as WordPress applies them: clear profanity refused, the
 * same text twice on one item from one visitor (Visitor-Id or e-mail) refused, one comment per visitor per
 * interval (15 seconds unless configured; also for posts sent at once), many links held for a closer look.
 * The clock is a parameter, so the rules are tested at any moment.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { commentMessages, commentReplyMessages } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import { ApiError, badRequest, conflict } from '../../lib/api-error.js';
import { containsProfanity } from '../../services/profanity.js';
import { claimCommentSlot, hasSameTextFrom } from './comments.repository.js';

/** A comment with this many links or more is flagged for the moderators (it is still saved, pending as any other). */
export const MANY_LINKS = 3;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Who wrote a comment, as stored: a hash of the visitor's Visitor-Id, never the id itself. */
export const visitorKeyOf = (visitorId: string): string => sha256(visitorId.trim());

/** Case, accents' composition and spacing do not make a text different. */
export function normalizeCommentText(content: string): string {
  return content.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

export const contentKeyOf = (content: string): string => sha256(normalizeCommentText(content));

/** Links as WordPress counts them: each http(s):// or www. address. */
export function countLinks(content: string): number {
  return content.match(/\b(?:https?:\/\/|www\.)[^\s]+/gi)?.length ?? 0;
}

/** 429 with how long to wait in its Retry-After header. */
export class TooSoonError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, commentReplyMessages.tooSoon, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

export interface CommentToScreen {
  newsId: string;
  visitorKey: string;
  email: string;
  /** Shown beside the comment, so it is held to the same words. */
  fullName?: string;
  content: string;
}

export interface Screening {
  contentKey: string;
  flagged: boolean;
}

/** Refuses the comment with the rule's 4xx, or says how to store it. */
export async function screenComment(db: Kysely<Database>, comment: CommentToScreen, now: Date, intervalMs: number): Promise<Screening> {
  if (containsProfanity(comment.content) || (comment.fullName && containsProfanity(comment.fullName))) {
    throw badRequest(commentMessages.badWords);
  }
  const contentKey = contentKeyOf(comment.content);
  if (await hasSameTextFrom(db, comment.newsId, contentKey, comment.visitorKey, comment.email)) throw conflict(commentReplyMessages.duplicate);
  // Last, so a refused comment does not use up the visitor's slot.
  const slot = await claimCommentSlot(db, comment.visitorKey, now, intervalMs);
  if (!slot.claimed) {
    const waitMs = Date.parse(slot.lastPostedAt) + intervalMs - now.getTime();
    throw new TooSoonError(Math.max(1, Math.ceil(waitMs / 1000)));
  }
  return { contentKey, flagged: countLinks(comment.content) >= MANY_LINKS };
}
