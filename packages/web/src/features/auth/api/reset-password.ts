/** POST /auth/password-resets: sets a new password with a reset link's token; every session of the user ends. */
import { useMutation } from '@tanstack/react-query';
import type { PasswordResetBody } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';

export function resetPassword(body: PasswordResetBody): Promise<void> {
  return publicRequest<void>('/auth/password-resets', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
