/**
 * PUT /news/{id}: the same multipart form as create, without author; existingPhotos lists (as JSON) the
 * URLs of the photos the editor kept, so the server drops the others.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { newsFormData, type NewsFormPayload } from './create-news';
import { newsQueryKey } from './get-news';
import { publicNewsItemQueryKey } from './get-public-news-item';
import { publicNewsListsQueryKey } from './get-public-news';

export interface UpdateNewsPayload extends NewsFormPayload {
  id: string;
  existingPhotos: string[];
}

export function updateNews({ id, existingPhotos, ...payload }: UpdateNewsPayload): Promise<News> {
  const data = newsFormData(payload);
  data.append('existingPhotos', JSON.stringify(existingPhotos));
  return backOfficeRequest<News>(`/news/${encodeURIComponent(id)}`, { method: 'PUT', body: data });
}

export function useUpdateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNews,
    // An edited item may be a published one: the public pages' copies are stale too.
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: newsQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicNewsListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicNewsItemQueryKey(id) }),
      ]),
  });
}
