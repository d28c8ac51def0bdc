/** POST /auth/password-reset-requests: asks for a link to set a new password; the answer is the same for any address. */
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequestBody } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';

export function requestPasswordReset(body: PasswordResetRequestBody): Promise<{ message: string }> {
  return publicRequest<{ message: string }>('/auth/password-reset-requests', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
