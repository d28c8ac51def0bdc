/**
 * Who may do what. The server calls `can` before acting; the web app calls the same function to decide
 * what to show, so the two never disagree.
 */
import type { Role } from './roles.js';

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
