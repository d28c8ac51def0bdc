/** POST /newsletters/test (ADMIN): the digest of the chosen stories, once, to the signed-in ADMIN's own address. */
import { useMutation } from '@tanstack/react-query';
import type { DigestRequest } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export function sendTestDigest(request: DigestRequest): Promise<void> {
  return backOfficeRequest<void>('/newsletters/test', { method: 'POST', body: request });
}

export function useSendTestDigest() {
  return useMutation({ mutationFn: sendTestDigest });
}
