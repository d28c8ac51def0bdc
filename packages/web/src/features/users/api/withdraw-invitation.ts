/** DELETE /invitations/{id} (ADMIN): the invitation's link stops working. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { invitationsQueryKey } from './get-invitations';

export function withdrawInvitation(id: string): Promise<void> {
  return backOfficeRequest<void>(`/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<Invitation[]>(invitationsQueryKey, (list) => list?.filter((invitation) => invitation.id !== id)),
  });
}
