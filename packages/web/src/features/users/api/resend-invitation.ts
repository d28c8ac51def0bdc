/** POST /invitations/{id}/resend (ADMIN): a new link and 7 more days; the old link stops working. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { invitationsQueryKey } from './get-invitations';

export function resendInvitation(id: string): Promise<Invitation> {
  return backOfficeRequest<Invitation>(`/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' });
}

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: (renewed) =>
      queryClient.setQueryData<Invitation[]>(invitationsQueryKey, (list) =>
        list?.map((invitation) => (invitation.id === renewed.id ? renewed : invitation)),
      ),
  });
}
