/**
 * POST /news: a new item from the content form, sent as SPEC §3's multipart form (title, thumbnailUrl file,
 * description, content, category, author, embedYoutubeUrl, repeated additionalPhotos), plus each photo's caption,
 * credit and alt text (thumbnailDetails, photoDetails). It starts Pending. Photos are scaled down first where they
 * are larger than the server shows, and the body goes out with its progress reported.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News, PhotoDetails, ThumbnailDetails } from '@newsroom/shared';
import { downscaleImage, downscaleImages } from '../../../lib/downscale-image';
import { uploadRequest, type UploadProgress } from '../../../lib/upload-request';
import { newsQueryKey } from './get-news';

/** The photos' words and order, sent beside the files. */
export interface NewsPhotoFields {
  /** Sent when there is something to say, or on edit to clear what was said. */
  thumbnailDetails?: ThumbnailDetails;
  /**
   * The additional photos in display order, each a stored photo's URL or `new:N` for the N-th additionalPhotos file
   * sent, with its words. Sent when there are any, or on edit (where it decides which stored photos stay, and the order).
   */
  photoDetails?: PhotoDetails;
}

export interface NewsFormPayload extends NewsPhotoFields {
  title: string;
  description: string;
  content: string;
  /** The category's name, as SPEC's client sends it. */
  category: string;
  /** Empty clears the video link. */
  embedYoutubeUrl: string;
  /** A new thumbnail image, or null to keep what there is (nothing, on create). */
  thumbnail: File | null;
  /** The new photos, in the order shown. */
  additionalPhotos: File[];
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
}

/** The photos' details fields, where there are any. */
export function appendPhotoFields(data: FormData, { thumbnailDetails, photoDetails }: NewsPhotoFields): void {
  if (thumbnailDetails) data.append('thumbnailDetails', JSON.stringify(thumbnailDetails));
  if (photoDetails) data.append('photoDetails', JSON.stringify(photoDetails));
}

/** The multipart body shared by create and update; field names are SPEC §3's. Photos are scaled down first. */
export async function newsFormData(payload: NewsFormPayload, { onProgress }: UploadOptions = {}): Promise<FormData> {
  if (payload.thumbnail || payload.additionalPhotos.length > 0) onProgress?.({ phase: 'preparing' });
  const thumbnail = payload.thumbnail && (await downscaleImage(payload.thumbnail));
  const additionalPhotos = await downscaleImages(payload.additionalPhotos);
  const data = new FormData();
  data.append('title', payload.title);
  if (thumbnail) data.append('thumbnailUrl', thumbnail);
  data.append('description', payload.description);
  data.append('content', payload.content);
  data.append('category', payload.category);
  data.append('embedYoutubeUrl', payload.embedYoutubeUrl);
  for (const photo of additionalPhotos) data.append('additionalPhotos', photo);
  appendPhotoFields(data, payload);
  return data;
}

/** Sends a news form, reporting its progress. */
export function sendNewsForm(path: string, method: 'POST' | 'PUT', body: FormData, { onProgress }: UploadOptions): Promise<News> {
  return uploadRequest<News>(path, { method, body, onProgress: (sent) => onProgress?.({ phase: 'sending', sent }) });
}

export interface CreateNewsPayload extends NewsFormPayload {
  /** SPEC §3 sends the stored full name; the server takes the byline from the signed-in user anyway. */
  author: string;
}

export async function createNews({ author, ...payload }: CreateNewsPayload, options: UploadOptions = {}): Promise<News> {
  const data = await newsFormData(payload, options);
  data.append('author', author);
  return sendNewsForm('/news', 'POST', data, options);
}

export function useCreateNews(options: UploadOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateNewsPayload) => createNews(payload, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueryKey }),
  });
}
