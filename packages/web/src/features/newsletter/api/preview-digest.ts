/** POST /newsletters/preview (ADMIN): the digest of the chosen stories as a subscriber in one language would get it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DigestPreview, Language } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { newslettersQueryKey } from './get-newsletters';

export function previewDigest(newsIds: readonly string[], language: Language): Promise<DigestPreview> {
  return backOfficeRequest<DigestPreview>('/newsletters/preview', { method: 'POST', body: { newsIds, language } });
}

/** A read, though a POST: the same stories in the same language give the same preview, kept while the page is open. */
export function digestPreviewQueryOptions(newsIds: readonly string[], language: Language) {
  return queryOptions({
    queryKey: [...newslettersQueryKey, 'preview', language, newsIds],
    queryFn: () => previewDigest(newsIds, language),
    enabled: newsIds.length > 0,
  });
}

export function useDigestPreview(newsIds: readonly string[], language: Language) {
  return useQuery(digestPreviewQueryOptions(newsIds, language));
}
