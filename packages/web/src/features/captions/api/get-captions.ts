/** GET /news/{id}/captions (its author or an ADMIN): each language's caption file with its cues, for the editor. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaptionFile } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export function getCaptions(newsId: string): Promise<CaptionFile[]> {
  return backOfficeRequest<CaptionFile[]>(`/news/${encodeURIComponent(newsId)}/captions`);
}

export function captionsQueryOptions(newsId: string) {
  return queryOptions({ queryKey: ['captions', newsId], queryFn: () => getCaptions(newsId) });
}

export function useCaptions(newsId: string) {
  return useQuery(captionsQueryOptions(newsId));
}
