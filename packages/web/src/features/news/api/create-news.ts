/**
 * POST /news: a new item from the content form, sent as SPEC §3's multipart form (title, thumbnailUrl file,
 * description, content, category, author, embedYoutubeUrl, repeated additionalPhotos). It starts Pending.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { newsQueryKey } from './get-news';

export interface NewsFormPayload {
  title: string;
  description: string;
  content: string;
  /** The category's name, as SPEC's client sends it. */
  category: string;
  /** Empty clears the video link. */
  embedYoutubeUrl: string;
  /** A new thumbnail image, or null to keep what there is (nothing, on create). */
  thumbnail: File | null;
  additionalPhotos: File[];
}

/** The multipart body shared by create and update; field names are SPEC §3's. */
export function newsFormData(payload: NewsFormPayload): FormData {
  const data = new FormData();
  data.append('title', payload.title);
  if (payload.thumbnail) data.append('thumbnailUrl', payload.thumbnail);
  data.append('description', payload.description);
  data.append('content', payload.content);
  data.append('category', payload.category);
  data.append('embedYoutubeUrl', payload.embedYoutubeUrl);
  for (const photo of payload.additionalPhotos) data.append('additionalPhotos', photo);
  return data;
}

export interface CreateNewsPayload extends NewsFormPayload {
  /** SPEC §3 sends the stored full name; the server takes the byline from the signed-in user anyway. */
  author: string;
}

export function createNews({ author, ...payload }: CreateNewsPayload): Promise<News> {
  const data = newsFormData(payload);
  data.append('author', author);
  return backOfficeRequest<News>('/news', { method: 'POST', body: data });
}

export function useCreateNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueryKey }),
  });
}
