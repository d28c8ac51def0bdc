/** POST /invitations (ADMIN): e-mail, role and an optional full name; the invitee gets a link by e-mail. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InvitationBody } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { invitationsQueryKey } from './get-invitations';

export function inviteUser(body: InvitationBody): Promise<Invitation> {
  return backOfficeRequest<Invitation>('/invitations', { method: 'POST', body });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    // The new invitation may replace an open one to the same address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
