/**
 * A back-office multipart write that reports how much of its body has left the browser. fetch cannot tell (no upload
 * progress for a request body), so this one call goes through XMLHttpRequest; its token, its 401 handling and its
 * errors are api-client's, so a caller cannot tell it from `backOfficeRequest`.
 */
import { currentLanguage } from '../i18n/i18n';
import { answerOf, API_BASE, networkError, withBackOfficeToken } from './api-client';

/** Where an upload is: its photos being made ready (scaled down), then its body being sent (0 to 1). */
export type UploadProgress = { phase: 'preparing' } | { phase: 'sending'; sent: number };

export interface UploadRequestOptions {
  method: 'POST' | 'PUT';
  body: FormData;
  /** The share of the body sent so far, from 0 to 1; starts again at 0 when the call is sent again after a sign-in. */
  onProgress?: (sent: number) => void;
}

function send<T>(path: string, { method, body, onProgress }: UploadRequestOptions, token: string | null): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, `${API_BASE}${path}`);
    request.setRequestHeader('Accept', 'application/json');
    // As api-client's calls: the server words its errors in the reader's language.
    request.setRequestHeader('Accept-Language', currentLanguage());
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const answer = answerOf<T>(request.status, request.statusText, request.responseText, request.getResponseHeader('content-type') ?? '');
        onProgress?.(1);
        resolve(answer);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(networkError());
    request.ontimeout = request.onerror;
    onProgress?.(0);
    request.send(body);
  });
}

/** Sends a multipart body with the back-office token, reporting upload progress; fails with the app's `ApiError`. */
export function uploadRequest<T>(path: string, options: UploadRequestOptions): Promise<T> {
  return withBackOfficeToken((token) => send<T>(path, options, token), { write: true });
}
