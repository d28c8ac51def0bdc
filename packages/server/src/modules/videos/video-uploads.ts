/**
 * Video uploads over tus (resumable: a school's uplink drops, a 2 GB file must not start again). Each upload is a
 * file under DATA_DIR/video-uploads (with tus's `.json` beside it: its length and metadata), named by a random id the
 * story form sends back as `videoUploadId`. The uploader's id is written into the metadata by the server, never taken
 * from the client, so an upload can be continued and used only by whoever started it.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Server, Upload } from '@tus/server';
import type { FileStore } from '@tus/file-store';
import { VIDEO_UPLOADS_PATH } from '@newsroom/shared';

/** What the story form needs of a finished upload. */
export interface FinishedUpload {
  id: string;
  file: string;
  name: string;
  sizeBytes: number;
}

export type UploadState = { state: 'missing' } | { state: 'unfinished' | 'finished'; upload: FinishedUpload };

const UPLOAD_ID = /^[0-9a-f-]{36}$/;

export class VideoUploads {
  readonly directory: string;
  private made?: { store: FileStore; tus: Server };
  /** Who makes each creation request: set by the route after authorization, read when tus makes the upload. */
  private readonly uploaders = new WeakMap<IncomingMessage, string>();

  constructor(
    dataDir: string,
    private readonly maxBytes: number,
  ) {
    this.directory = path.join(dataDir, 'video-uploads');
  }

  /** tus's server, for a request to its endpoint. */
  tus(): Promise<Server> {
    return this.parts().then((parts) => parts.tus);
  }

  /**
   * Made at the first use, with the folder made first: tus's FileStore makes its folder in the background and throws
   * from the callback when that fails, an uncaught exception that ended the process (a test app's DATA_DIR removed as
   * it closed did it), so it must only ever find the folder there. Loaded then too: tus's modules hold about 10 MB
   * that an instance nobody uploads to should not carry (the load check's RSS goal is close).
   */
  private async parts(): Promise<{ store: FileStore; tus: Server }> {
    if (this.made) return this.made;
    const [{ Server }, { FileStore }] = await Promise.all([import('@tus/server'), import('@tus/file-store')]);
    // Another first request may have made them while these loaded.
    if (this.made) return this.made;
    mkdirSync(this.directory, { recursive: true });
    const store = new FileStore({ directory: this.directory });
    const tus = new Server({
      path: VIDEO_UPLOADS_PATH,
      datastore: store,
      maxSize: this.maxBytes,
      // Same origin: the Location answered is a path, right behind any proxy.
      relativeLocation: true,
      namingFunction: () => randomUUID(),
      onUploadCreate: async (req, res, upload) => {
        const uploaderId = this.uploaders.get(req);
        if (!uploaderId) throw { status_code: 401, body: 'Not signed in.\n' };
        return { res, metadata: { ...upload.metadata, uploaderId } };
      },
    });
    this.made = { store, tus };
    return this.made;
  }

  /** Tells tus who is creating the upload this request makes. */
  madeBy(req: IncomingMessage, userId: string): void {
    this.uploaders.set(req, userId);
  }

  /** The file a finished upload is in. */
  fileOf(id: string): string {
    return path.join(this.directory, id);
  }

  /** The upload `id` as this user sees it: someone else's is as missing as an unknown one. */
  async stateOf(id: string, userId: string): Promise<UploadState> {
    if (!UPLOAD_ID.test(id)) return { state: 'missing' };
    let upload: Upload;
    try {
      upload = await (await this.parts()).store.getUpload(id);
    } catch {
      return { state: 'missing' };
    }
    if (upload.metadata?.uploaderId !== userId) return { state: 'missing' };
    const finished = upload.size !== undefined && upload.offset === upload.size;
    return {
      state: finished ? 'finished' : 'unfinished',
      upload: { id, file: this.fileOf(id), name: upload.metadata?.filename ?? 'video', sizeBytes: upload.size ?? upload.offset },
    };
  }

  /** Removes an upload's file and its record; nothing to remove is fine. */
  async remove(id: string): Promise<void> {
    if (!UPLOAD_ID.test(id)) return;
    await rm(this.fileOf(id), { force: true });
    await rm(`${this.fileOf(id)}.json`, { force: true });
  }
}
