/**
 * POST /AInews: a new item from the AI form (multipart thumbnail, category, content, repeated
 * additionalPhotos); the server drafts its title and description, and it starts Pending.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { newsQueryKey } from './get-news';

export interface CreateAiNewsPayload {
  thumbnail: File;
  /** The category's name. */
  category: string;
  content: string;
  additionalPhotos: File[];
}

export function createAiNews(payload: CreateAiNewsPayload): Promise<News> {
  const data = new FormData();
  data.append('thumbnail', payload.thumbnail);
  data.append('category', payload.category);
  data.append('content', payload.content);
  for (const photo of payload.additionalPhotos) data.append('additionalPhotos', photo);
  return backOfficeRequest<News>('/AInews', { method: 'POST', body: data });
}

export function useCreateAiNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAiNews,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueryKey }),
  });
}
