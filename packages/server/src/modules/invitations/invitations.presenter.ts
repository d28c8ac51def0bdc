/** Invitations as the API answers them: never the token's hash. */
import type { Invitation, InvitationPreview } from '@newsroom/shared';
import type { InvitationWithInviter } from './invitations.repository.js';

export function presentInvitation(row: InvitationWithInviter): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    fullname: row.fullname,
    invitedBy: row.inviter_name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** What the invitee's page shows: no id, so the link's holder can do nothing but accept. */
export function presentInvitationPreview(row: InvitationWithInviter): InvitationPreview {
  return { email: row.email, role: row.role, fullname: row.fullname, invitedBy: row.inviter_name, expiresAt: row.expires_at };
}
