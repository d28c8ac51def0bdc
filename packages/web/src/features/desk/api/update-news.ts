/**
 * PUT /news/{id}: the same multipart form as create, without author; existingPhotos lists (as JSON) the
 * URLs of the photos the editor kept, so the server drops the others (photoDetails says the same, with the order
 * and the captions; existingPhotos stays for servers that know only it).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { publicNewsItemQueryKey } from '../../../api/get-public-news-item';
import { publicNewsListsQueryKey } from '../../../api/get-public-news';
import { newsFormData, sendNewsForm, type NewsFormPayload, type UploadOptions } from './create-news';
import { newsQueryKey } from './get-news';

export interface UpdateNewsPayload extends NewsFormPayload {
  id: string;
  existingPhotos: string[];
}

export function updateNews({ id, existingPhotos, ...payload }: UpdateNewsPayload, options: UploadOptions = {}): Promise<News> {
  const data = newsFormData(payload);
  data.append('existingPhotos', JSON.stringify(existingPhotos));
  return sendNewsForm(`/news/${encodeURIComponent(id)}`, 'PUT', data, options);
}

/**
 * What an edit (or a restore) makes stale: the item, its lists and its history (all under the news key), and, since
 * an edited item may be a published one, the public pages' copies.
 */
export function invalidateEditedNews(queryClient: QueryClient, id: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: newsQueryKey }),
    queryClient.invalidateQueries({ queryKey: publicNewsListsQueryKey }),
    queryClient.invalidateQueries({ queryKey: publicNewsItemQueryKey(id) }),
  ]);
}

export function useUpdateNews(options: UploadOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateNewsPayload) => updateNews(payload, options),
    onSuccess: (_, { id }) => invalidateEditedNews(queryClient, id),
  });
}
