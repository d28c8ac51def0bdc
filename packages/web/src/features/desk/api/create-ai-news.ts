/**
 * POST /AInews: a new item from the AI form (multipart thumbnail, category, content, repeated
 * additionalPhotos, and the photos' details as create-news sends them); the server drafts its title and
 * description, and it starts Pending. Photos are scaled down and sent as create-news does.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { appendPhotoFields, sendNewsForm, type NewsPhotoFields, type UploadOptions } from './create-news';
import { newsQueryKey } from './get-news';

export interface CreateAiNewsPayload extends NewsPhotoFields {
  thumbnail: File;
  /** The category's name. */
  category: string;
  content: string;
  additionalPhotos: File[];
}

export function createAiNews(payload: CreateAiNewsPayload, options: UploadOptions = {}): Promise<News> {
  const data = new FormData();
  data.append('thumbnail', payload.thumbnail);
  data.append('category', payload.category);
  data.append('content', payload.content);
  for (const photo of payload.additionalPhotos) data.append('additionalPhotos', photo);
  appendPhotoFields(data, payload);
  return sendNewsForm('/AInews', 'POST', data, options);
}

export function useCreateAiNews(options: UploadOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateAiNewsPayload) => createAiNews(payload, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueryKey }),
  });
}
