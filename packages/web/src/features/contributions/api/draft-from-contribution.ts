/** POST /contribute-news/{id}/draft (ADMIN): a Pending news item prefilled from the contribution, once per contribution. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContributionDetails } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { contributionsQueryKey } from './get-contributions';
import { contributionQueryKey } from './get-contribution';

export interface ContributionDraft {
  message: string;
  newsId: string;
}

export function draftFromContribution(id: string): Promise<ContributionDraft> {
  return backOfficeRequest<ContributionDraft>(`/contribute-news/${encodeURIComponent(id)}/draft`, { method: 'POST' });
}

export function useDraftFromContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: draftFromContribution,
    onSuccess: (draft, id) => {
      queryClient.setQueryData<ContributionDetails>(contributionQueryKey(id), (details) =>
        details ? { ...details, draftNewsId: draft.newsId } : details,
      );
      return queryClient.invalidateQueries({ queryKey: [...contributionsQueryKey, 'list'] });
    },
    // Drafted meanwhile elsewhere (409): read the contribution again so the screen shows its draft.
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: contributionQueryKey(id) }),
  });
}
