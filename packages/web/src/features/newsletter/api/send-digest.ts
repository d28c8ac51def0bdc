/** POST /newsletters (ADMIN): a digest of the chosen stories, sent now to every confirmed subscriber. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DigestRequest, Newsletter } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { newsletterQueryKey } from './get-newsletter';
import { newslettersQueryKey } from './get-newsletters';

export function sendDigest(request: DigestRequest): Promise<Newsletter> {
  return backOfficeRequest<Newsletter>('/newsletters', { method: 'POST', body: request });
}

export function useSendDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDigest,
    onSuccess: (newsletter) => {
      queryClient.setQueryData(newsletterQueryKey(newsletter.id), newsletter);
      return queryClient.invalidateQueries({ queryKey: [...newslettersQueryKey, 'history'] });
    },
  });
}
