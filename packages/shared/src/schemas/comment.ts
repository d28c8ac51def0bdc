/** Comments: SPEC §3's post payload and moderation fields, SPEC §5's rule, and the public thread PRODUCT.md asks for. */
import { z } from 'zod';
import { commentMessages, commentReplyMessages } from '../messages.js';
import { COMMENT_MAX_LENGTH, EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH } from '../validations.js';

/** Visitor ids are random UUIDs made by the browser; anything much longer is not one. */
export const VISITOR_ID_MAX_LENGTH = 200;

export const commentBodySchema = z.object({
  fullName: z
    .string()
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value.trim()))
    .refine((value) => value === undefined || value.length <= NAME_MAX_LENGTH, { error: commentReplyMessages.nameTooLong }),
  email: z
    .string({ error: commentMessages.emailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: commentMessages.emailInvalid, abort: true })
    .regex(EMAIL_PATTERN, { error: commentMessages.emailInvalid }),
  content: z
    .string({ error: commentReplyMessages.contentRequired })
    .trim()
    .min(1, { error: commentReplyMessages.contentRequired, abort: true })
    .max(COMMENT_MAX_LENGTH, { error: commentReplyMessages.contentTooLong }),
});
export type CommentBody = z.input<typeof commentBodySchema>;

export const commentPostQuerySchema = z.object({
  parentId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((value) => value || undefined)
    .describe('the comment this one replies to; empty or absent for a top-level comment'),
});

export const visitorIdHeaderSchema = z
  .string({ error: commentReplyMessages.visitorIdRequired })
  .trim()
  .min(1, { error: commentReplyMessages.visitorIdRequired, abort: true })
  .max(VISITOR_ID_MAX_LENGTH, { error: commentReplyMessages.visitorIdRequired });

export const COMMENT_STATUSES = ['pending', 'approved'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

const publicCommentFields = {
  id: z.string(),
  fullName: z.string().describe(`the commenter's name, or '${commentReplyMessages.anonymous}'; empty on a deleted comment`),
  content: z.string().describe('plain text; line breaks kept; empty on a deleted comment'),
  createdAt: z.string(),
  parentId: z.string().nullable().describe('the comment this one answers: the top comment of its thread or another reply in it'),
  status: z.enum(COMMENT_STATUSES),
  awaitingModeration: z.boolean().describe("true on the caller's own comments that an admin has not approved yet"),
  mine: z.boolean().describe('written by the caller (same Visitor-Id header): the caller may delete it'),
  deleted: z.boolean().describe(`deleted after others answered it: kept, without its name and words, for its replies ('${commentMessages.deleted}')`),
};

/** A reply inside a thread, at any depth; its `parentId` says which comment of the thread it answers. */
export const publicCommentReplySchema = z.object(publicCommentFields);
export type PublicCommentReply = z.infer<typeof publicCommentReplySchema>;

/**
 * A top-level comment as a reader sees it, with its whole thread: threads are two levels deep on screen (as on
 * most news sites, readable on a phone), so every reply below it, at any depth, is listed in `replies`, oldest
 * first, each with the `parentId` it answers. Never an e-mail address or a visitor id: `mine` tells the caller
 * (by its Visitor-Id header) which comments it wrote.
 */
export const publicCommentSchema = z.object({ ...publicCommentFields, replies: z.array(publicCommentReplySchema) });
export type PublicComment = z.infer<typeof publicCommentSchema>;

/** SPEC spells the moderation statuses `pending` and `Approved`. */
export const MODERATION_STATUSES = ['pending', 'Approved'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const moderationCommentSchema = z.object({
  commentId: z.string(),
  commentText: z.string(),
  commentStatus: z.enum(MODERATION_STATUSES),
  newsId: z.string(),
  newsTitle: z.string(),
  fullName: z.string(),
  parentId: z.string().nullable(),
  createdAt: z.string(),
  flagged: z.boolean().describe('held for a closer look: it has many links'),
});
export type ModerationComment = z.infer<typeof moderationCommentSchema>;

export const moderationQuerySchema = z.object({
  status: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(COMMENT_STATUSES))
    .optional()
    .describe('only pending or only approved comments (any case)'),
});
