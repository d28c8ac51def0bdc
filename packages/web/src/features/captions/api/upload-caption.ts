/** POST /news/{id}/captions: a language's WebVTT or SubRip file, in place of the one before (multipart `file` + `language`). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaptionLanguage, VideoCaption } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { captionsQueryOptions } from './get-captions';

export interface UploadCaptionInput {
  newsId: string;
  language: CaptionLanguage;
  file: File;
}

export function uploadCaption({ newsId, language, file }: UploadCaptionInput): Promise<VideoCaption> {
  const body = new FormData();
  body.append('language', language);
  body.append('file', file);
  return backOfficeRequest<VideoCaption>(`/news/${encodeURIComponent(newsId)}/captions`, { method: 'POST', body });
}

export function useUploadCaption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCaption,
    onSuccess: (_answer, { newsId }) => queryClient.invalidateQueries({ queryKey: captionsQueryOptions(newsId).queryKey }),
  });
}
