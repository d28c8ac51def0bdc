/** Arranges test data through the real API, as a user with a token would (never through the database). */
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import type { LoginResponse, News, User } from '@newsroom/shared';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './environment';

export interface Session extends LoginResponse {
  password: string;
}

let counter = 0;
/** Unique enough for one run: every journey makes its own names. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter += 1)}`;

export async function login(request: APIRequestContext, username: string, password: string): Promise<Session> {
  const response = await request.post('/api/v1/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`login as ${username}: ${response.status()} ${await response.text()}`);
  return { ...((await response.json()) as LoginResponse), password };
}

export const loginAsAdmin = (request: APIRequestContext) => login(request, ADMIN_USERNAME, ADMIN_PASSWORD);

/** The headers a signed-in user's requests carry. */
export const auth = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

export async function createUser(request: APIRequestContext, admin: Session, role: 'admin' | 'author', fullname: string): Promise<Session> {
  const username = unique(role);
  const password = 'Journey#2026';
  const response = await request.post('/api/v1/user', {
    headers: auth(admin),
    data: { fullname, username, email: `${username}@school.test`, role: [role], password },
  });
  if (!response.ok()) throw new Error(`create user: ${response.status()} ${await response.text()}`);
  const user = (await response.json()) as User;
  return login(request, user.username, password);
}

/** A JPEG of one colour with a label, as a phone photo stand-in. */
export async function photo(label: string, color = '#2f9e44'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="${color}"/><text x="40" y="440" font-size="60" font-family="sans-serif" fill="white">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

export interface NewsInput {
  title: string;
  description?: string;
  content?: string;
  category?: string;
  photos?: number;
}

export async function createNews(request: APIRequestContext, author: Session, input: NewsInput): Promise<News> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    title: input.title,
    description: input.description ?? `${input.title}: the short version.`,
    content: input.content ?? `${input.title}. This is the whole story, told in a few sentences for the readers.`,
    category: input.category ?? 'BalitAraneta',
    thumbnailUrl: { name: 'thumbnail.jpg', mimeType: 'image/jpeg', buffer: await photo(input.title.slice(0, 12)) },
  };
  // Playwright's multipart takes one value per name; repeated photos go through FormData instead.
  const form = new FormData();
  for (const [name, value] of Object.entries(multipart)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.buffer)], { type: value.mimeType }), value.name);
  }
  for (let index = 0; index < (input.photos ?? 0); index += 1) {
    form.append(
      'additionalPhotos',
      new Blob([new Uint8Array(await photo(`Photo ${index + 1}`, '#1971c2'))], { type: 'image/jpeg' }),
      `photo${index}.jpg`,
    );
  }
  const response = await request.post('/api/v1/news', { headers: auth(author), multipart: form });
  if (!response.ok()) throw new Error(`create news: ${response.status()} ${await response.text()}`);
  return (await response.json()) as News;
}

/** Edits a story as the edit form saves it: its words, category and video as they are, but for the changes. */
export async function editNews(request: APIRequestContext, author: Session, story: News, changes: Record<string, string> = {}): Promise<News> {
  const form = new FormData();
  const { title, description, content, category, embedYouTubeUrl } = story;
  for (const [name, value] of Object.entries({ title, description, content, category, embedYoutubeUrl: embedYouTubeUrl ?? '', ...changes })) {
    form.append(name, value);
  }
  const response = await request.put(`/api/v1/news/${story.id}`, { headers: auth(author), multipart: form });
  if (!response.ok()) throw new Error(`edit news: ${response.status()} ${await response.text()}`);
  return (await response.json()) as News;
}

/** The author's stories waiting for review. */
export async function pendingNewsOf(request: APIRequestContext, author: Session): Promise<News[]> {
  const response = await request.get('/api/v1/news/pending', { headers: auth(author) });
  if (!response.ok()) throw new Error(`pending news: ${response.status()} ${await response.text()}`);
  return (await response.json()) as News[];
}

export async function approveNews(request: APIRequestContext, admin: Session, id: string, publicationDate?: string): Promise<News> {
  const response = await request.post(`/api/v1/approve/news/${id}`, { headers: auth(admin), data: publicationDate ? { publicationDate } : {} });
  if (!response.ok()) throw new Error(`approve: ${response.status()} ${await response.text()}`);
  return (await response.json()) as News;
}

export async function rejectNews(request: APIRequestContext, admin: Session, id: string): Promise<void> {
  const response = await request.post(`/api/v1/reject/news/${id}`, { headers: auth(admin) });
  if (!response.ok()) throw new Error(`reject: ${response.status()} ${await response.text()}`);
}

export async function createCategory(request: APIRequestContext, admin: Session, name: string): Promise<void> {
  const response = await request.post('/api/v1/categories', { headers: auth(admin), data: { name, description: `All about ${name}.` } });
  if (!response.ok()) throw new Error(`create category: ${response.status()} ${await response.text()}`);
}

/** A visitor's comment, as the article page sends it; the Visitor-Id makes the visitor. */
export async function postComment(
  request: APIRequestContext,
  newsId: string,
  visitorId: string,
  comment: { fullName: string; content: string },
): Promise<void> {
  const response = await request.post(`/api/v1/comment-news/${newsId}`, {
    headers: { 'visitor-id': visitorId },
    data: { ...comment, email: 'reader@example.com' },
  });
  if (!response.ok()) throw new Error(`comment: ${response.status()} ${await response.text()}`);
}

export interface ContributionInput {
  author: string;
  category: string;
  /** The category's fields, as "Label: value" lines. */
  fields: Record<string, string>;
  photos: number;
}

/** A visitor's contribution, as the contribute form sends it. */
export async function createContribution(request: APIRequestContext, input: ContributionInput): Promise<void> {
  const form = new FormData();
  form.append('author', input.author);
  form.append('authorEmail', 'visitor@example.com');
  form.append('category', input.category);
  form.append(
    'content',
    Object.entries(input.fields)
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n'),
  );
  for (let index = 0; index < input.photos; index += 1) {
    form.append('photos', new Blob([new Uint8Array(await photo(`Photo ${index + 1}`, '#e8590c'))], { type: 'image/jpeg' }), `photo${index}.jpg`);
  }
  const response = await request.post('/api/v1/contribute-news', { multipart: form });
  if (!response.ok()) throw new Error(`contribute: ${response.status()} ${await response.text()}`);
}
