/**
 * A story's own video sent over tus (issue 27) through Uppy's core and tus plugin, without Uppy's UI: the form draws
 * its own. Loaded only when a writer picks a video (news-form-video.tsx imports it lazily), so neither Uppy nor tus
 * ever reaches a public page. The upload resumes where it stopped: after a dropped connection (retryDelays), and
 * after a reload, since tus keeps the upload's address in localStorage under the file's fingerprint until it is done.
 */
import Uppy from '@uppy/core';
import Tus from '@uppy/tus';
import { VIDEO_UPLOADS_PATH } from '@newsroom/shared';
import { readStorage, storageKeys } from '../../../lib/storage';

export interface VideoUploadHandlers {
  onProgress: (bytesUploaded: number, bytesTotal: number) => void;
  /** The tus upload id: the last path segment of the upload's address, which the story form sends as videoUploadId. */
  onSuccess: (uploadId: string) => void;
  onError: (error: Error) => void;
}

export interface VideoUpload {
  /** Stops for good: the server drops what it has, and the file starts afresh next time. */
  cancel: () => void;
  /** Stops but keeps the server's part and the fingerprint, so picking the same file again goes on from there. */
  pause: () => void;
}

/** Waits between tries after a dropped connection, then gives up and lets the writer try again. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

export function uploadIdOf(uploadUrl: string): string {
  const path = new URL(uploadUrl, 'http://localhost').pathname.replace(/\/+$/, '');
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

export function startVideoUpload(file: File, handlers: VideoUploadHandlers): VideoUpload {
  const uppy = new Uppy({ autoProceed: false, allowMultipleUploadBatches: false });
  uppy.use(Tus, {
    // Absolute: tus resolves the server's Location against it, and a relative Location against a relative path fails.
    endpoint: new URL(VIDEO_UPLOADS_PATH, window.location.href).href,
    // Read on every request, so a token renewed while a long upload runs is the one sent.
    headers: (): Record<string, string> => {
      const token = readStorage(storageKeys.token);
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    retryDelays: RETRY_DELAYS,
    removeFingerprintOnSuccess: true,
  });
  uppy.on('upload-progress', (_file, progress) => handlers.onProgress(progress.bytesUploaded, progress.bytesTotal ?? file.size));
  uppy.on('upload-success', (_file, response) => {
    const url = response?.uploadURL;
    if (url) handlers.onSuccess(uploadIdOf(url));
    else handlers.onError(new Error('The upload finished without an address.'));
  });
  uppy.on('upload-error', (_file, error) => handlers.onError(error));
  // Once the batch is over, successful or not: Uppy's own listeners (online, offline) go with it.
  uppy.on('complete', () => uppy.destroy());
  uppy.addFile({ name: file.name, type: file.type, data: file, source: 'story-form' });
  void uppy.upload();
  return {
    cancel: () => {
      uppy.cancelAll();
      uppy.destroy();
    },
    // Not destroyed: destroying cancels, and cancelling a tus upload deletes it on the server.
    pause: () => uppy.pauseAll(),
  };
}
