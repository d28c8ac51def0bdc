/**
 * The one way the app talks to the server: JSON in and out under /api/v1, the bearer token on back-office
 * calls, and every failure turned into an `ApiError` built from the server's error body
 * `{statusCode, error, message, errors?: [{field, message}]}`.
 */
import { currentLanguage, i18n } from '../i18n/i18n';
import { getVisitorId, readStorage, storageKeys } from './storage';

export const API_BASE = '/api/v1';

export class ApiError extends Error {
  readonly status: number;
  /** Messages per form field, from the server's `errors` list (first message per field). */
  readonly fieldErrors: Record<string, string>;
  /** False when the server gave no message of its own (an empty or unreadable body). */
  readonly readable: boolean;

  constructor(status: number, message: string, fieldErrors: Record<string, string> = {}, readable = true) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.readable = readable;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The server's message when there is one, otherwise the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.readable && error.message ? error.message : fallback;
}

type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Send the anonymous visitor's id as the Visitor-Id header (public comments, views). */
  withVisitorId?: boolean;
  /** Defaults to /api/v1; the summary call lives at the site root. */
  base?: string;
  signal?: AbortSignal;
}

let onSessionExpired: () => void = () => window.location.assign('/login');

/** How a request leaves the app: the browser's fetch, or the server's own API while it renders a page (entry-server.tsx). */
export type Transport = (url: string, init: RequestInit & { method: string; headers: Record<string, string> }) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

export function setTransport(next: Transport): void {
  transport = next;
}

/** The app installs its router's navigation here, so an expired session leads to /login without a reload. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  let url = `${base}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) params.append(name, String(value));
    }
    const search = params.toString();
    if (search) url += `?${search}`;
  }
  return url;
}

function parseBody(text: string, contentType: string): unknown {
  if (!text) return undefined;
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    const fieldErrors: Record<string, string> = {};
    if (Array.isArray(errors)) {
      for (const entry of errors) {
        if (!entry || typeof entry !== 'object') continue;
        const { field, message: fieldMessage } = entry as { field?: unknown; message?: unknown };
        if (typeof field !== 'string' || typeof fieldMessage !== 'string') continue;
        // "role.0" is the first item of the role list: the form knows it as "role".
        const name = field.split('.')[0];
        if (name && !(name in fieldErrors)) fieldErrors[name] = fieldMessage;
      }
    }
    if (typeof message === 'string' && message) return new ApiError(status, message, fieldErrors);
  }
  if (typeof body === 'string' && body.trim() && body.length < 300) return new ApiError(status, body.trim());
  return new ApiError(status, statusText || i18n.t('errors.requestFailed', { ns: 'common', status }), {}, false);
}

/**
 * A finished answer, whatever carried it (fetch, or an XMLHttpRequest for upload progress): its body, parsed as
 * JSON when it says so, for a 2xx status; otherwise the app's `ApiError` is thrown.
 */
export function answerOf<T>(status: number, statusText: string, text: string, contentType: string): T {
  const body = parseBody(text, contentType);
  if (status < 200 || status >= 300) throw toApiError(status, statusText, body);
  return body as T;
}

/** The error of a call that never got an answer. */
export function networkError(): ApiError {
  // In the language of the moment, as the server words its own errors in the language the call asked for.
  return new ApiError(0, i18n.t('errors.unreachable', { ns: 'common' }));
}

async function send<T>(path: string, options: RequestOptions, token: string | null): Promise<T> {
  const { method = 'GET', body, query, withVisitorId, base = API_BASE, signal } = options;
  // The server words its messages (errors, notifications) in the language asked for.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  if (withVisitorId) headers['Visitor-Id'] = getVisitorId();

  let response: Response;
  try {
    response = await transport(buildUrl(base, path, query), { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  return answerOf<T>(response.status, response.statusText, await response.text(), response.headers.get('content-type') ?? '');
}

/** A call anyone may make: no token is sent, so the answer is the public one. */
export function publicRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(path, options, null);
}

/**
 * A public read sent with the token when someone is signed in on this browser: the server then answers it fresh,
 * never from its public cache, which another instance's write may not have reached yet; so what a person just saved
 * (a category, the site's settings) shows on the next screen whichever instance answers. No 401 handling: the answer
 * is public, and the server ignores a token that no longer works.
 */
export function sharedRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(path, options, readStorage(storageKeys.token) || null);
}

/** A call with this token, not the stored one (the sign-out of a token no longer stored); a 401 is only thrown. */
export function requestWithToken<T>(path: string, token: string, options: RequestOptions = {}): Promise<T> {
  return send<T>(path, options, token);
}

/**
 * Asked when a back-office write meets a 401: shows a sign-in dialog and resolves with the new token, or null when
 * the writer gives up. Installed by the back office (features/auth/components/session-renewal-dialog.tsx); none on public pages.
 */
export type SessionRenewal = () => Promise<string | null>;
let renewSession: SessionRenewal | null = null;

export function setSessionRenewal(renewal: SessionRenewal | null): void {
  renewSession = renewal;
}

/**
 * Runs a back-office call with the stored token. On a 401 a write is not lost: when a sign-in dialog is installed
 * it asks for the password again and the call is sent once more with the new token; otherwise (or when the writer
 * cancels, or for a read) the session is cleared and /login shown. `call` may use any transport (fetch, or an
 * XMLHttpRequest for upload progress) as long as it throws `ApiError`.
 */
export async function withBackOfficeToken<T>(call: (token: string | null) => Promise<T>, { write }: { write: boolean }): Promise<T> {
  // The token as stored now (a logout right after the call must not take it away); the session module itself comes
  // with the back office's code, so public pages never load it.
  const token = readStorage(storageKeys.token) || null;
  try {
    return await call(token);
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    const renewedToken = write && renewSession ? await renewSession() : null;
    if (renewedToken) return withBackOfficeToken(call, { write: false });
    (await import('./session')).clearSession();
    onSessionExpired();
    throw error;
  }
}

/** A back-office call: sends the bearer token; see `withBackOfficeToken` for what a 401 does. */
export function backOfficeRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return withBackOfficeToken((token) => send<T>(path, options, token), { write: (options.method ?? 'GET') !== 'GET' });
}

/** A file the server made (a CSV export), with the name its Content-Disposition gives it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

const FILENAME = /filename="([^"]+)"/i;

/**
 * A back-office file: fetched with the bearer token (a plain link could not send it), read whole as a Blob. A refusal
 * is an `ApiError` as for any call; a 401 ends the session as a read does.
 */
export function backOfficeFile(path: string): Promise<DownloadedFile> {
  return withBackOfficeToken(
    async (token) => {
      const headers: Record<string, string> = { 'Accept-Language': currentLanguage() };
      if (token) headers.Authorization = `Bearer ${token}`;
      let response: Response;
      try {
        response = await transport(buildUrl(API_BASE, path), { method: 'GET', headers });
      } catch {
        throw networkError();
      }
      if (!response.ok) answerOf(response.status, response.statusText, await response.text(), response.headers.get('content-type') ?? '');
      return { blob: await response.blob(), filename: FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null };
    },
    { write: false },
  );
}
