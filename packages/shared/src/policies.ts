/**
 * Who may do what. The server calls `can` before acting; the web app calls the same function to decide
 * what to show, so the two never disagree.
 */
import type { Role } from './roles.js';
import type { NewsStatus } from './schemas/news.js';

export interface Actor {
  id: string;
  role: Role;
}

/** Something owned by a user, such as a news item (ownership is by user id, never by display name). */
export interface Owned {
  authorId: string | null;
}

export type RoleAction =
  | 'useBackOffice'
  | 'manageUsers'
  | 'manageCategories'
  | 'createNews'
  | 'reviewNews'
  | 'moderateComments'
  | 'manageContributions'
  | 'readNotifications'
  | 'manageSiteSettings'
  | 'readOutbox'
  | 'manageNewsletter'
  | 'manageSubscribers';

const OWNED_ACTIONS = ['readNews', 'editNews', 'deleteNews'] as const;
export type OwnedAction = (typeof OWNED_ACTIONS)[number];

export type Action = RoleAction | OwnedAction;

const rolesFor: Record<RoleAction, readonly Role[]> = {
  useBackOffice: ['ADMIN', 'AUTHOR'],
  manageUsers: ['ADMIN'],
  manageCategories: ['ADMIN'],
  createNews: ['ADMIN', 'AUTHOR'],
  reviewNews: ['ADMIN'],
  moderateComments: ['ADMIN'],
  manageContributions: ['ADMIN'],
  readNotifications: ['ADMIN', 'AUTHOR'],
  manageSiteSettings: ['ADMIN'],
  // The outbox holds every message's links, password resets included: only those who may set passwords anyway.
  readOutbox: ['ADMIN'],
  // Sending to the whole list, and reading what was sent: the list is the school's, kept to those who run the site.
  manageNewsletter: ['ADMIN'],
  // The newsletter's list is the school's, and minors' addresses are on it: ADMIN only (issue 26).
  manageSubscribers: ['ADMIN'],
};

export function can(actor: Actor | null | undefined, action: RoleAction): boolean;
export function can(actor: Actor | null | undefined, action: OwnedAction, resource: Owned): boolean;
export function can(actor: Actor | null | undefined, action: Action, resource?: Owned): boolean {
  if (!actor) return false;
  if (Object.hasOwn(rolesFor, action)) return rolesFor[action as RoleAction].includes(actor.role);
  // An action this table does not know is refused, whoever asks.
  if (!(OWNED_ACTIONS as readonly string[]).includes(action)) return false;
  // Owned actions: an ADMIN may act on anything, an AUTHOR on their own items only.
  if (actor.role === 'ADMIN') return true;
  return actor.role === 'AUTHOR' && typeof resource?.authorId === 'string' && resource.authorId === actor.id;
}

/** What deciding who may see a story needs to know of it. */
export interface NewsVisibility extends Owned {
  status: NewsStatus;
  publicationDate: string | null;
}

/** Published: Approved, and its publication date has come. What anyone, signed in or not, may see. */
export function isPublished(item: Pick<NewsVisibility, 'status' | 'publicationDate'>, now = new Date()): boolean {
  return item.status === 'Approved' && item.publicationDate !== null && item.publicationDate <= now.toISOString();
}

/**
 * Whether the actor may see a story: everyone a published one, and otherwise whoever may read it in the back
 * office (its author, an ADMIN). Its view count and its images follow this rule; the reader-facing answers below
 * (the public story, its comments and summary, a counted view) follow `isPublished` alone.
 */
export function canSee(actor: Actor | null | undefined, item: NewsVisibility, now = new Date()): boolean {
  return isPublished(item, now) || can(actor, 'readNews', item);
}

/** Whether the actor may see how many times a story was viewed: whoever may see the story, so an author follows their own. */
export function canSeeViews(actor: Actor | null | undefined, item: NewsVisibility, now = new Date()): boolean {
  return canSee(actor, item, now);
}

/*
 * The reader's site answers the same to every caller (those answers are kept in the public cache), so whether
 * something is there depends on the story alone, never on who asks: a signed-in author's preview of their own
 * unpublished story must not become a public answer.
 */
type PublicationState = Pick<NewsVisibility, 'status' | 'publicationDate'>;

/** Whether the story is on the reader's site: its page, its link preview, its place in public lists. */
export function isOnPublicSite(item: PublicationState, now = new Date()): boolean {
  return isPublished(item, now);
}

/** Whether readers may read a story's comment threads. */
export function canSeeComments(item: PublicationState, now = new Date()): boolean {
  return isPublished(item, now);
}

/** Whether readers may post or reply under a story. */
export function canComment(item: PublicationState, now = new Date()): boolean {
  return isPublished(item, now);
}

/** Whether readers may ask for a story's summary. */
export function canSummarize(item: PublicationState, now = new Date()): boolean {
  return isPublished(item, now);
}

/** Whether a reader's visit counts as a view of the story. */
export function countsViews(item: PublicationState, now = new Date()): boolean {
  return isPublished(item, now);
}

/** What a public list filter of stories says: the SQL form of `isPublished`, so lists and single reads agree. */
export function publishedScope(now = new Date()): { statuses: ['Approved']; publishedBy: string } {
  return { statuses: ['Approved'], publishedBy: now.toISOString() };
}

/** One thing a stored image belongs to: a story (as the policy sees it), or a reader's contribution. */
export type MediaUse = { kind: 'story'; story: NewsVisibility } | { kind: 'contribution' };

/**
 * Whether the actor may see a stored image, given everything it belongs to. Anyone, when one story using it is
 * published; otherwise whoever may see one of those stories (its author, an ADMIN). A contribution's photos are
 * for whoever manages contributions until an ADMIN turns the contribution into a story, which then shares them.
 * An image that belongs to nothing is one whose story or contribution is still being saved (rows and the item
 * that uses them commit together) or a leftover: its uploader is not recorded, so only a reviewer sees it.
 */
export function canSeeMedia(actor: Actor | null | undefined, uses: readonly MediaUse[], now = new Date()): boolean {
  if (uses.length === 0) return can(actor, 'reviewNews');
  return uses.some((use) => (use.kind === 'story' ? canSee(actor, use.story, now) : can(actor, 'manageContributions')));
}

/** Whether anyone, signed in or not, may see the image now: what may be cached publicly. */
export function isPublicMedia(uses: readonly MediaUse[], now = new Date()): boolean {
  return canSeeMedia(null, uses, now);
}

/** Which stories a list holds: the filter the server turns into a query. */
export interface NewsScope {
  statuses?: readonly NewsStatus[];
  authorId?: string;
  /** Only stories published at or before this instant (ISO). */
  publishedBy?: string;
}

/** Whose stories a back-office list shows the actor: everyone's to a reviewer, their own to an author. */
export function newsListScopeFor(actor: Actor): { authorId?: string } {
  return can(actor, 'reviewNews') ? {} : { authorId: actor.id };
}

/** What a search finds for the actor: every status for a reviewer, published stories for anyone else. */
export function newsSearchScopeFor(actor: Actor | null | undefined, now = new Date()): NewsScope {
  return can(actor, 'reviewNews') ? {} : publishedScope(now);
}

/** Whether a list in this scope is the same for every caller, so its answer may be shared (cached publicly). */
export function isPublicScope(scope: NewsScope): boolean {
  return scope.publishedBy !== undefined && scope.authorId === undefined && scope.statuses?.length === 1 && scope.statuses[0] === 'Approved';
}

/**
 * Whether an edit by the actor sends the story back to review: an AUTHOR's edit of an Approved, Rejected or Archived
 * one does (an Archived story may be approved again from the archive: what it says then must have been reviewed).
 */
export function editSendsBackToReview(actor: Actor, item: Pick<NewsVisibility, 'status'>): boolean {
  return actor.role === 'AUTHOR' && (item.status === 'Approved' || item.status === 'Rejected' || item.status === 'Archived');
}

/**
 * Whether changing a user's role from `current` to `next` (`null`: deleting the user) takes away an ADMIN. The
 * newsroom allows it only while another ADMIN remains, so that someone can still manage users.
 */
export function takesAwayAnAdmin(current: Role, next: Role | null): boolean {
  return current === 'ADMIN' && next !== 'ADMIN';
}
