/** Small factories for news tests: real images made with sharp, items written through the API, rows for archives. */
import sharp from 'sharp';
import type { Insertable } from 'kysely';
import type { News } from '@newsroom/shared';
import type { NewsTable } from '../../src/db/schema.js';
import { newId } from '../../src/lib/ids.js';
import { bearer, type TestApp } from './test-app.js';
import { multipartPayload } from './multipart.js';

export async function pngImage(width = 64, height = 48, color = { r: 200, g: 40, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export interface NewsFields {
  title?: string;
  description?: string;
  content?: string;
  category?: string;
  embedYoutubeUrl?: string;
  existingPhotos?: string;
  /** JSON texts: the photos' words and order (see shared/schemas/photo-details.ts). */
  thumbnailDetails?: string;
  photoDetails?: string;
  /** A finished tus upload of the sender (issue 27). */
  videoUploadId?: string;
}

export const defaultNewsFields = (): Required<
  Omit<NewsFields, 'embedYoutubeUrl' | 'existingPhotos' | 'thumbnailDetails' | 'photoDetails' | 'videoUploadId'>
> => ({
  title: 'Science fair winners announced',
  description: 'Grade 10 students took the top prizes at the regional science fair.',
  content: 'The regional science fair ended on Friday.\nOur students won three medals.',
  category: 'BalitAraneta',
});

export interface NewsFiles {
  thumbnail?: Buffer | null;
  photos?: Buffer[];
}

/** Sends the multipart news form; a thumbnail is included unless `thumbnail: null`. */
export async function sendNewsForm(t: TestApp, token: string, method: 'POST' | 'PUT', url: string, fields: NewsFields = {}, files: NewsFiles = {}) {
  const merged = method === 'POST' ? { ...defaultNewsFields(), ...fields } : fields;
  const thumbnail = files.thumbnail === undefined ? (method === 'POST' ? await pngImage() : null) : files.thumbnail;
  const parts = [
    ...(thumbnail ? [{ field: 'thumbnailUrl', filename: 'thumb.png', contentType: 'image/png', data: thumbnail }] : []),
    ...(files.photos ?? []).map((data, index) => ({ field: 'additionalPhotos', filename: `photo${index}.png`, contentType: 'image/png', data })),
  ];
  const { payload, headers } = multipartPayload(merged as Record<string, string>, parts);
  return t.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
}

export async function createNews(t: TestApp, token: string, fields: NewsFields = {}, files: NewsFiles = {}): Promise<News> {
  const response = await sendNewsForm(t, token, 'POST', '/api/v1/news', fields, files);
  if (response.statusCode !== 201) throw new Error(`creating news failed: ${response.statusCode} ${response.body}`);
  return response.json() as News;
}

/**
 * Sends the edit form of a story as the edit page does: its title, description, content, category and video as they
 * are, but for `changes`. The stored photos stay; `files` adds to them.
 */
export function sendNewsEdit(t: TestApp, token: string, news: News, changes: NewsFields = {}, files: NewsFiles = {}) {
  const { title, description, content, category, embedYouTubeUrl } = news;
  const fields = { title, description, content, category, ...(embedYouTubeUrl ? { embedYoutubeUrl: embedYouTubeUrl } : {}), ...changes };
  return sendNewsForm(t, token, 'PUT', `/api/v1/news/${news.id}`, fields, files);
}

export async function editNews(t: TestApp, token: string, news: News, changes: NewsFields = {}, files: NewsFiles = {}): Promise<News> {
  const response = await sendNewsEdit(t, token, news, changes, files);
  if (response.statusCode !== 200) throw new Error(`editing failed: ${response.statusCode} ${response.body}`);
  return response.json() as News;
}

export async function approveNews(t: TestApp, id: string, publicationDate?: string): Promise<News> {
  const response = await t.inject({
    method: 'POST',
    url: `/api/v1/approve/news/${id}`,
    headers: bearer(await t.adminToken()),
    payload: publicationDate ? { publicationDate } : {},
  });
  if (response.statusCode !== 200) throw new Error(`approving failed: ${response.statusCode} ${response.body}`);
  return response.json() as News;
}

/** An item written by a new AUTHOR and approved now: visible to the public. */
export async function createPublishedNews(t: TestApp, fields: NewsFields = {}): Promise<News> {
  const { token } = await t.createUser('AUTHOR');
  const news = await createNews(t, token, fields);
  return approveNews(t, news.id);
}

/** A story row, to insert hundreds at once where the API would take long: published a minute ago unless `fields` say otherwise. */
export function storyRow(categoryId: string, fields: Partial<Insertable<NewsTable>> = {}): Insertable<NewsTable> & { id: string } {
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    id: newId(),
    title: 'A story',
    description: 'From the archive',
    content: 'Words.',
    category_id: categoryId,
    author_name: 'Staff Writer',
    status: 'Approved',
    publication_date: at,
    views: 0,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}
