/** POST /invitation-acceptances: makes the invitee's account and answers as POST /login does, signing them in. */
import { useMutation } from '@tanstack/react-query';
import type { InvitationAcceptanceBody, LoginResponse } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';

export function acceptInvitation(body: InvitationAcceptanceBody): Promise<LoginResponse> {
  return publicRequest<LoginResponse>('/invitation-acceptances', { method: 'POST', body });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
