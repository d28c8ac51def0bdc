/**
 * Test helpers for the content forms: opening and filling the post form, image files, jsdom's missing object URLs,
 * and the multipart body sent.
 */
import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Category } from '@newsroom/shared';
import { mockApi, reply } from '../../../test/mock-api';
import { author, renderRoute, type TestUser } from '../../../test/render-route';

export const categories: Category[] = [
  { id: 'c1', name: 'BalitAraneta', description: 'School news', slug: 'BalitAraneta' },
  { id: 'c2', name: 'Animo Idol', description: 'Featured Lasallians', slug: 'Animo-Idol' },
];

export const imageFile = (name: string) => new File(['image-bytes'], name, { type: 'image/png' });

/** jsdom has no object URLs; the pickers' previews need them. */
export function stubObjectUrls() {
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: () => `blob:preview-${next++}` });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
}

/** The hidden file input of a picker, found through its label. */
export const fileInput = (label: RegExp) => screen.getByLabelText(label, { selector: 'input[type="file"]' }) as HTMLInputElement;

/** Picks files the way the browser's file dialog does (user-event would filter them by accept itself). */
export function pickFiles(label: RegExp, files: File[]) {
  fireEvent.change(fileInput(label), { target: { files } });
}

/** Picks image files and waits for their previews ("Photo 2: cover.png"). */
export async function chooseFiles(label: RegExp, files: File[]) {
  pickFiles(label, files);
  for (const file of files) await screen.findByRole('img', { name: (name) => name.endsWith(`: ${file.name}`) });
}

/** A multipart body as field name → values (file names for files). */
export function formEntries(body: unknown): Record<string, string[]> {
  const entries: Record<string, string[]> = {};
  for (const [name, value] of (body as FormData).entries()) {
    (entries[name] ??= []).push(typeof value === 'string' ? value : `file:${value.name}`);
  }
  return entries;
}

/** Replaces a field's text in one go (pasting, as typing key by key is slow with no gain here). */
export async function enter(user: UserEvent, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

// Each test fills a whole form with uploads; on a busy machine that can pass the 15 s default.
export const slow = { timeout: 45_000 };

/** A post form's field by its label (the file pickers have their own helpers). */
export const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input:not([type="file"]), select, textarea' });

export const post = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Post' }));

/** Fills every field of the post form but its photos and video. */
export async function fillValid(user: UserEvent) {
  await enter(user, field(/^title/i), '  Robotics team wins  ');
  await user.selectOptions(field(/^category/i), 'Animo Idol');
  await enter(user, field(/^description/i), 'Our robotics team took first place.');
  await enter(user, field(/^content/i), 'First paragraph.\nSecond line.');
}

/** Opens a new post's form with the categories (and `handlers`) mocked, once it shows. */
export async function openNewPost(handlers: Parameters<typeof mockApi>[0] = {}, as: TestUser = author) {
  const api = mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories), ...handlers });
  const view = renderRoute('/add-news/_add', { as });
  await screen.findByRole('heading', { name: 'Create Post' });
  return { api, ...view };
}
