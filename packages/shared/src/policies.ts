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
  | 'readNotifications';

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
 * Whether the actor may see a story, and so its view count, comments, summary and media: everyone a published
 * one, and otherwise whoever may read it in the back office (its author, an ADMIN).
 */
export function canSee(actor: Actor | null | undefined, item: NewsVisibility, now = new Date()): boolean {
  return isPublished(item, now) || can(actor, 'readNews', item);
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

/** Whose stories a back-office list shows the actor: everyone's to a reviewer, their own to an author. */
export function newsListScopeFor(actor: Actor): { authorId?: string } {
  return can(actor, 'reviewNews') ? {} : { authorId: actor.id };
}

/** Whether a search may find stories that are not published (a reviewer's search covers every status). */
export function searchesEveryStatus(actor: Actor | null | undefined): boolean {
  return can(actor, 'reviewNews');
}
