/**
 * PUT /news/{id}: the same multipart form as create, without author; existingPhotos lists (as JSON) the
 * URLs of the photos the editor kept, so the server drops the others (photoDetails says the same, with the order
 * and the captions; existingPhotos stays for servers that know only it).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { newsFormData, sendNewsForm, type NewsFormPayload, type UploadOptions } from './create-news';
import { newsQueryKey } from './get-news';
import { publicNewsItemQueryKey } from './get-public-news-item';
import { publicNewsListsQueryKey } from './get-public-news';

export interface UpdateNewsPayload extends NewsFormPayload {
  id: string;
  existingPhotos: string[];
}

export async function updateNews({ id, existingPhotos, ...payload }: UpdateNewsPayload, options: UploadOptions = {}): Promise<News> {
  const data = await newsFormData(payload, options);
  data.append('existingPhotos', JSON.stringify(existingPhotos));
  return sendNewsForm(`/news/${encodeURIComponent(id)}`, 'PUT', data, options);
}

export function useUpdateNews(options: UploadOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateNewsPayload) => updateNews(payload, options),
    // An edited item may be a published one: the public pages' copies are stale too.
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: newsQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicNewsListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicNewsItemQueryKey(id) }),
      ]),
  });
}
