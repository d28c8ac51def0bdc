/** Arranging shared data once for a file's tests (beforeAll has no request fixture of its own). */
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { loginAsAdmin, type Session } from './api';
import { BASE_URL } from './environment';

export async function arrange<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  build: (request: APIRequestContext, admin: Session) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    return await build(request, await loginAsAdmin(request));
  } finally {
    await request.dispose();
  }
}
