/**
 * POST /news: a new item from the content form, sent as SPEC §3's multipart form (title, thumbnailUrl file,
 * description, content, category, author, embedYoutubeUrl, repeated additionalPhotos), the uploaded video's videoUploadId, plus each photo's caption,
 * credit and alt text (thumbnailDetails, photoDetails). It starts Pending. Photos are scaled down first where they
 * are larger than the server shows, and the body goes out with its progress reported.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News, PhotoDetails, ThumbnailDetails } from '@newsroom/shared';
import { downscaleImages } from '../../../lib/downscale-image';
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
  /** The finished tus upload of the story's own video (issue 27), new or replacing the stored one; none keeps it. */
  videoUploadId?: string;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
}

/** The photos' details fields, where there are any. */
export function appendPhotoFields(data: FormData, { thumbnailDetails, photoDetails }: NewsPhotoFields): void {
  if (thumbnailDetails) data.append('thumbnailDetails', JSON.stringify(thumbnailDetails));
  if (photoDetails) data.append('photoDetails', JSON.stringify(photoDetails));
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
  if (payload.videoUploadId) data.append('videoUploadId', payload.videoUploadId);
  appendPhotoFields(data, payload);
  return data;
}

/** The body with its photos scaled down, in the same order (so `new:N` still names the N-th photo sent). */
async function downscaledBody(body: FormData, { onProgress }: UploadOptions): Promise<FormData> {
  const entries = [...body.entries()];
  const files = entries.flatMap(([, value]) => (typeof value === 'string' ? [] : [value]));
  if (files.length === 0) return body;
  onProgress?.({ phase: 'preparing' });
  const scaled = await downscaleImages(files);
  const data = new FormData();
  let next = 0;
  for (const [name, value] of entries) data.append(name, typeof value === 'string' ? value : scaled[next++]);
  return data;
}

/** Sends a news form, its photos scaled down first, reporting its progress. */
export async function sendNewsForm(path: string, method: 'POST' | 'PUT', body: FormData, options: UploadOptions): Promise<News> {
  const data = await downscaledBody(body, options);
  return uploadRequest<News>(path, { method, body: data, onProgress: (sent) => options.onProgress?.({ phase: 'sending', sent }) });
}

export interface CreateNewsPayload extends NewsFormPayload {
  /** SPEC §3 sends the stored full name; the server takes the byline from the signed-in user anyway. */
  author: string;
}

export function createNews({ author, ...payload }: CreateNewsPayload, options: UploadOptions = {}): Promise<News> {
  const data = newsFormData(payload);
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
