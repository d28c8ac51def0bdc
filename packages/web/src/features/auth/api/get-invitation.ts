/** GET /invitations/by-token/{token}: what an invitation's link offers (the e-mail, the role, who invited, until when). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';

export function getInvitation(token: string): Promise<InvitationPreview> {
  return publicRequest<InvitationPreview>(`/invitations/by-token/${encodeURIComponent(token)}`);
}

export function invitationQueryOptions(token: string) {
  // A dead link stays dead: asking again would not change the answer.
  return queryOptions({ queryKey: ['invitation', token], queryFn: () => getInvitation(token), retry: false, staleTime: Infinity });
}

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
}
