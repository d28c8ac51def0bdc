/**
 * The video upload with the real Uppy and tus client against a fake tus endpoint (XMLHttpRequest stubbed): creation
 * with the token, the file sent in PATCHes, the upload id from the address, a dropped connection retried, and a
 * second start of the same file (as after a reload) resuming from the server's offset instead of starting again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVideoUpload, uploadIdOf, type VideoUploadHandlers } from './upload-video';

// Vitest runs under Node, where tus picks its Node build (streams, no XMLHttpRequest); the app bundles the browser one.
vi.mock('tus-js-client', () => {
  const browserBuild: string = 'tus-js-client/lib.esm/browser/index.js';
  return import(browserBuild);
});

interface TusRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  size: number;
}

/** A tus server holding one upload: its requests, and PATCHes to fail as a dropped connection. */
function fakeTusServer() {
  const requests: TusRequest[] = [];
  const state = { offset: 0, length: 0, failPatches: 0 };

  class FakeXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: ((error: unknown) => void) | null = null;
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private requestHeaders: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name] = value;
    }
    getResponseHeader(name: string) {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }
    abort() {}
    send(body: Blob | null) {
      const size = body?.size ?? 0;
      requests.push({ method: this.method, url: new URL(this.url).pathname, headers: this.requestHeaders, size });
      setTimeout(() => this.answer(size));
    }
    private answer(size: number) {
      const tus = { 'tus-resumable': '1.0.0' };
      if (this.method === 'POST') {
        state.length = Number(this.requestHeaders['Upload-Length']);
        this.reply(201, { ...tus, location: '/api/v1/video-uploads/9b1f0c' });
      } else if (this.method === 'HEAD') {
        this.reply(200, { ...tus, 'upload-offset': String(state.offset), 'upload-length': String(state.length) });
      } else if (this.method === 'PATCH') {
        if (state.failPatches > 0) {
          state.failPatches -= 1;
          this.onerror?.(new Error('connection dropped'));
          return;
        }
        this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size } as ProgressEvent);
        state.offset += size;
        this.reply(204, { ...tus, 'upload-offset': String(state.offset) });
      }
    }
    private reply(status: number, headers: Record<string, string>) {
      this.status = status;
      this.responseHeaders = headers;
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { requests, state };
}

function recorder() {
  let settle: (value: string) => void = () => {};
  const done = new Promise<string>((resolve) => (settle = resolve));
  const progress: number[] = [];
  const handlers: VideoUploadHandlers = {
    onProgress: (sent) => progress.push(sent),
    onSuccess: (id) => settle(`success:${id}`),
    onError: (error) => settle(`error:${error.message}`),
  };
  return { handlers, done, progress };
}

const video = () => new File([new Uint8Array(3000)], 'assembly.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('token', 'desk-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('video upload over tus', () => {
  it('creates the upload with the token, sends the file and gives the id from its address', async () => {
    const server = fakeTusServer();
    const { handlers, done, progress } = recorder();
    startVideoUpload(video(), handlers);
    expect(await done).toBe('success:9b1f0c');
    const [create, ...patches] = server.requests;
    expect(create).toMatchObject({ method: 'POST', url: '/api/v1/video-uploads' });
    expect(create.headers).toMatchObject({ Authorization: 'Bearer desk-token', 'Upload-Length': '3000' });
    expect(patches.map((request) => [request.method, request.url, request.headers.Authorization])).toEqual([
      ['PATCH', '/api/v1/video-uploads/9b1f0c', 'Bearer desk-token'],
    ]);
    expect(server.state.offset).toBe(3000);
    expect(progress.at(-1)).toBe(3000);
  });

  it('tries again after a dropped connection, from where the server got to', async () => {
    const server = fakeTusServer();
    server.state.failPatches = 1;
    const { handlers, done } = recorder();
    startVideoUpload(video(), handlers);
    expect(await done).toBe('success:9b1f0c');
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
  });

  it('resumes the same file when started again (as after a reload), without creating a new upload', async () => {
    const server = fakeTusServer();
    server.state.failPatches = 100;
    const first = recorder();
    const interrupted = startVideoUpload(video(), first.handlers);
    await vi.waitFor(() => expect(server.requests.filter((request) => request.method === 'PATCH').length).toBeGreaterThan(0));
    interrupted.pause();
    // The server had got the first 1000 bytes before the connection went.
    server.state.offset = 1000;
    server.state.failPatches = 0;
    server.requests.length = 0;

    const second = recorder();
    startVideoUpload(video(), second.handlers);
    expect(await second.done).toBe('success:9b1f0c');
    expect(server.requests.map((request) => [request.method, request.size])).toEqual([
      ['HEAD', 0],
      ['PATCH', 2000],
    ]);
  });

  it('takes the id from an absolute or relative upload address', () => {
    expect(uploadIdOf('https://school.example/api/v1/video-uploads/abc123')).toBe('abc123');
    expect(uploadIdOf('/api/v1/video-uploads/abc123/')).toBe('abc123');
  });
});
