/** DELETE /contribute-news/{id} (ADMIN): the contribution and its photos (a draft made from it keeps the ones it shows). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contribution, Page } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { contributionsQueryKey } from './get-contributions';
import { contributionQueryKey } from './get-contribution';

export function deleteContribution(id: string): Promise<void> {
  return backOfficeRequest<void>(`/contribute-news/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContribution,
    onSuccess: (_answer, id) => {
      // The row leaves every cached page only after the server said yes (SPEC §4)...
      queryClient.setQueriesData<Page<Contribution>>({ queryKey: [...contributionsQueryKey, 'list'] }, (data) =>
        data ? { ...data, items: data.items.filter((item) => item.id !== id), total: Math.max(0, data.total - 1) } : data,
      );
      queryClient.removeQueries({ queryKey: contributionQueryKey(id) });
      // ...then the pages are fetched again, so the next contribution moves up into the gap.
      return queryClient.invalidateQueries({ queryKey: [...contributionsQueryKey, 'list'] });
    },
  });
}
