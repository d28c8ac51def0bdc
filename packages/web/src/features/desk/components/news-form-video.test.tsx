/**
 * The story form's Video field (issue 27) against a fake Uppy: what it gives tus (endpoint, token, retries), the
 * progress and speed it shows, Post held back while uploading, the finished upload's id sent as videoUploadId, and
 * the files it refuses without uploading.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { buildNews, buildVideo } from '../../../test/build-news';
import { mockApi, reply } from '../../../test/mock-api';
import { author, renderRoute } from '../../../test/render-route';
import { categories, enter, field, fillValid, formEntries, openNewPost, post, slow, stubObjectUrls } from './news-form-fixtures';

type Listener = (...args: unknown[]) => void;

/** Every Uppy the form made, with what it was given and a way to answer as tus would. */
const uppies = vi.hoisted(() => [] as FakeUppy[]);

interface FakeUppy {
  plugin: unknown;
  options: Record<string, unknown>;
  files: { name: string; type: string; data: File }[];
  listeners: Record<string, Listener[]>;
  emit: (event: string, ...args: unknown[]) => void;
  cancelAll: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
  upload: ReturnType<typeof vi.fn>;
}

vi.mock('@uppy/tus', () => ({ default: class Tus {} }));
vi.mock('@uppy/core', () => ({
  default: class {
    plugin: unknown;
    options: Record<string, unknown> = {};
    files: FakeUppy['files'] = [];
    listeners: Record<string, Listener[]> = {};
    cancelAll = vi.fn();
    pauseAll = vi.fn();
    destroy = vi.fn();
    upload = vi.fn(() => Promise.resolve());
    constructor() {
      uppies.push(this as unknown as FakeUppy);
    }
    use(plugin: unknown, options: Record<string, unknown>) {
      this.plugin = plugin;
      this.options = options;
      return this;
    }
    on(event: string, listener: Listener) {
      (this.listeners[event] ??= []).push(listener);
      return this;
    }
    emit(event: string, ...args: unknown[]) {
      for (const listener of this.listeners[event] ?? []) listener(...args);
    }
    addFile(file: FakeUppy['files'][number]) {
      this.files.push(file);
      return 'file-1';
    }
  },
}));

const MB = 1024 * 1024;

function videoFile(name: string, type: string, size = 40 * MB): File {
  const file = new File(['video-bytes'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The Video field's own file input: Mantine hides it behind the labelled button that opens it. */
function videoInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*="video/mp4"]');
  if (!input) throw new Error('No video file input');
  return input;
}

/** Picks a file as the browser's dialog does (user-event would filter it by accept itself). */
function pickVideo(file: File) {
  fireEvent.change(videoInput(), { target: { files: [file] } });
}

/** The one Uppy made for the pick, once the lazily imported upload module has made it. */
async function startedUpload(): Promise<FakeUppy> {
  await waitFor(() => expect(uppies.at(-1)?.upload).toHaveBeenCalled());
  return uppies.at(-1)!;
}

const postButton = () => screen.getByRole('button', { name: 'Post' });

beforeEach(() => {
  stubObjectUrls();
  uppies.length = 0;
});
afterEach(() => notifications.clean());

describe('story form: video upload', slow, () => {
  it('uploads the picked video over tus with the token, holds Post until it is done, then sends videoUploadId', async () => {
    const created = buildNews({ id: 'n9', status: 'Pending' });
    const { api, user } = await openNewPost({ 'POST /api/v1/news': { status: 201, body: created }, 'GET /api/v1/news': reply.ok([created]) });
    await fillValid(user);
    await enter(user, field(/^embed url/i), 'https://www.youtube.com/embed/dQw4w9WgXcQ');

    pickVideo(videoFile('assembly.mp4', 'video/mp4'));
    const uppy = await startedUpload();
    expect(uppy.files[0].data.name).toBe('assembly.mp4');
    expect(uppy.options.endpoint).toBe(new URL('/api/v1/video-uploads', window.location.href).href);
    expect((uppy.options.headers as () => Record<string, string>)()).toEqual({ Authorization: 'Bearer test-token' });
    expect((uppy.options.retryDelays as number[]).length).toBeGreaterThan(2);

    uppy.emit('upload-progress', uppy.files[0], { bytesUploaded: 10 * MB, bytesTotal: 40 * MB });
    expect(await screen.findByText(/Uploading assembly\.mp4: 25%/)).toHaveTextContent('10 of 40 MB');
    expect(screen.getByRole('progressbar', { name: 'Video upload' })).toHaveAttribute('aria-valuenow', '25');
    expect(postButton()).toBeDisabled();
    expect(screen.getByText('Waiting for the video to finish uploading…')).toBeInTheDocument();
    await post(user);
    expect(api.calls('POST /api/v1/news')).toHaveLength(0);

    uppy.emit('upload-success', uppy.files[0], { uploadURL: 'http://localhost/api/v1/video-uploads/7f3c2a9e' });
    expect(await screen.findByText('assembly.mp4 is uploaded. It will be added when you save the post.')).toBeInTheDocument();
    expect(postButton()).toBeEnabled();
    await post(user);
    await waitFor(() => expect(api.calls('POST /api/v1/news')).toHaveLength(1));
    expect(formEntries(api.calls('POST /api/v1/news')[0].body).videoUploadId).toEqual(['7f3c2a9e']);
  });

  it('sends no videoUploadId without a video', async () => {
    const created = buildNews({ id: 'n9', status: 'Pending' });
    const { api, user } = await openNewPost({ 'POST /api/v1/news': { status: 201, body: created }, 'GET /api/v1/news': reply.ok([created]) });
    await fillValid(user);
    await enter(user, field(/^embed url/i), 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    await post(user);
    await waitFor(() => expect(api.calls('POST /api/v1/news')).toHaveLength(1));
    expect(formEntries(api.calls('POST /api/v1/news')[0].body).videoUploadId).toBeUndefined();
  });

  it.each([
    ['a PDF', videoFile('notes.pdf', 'application/pdf'), 'This file is not an MP4, MOV or WebM video. Choose a video in one of these formats.'],
    ['an AVI', videoFile('clip.avi', 'video/x-msvideo'), 'This file is not an MP4, MOV or WebM video. Choose a video in one of these formats.'],
    [
      'a video above 2048 MB',
      videoFile('long.mov', 'video/quicktime', 2049 * MB),
      'This video is larger than 2048 MB. Choose a shorter or smaller video.',
    ],
  ])('refuses %s in the form and uploads nothing', async (_, file, message) => {
    await openNewPost();
    pickVideo(file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    // Give a wrongly started upload the time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uppies).toHaveLength(0);
    expect(postButton()).toBeEnabled();
  });

  it('takes a MOV whose type the browser left empty', async () => {
    await openNewPost();
    pickVideo(videoFile('interview.MOV', ''));
    expect((await startedUpload()).files[0].name).toBe('interview.MOV');
  });

  it('cancels an upload: tus stops, Post is free again and nothing is sent for it', async () => {
    const { user } = await openNewPost();
    pickVideo(videoFile('assembly.webm', 'video/webm'));
    const uppy = await startedUpload();
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(uppy.cancelAll).toHaveBeenCalled();
    expect(postButton()).toBeEnabled();
    expect(screen.queryByRole('progressbar', { name: 'Video upload' })).not.toBeInTheDocument();
  });

  it('asks before leaving with an uploaded video not yet saved with the post', async () => {
    const { user } = await openNewPost();
    pickVideo(videoFile('assembly.mp4', 'video/mp4'));
    const uppy = await startedUpload();
    uppy.emit('upload-success', uppy.files[0], { uploadURL: '/api/v1/video-uploads/abc123' });
    await screen.findByText('assembly.mp4 is uploaded. It will be added when you save the post.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
  });

  it('offers to try again after a failed upload, with the same file (tus resumes it)', async () => {
    const { user } = await openNewPost();
    pickVideo(videoFile('assembly.mp4', 'video/mp4'));
    const first = await startedUpload();
    first.emit('upload-error', first.files[0], new Error('offline'));
    expect(await screen.findByText('assembly.mp4 could not be uploaded.')).toBeInTheDocument();
    expect(postButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(uppies).toHaveLength(2));
    expect(uppies[1].files[0].data).toBe(first.files[0].data);
  });
});

describe('story form: the stored video on edit', slow, () => {
  function openEdit(video: ReturnType<typeof buildNews>['video']) {
    const stored = buildNews({ id: 'n1', video });
    const api = mockApi({
      'GET /api/v1/categories/get-categories': reply.ok(categories),
      'GET /api/v1/news/n1': reply.ok(stored),
      'PUT /api/v1/news/n1': reply.ok(stored),
      'GET /api/v1/news': reply.ok([stored]),
    });
    const view = renderRoute('/add-news/n1', { as: author });
    return { api, ...view };
  }
  const unfinished = { durationSeconds: null, hlsUrl: null, posterUrl: null };

  it('shows a processing video with its progress, and a new upload replaces it', async () => {
    const { api, user } = openEdit(buildVideo({ ...unfinished, status: 'processing', progress: 40 }));
    expect(await screen.findByText('Preparing the video for the web: 40%')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();

    pickVideo(videoFile('better.mp4', 'video/mp4'));
    const uppy = await startedUpload();
    uppy.emit('upload-success', uppy.files[0], { uploadURL: '/api/v1/video-uploads/abc123' });
    expect(await screen.findByText('better.mp4 is uploaded. It will replace the current video when you save the post.')).toBeInTheDocument();
    await post(user);
    await waitFor(() => expect(api.calls('PUT /api/v1/news/n1')).toHaveLength(1));
    expect(formEntries(api.calls('PUT /api/v1/news/n1')[0].body).videoUploadId).toEqual(['abc123']);
  });

  it('shows a ready video with its poster', async () => {
    openEdit(buildVideo());
    expect(await screen.findByRole('img', { name: "The video's poster" })).toHaveAttribute('src', '/media/videos/v1/poster.jpg');
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^replace the video/i })).toBeInTheDocument();
  });

  it('shows why a video failed', async () => {
    openEdit(buildVideo({ ...unfinished, status: 'failed', error: 'This file has sound but no picture. Upload a video.' }));
    expect(await screen.findByText('This file has sound but no picture. Upload a video.')).toBeInTheDocument();
    expect(screen.getByText('Video failed')).toBeInTheDocument();
  });
});
