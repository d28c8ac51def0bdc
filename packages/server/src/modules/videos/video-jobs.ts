/**
 * Video processing, in the background of every instance: it claims a processing video under a lease (one instance
 * holds it at a time), at most VIDEO_JOBS at once, and renews the lease while FFmpeg runs. A job probes the uploaded
 * file (a refusal ends it failed, with the reason its writer reads), transcodes it into a temporary folder, then puts
 * every file into the media store under `videos/<videoId>/` and marks it ready. Its files are stored only once all
 * renditions are made, so a failure or a lost claim leaves nothing half-stored; a worker that dies leaves its video
 * claimed until the lease passes, and the next claim starts again from the uploaded file.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { VideoRow } from '../../db/schema.js';
import { storyChanged } from '../../services/public-cache/public-cache.js';
import { transcodeToHls, type HlsOutput } from '../../services/video/hls-transcoder.js';
import { VideoError, videoError } from '../../services/video/video-error.js';
import { probe } from '../../services/video/video-probe.js';
import type { VideoUploads } from './video-uploads.js';
import { removeAbandonedUploads } from './abandoned-uploads.js';
import { claimVideo, endVideoClaim, updateClaimedVideo } from './videos.repository.js';
import { contentTypeOfVideoFile, videoFileKey } from './video-files.js';

export interface VideoJobTimings {
  /** How often an idle worker looks for videos (a story's save also wakes it). */
  pollMs: number;
  /** How long a claim holds without renewal: a dead worker's video is taken up this long after. */
  leaseMs: number;
}

export const VIDEO_JOB_TIMINGS: VideoJobTimings = { pollMs: 30_000, leaseMs: 2 * 60_000 };

/** A job that failed for a reason not the file's (the store down, the disk full) is tried again this many times. */
const MAX_ATTEMPTS = 3;
/** Progress is written at most this often: a row per FFmpeg progress line would be one every half second. */
const PROGRESS_EVERY_MS = 2_000;
const STOP_WAIT_MS = 10_000;
/** How often abandoned uploads are looked for. */
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;

class ClaimLost extends Error {}
/** This instance is closing: its videos are released for the next claim at once, not after their leases. */
class Stopping extends Error {}

export class VideoJobs {
  readonly timings: VideoJobTimings;
  private polling = false;
  private timer?: NodeJS.Timeout;
  private readonly running = new Set<Promise<void>>();
  private readonly controllers = new Set<AbortController>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly uploads: VideoUploads,
    timings: Partial<VideoJobTimings> = {},
  ) {
    this.timings = { ...VIDEO_JOB_TIMINGS, ...timings };
  }

  start(): void {
    this.polling = true;
    this.wake();
  }

  /** Claims videos until VIDEO_JOBS run or none is left; a video was just queued, or a job ended. */
  wake(): void {
    if (!this.polling) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), this.timings.pollMs).unref();
    void this.fill().catch((error: unknown) => this.app.log.warn({ err: error }, 'video processing could not claim a video; it tries again'));
    if (Date.now() - this.lastCleanUp >= CLEAN_UP_EVERY_MS) {
      this.lastCleanUp = Date.now();
      void removeAbandonedUploads(this.app.db, this.uploads).catch((error: unknown) =>
        this.app.log.warn({ err: error }, 'abandoned video uploads could not be removed; tried again in an hour'),
      );
    }
  }

  private claiming = false;
  private lastCleanUp = 0;

  private async fill(): Promise<void> {
    if (this.claiming) return;
    this.claiming = true;
    try {
      while (this.polling && this.running.size < this.app.config.video.jobs) {
        const claimId = randomUUID();
        const video = await claimVideo(this.app.db, claimId, new Date(), this.leaseFromNow());
        if (!video) return;
        const job: Promise<void> = this.process(video, claimId)
          .catch((error: unknown) => this.app.log.error({ err: error, videoId: video.id }, 'a video job failed'))
          .finally(() => {
            this.running.delete(job);
            this.wake();
          });
        this.running.add(job);
      }
    } finally {
      this.claiming = false;
    }
  }

  /** Stops FFmpeg and releases the videos it held: the next claim (here after a restart, or another instance's) starts them again. */
  async stop(): Promise<void> {
    this.polling = false;
    clearTimeout(this.timer);
    for (const controller of this.controllers) controller.abort(new Stopping('stopping'));
    if (this.running.size > 0) await Promise.race([Promise.allSettled([...this.running]), sleep(STOP_WAIT_MS, undefined, { ref: false })]);
  }

  /** Resolves when no job runs and none is waiting (for tests and the bench). */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.claiming) await Promise.allSettled([...this.running, sleep(20)]);
  }

  private leaseFromNow(): Date {
    return new Date(Date.now() + this.timings.leaseMs);
  }

  /** One claimed video, start to end. */
  async process(video: VideoRow, claimId: string): Promise<void> {
    const controller = new AbortController();
    this.controllers.add(controller);
    const update = async (values: Parameters<typeof updateClaimedVideo>[3]) => {
      if (!(await updateClaimedVideo(this.app.db, video.id, claimId, values))) controller.abort(new ClaimLost('claim lost'));
    };
    // The lease must outlive FFmpeg: renewed at a third of its length, it survives two missed renewals.
    const renewal = setInterval(() => {
      update({ lease_expires_at: this.leaseFromNow().toISOString() }).catch(() => {});
    }, this.timings.leaseMs / 3);
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-video-'));
    let stored: string[] = [];
    try {
      if (!video.original_key) throw videoError.unreadable('the uploaded file is gone');
      const input = this.uploads.fileOf(video.original_key);
      const source = await probe(input, { maxMinutes: this.app.config.video.maxMinutes });
      await update({ duration_seconds: source.durationSeconds, width: source.width, height: source.height, progress: 0 });
      let lastWrite = 0;
      const output = await transcodeToHls(input, source, path.join(workDir, 'out'), {
        signal: controller.signal,
        onProgress: ({ fraction }) => {
          if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = Date.now();
          // Storing the files is the last few percent.
          void update({ progress: Math.min(95, Math.floor(fraction * 95)) }).catch(() => {});
        },
      });
      stored = await this.storeFiles(video.id, path.join(workDir, 'out'));
      const done = await endVideoClaim(this.app.db, video.id, claimId, {
        status: 'ready',
        progress: 100,
        error: null,
        renditions: JSON.stringify(renditionsOf(output)),
        poster_key: videoFileKey(video.id, output.poster.file),
        poster_widths: JSON.stringify(output.poster.widths),
        preview_key: videoFileKey(video.id, output.preview.file),
        files: JSON.stringify(stored),
      });
      if (!done) throw new ClaimLost('claim lost');
      stored = [];
      if (video.news_id) this.app.publicCache.invalidate(storyChanged(video.news_id));
      await this.dropOriginal(video);
    } catch (error) {
      await this.removeStored(stored);
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      if (reason instanceof ClaimLost) return;
      if (reason instanceof Stopping) {
        await endVideoClaim(this.app.db, video.id, claimId, {});
        return;
      }
      if (error instanceof VideoError || video.attempts >= MAX_ATTEMPTS) {
        const refusal = error instanceof VideoError ? error : videoError.processingFailed();
        this.app.log.info({ videoId: video.id, reason: refusal.reason, detail: refusal.detail }, 'a video was refused');
        await endVideoClaim(this.app.db, video.id, claimId, { status: 'failed', error: refusal.message, progress: 0 });
        await this.dropOriginal(video);
      } else {
        // Not the file's fault: released for the next claim to try again.
        this.app.log.warn({ err: error, videoId: video.id }, 'a video could not be processed; it is tried again');
        await endVideoClaim(this.app.db, video.id, claimId, {});
      }
    } finally {
      clearInterval(renewal);
      this.controllers.delete(controller);
      await rm(workDir, { recursive: true, force: true });
    }
  }

  /** Every file of the output, into the store; on a failure those already stored are removed again. */
  private async storeFiles(videoId: string, outDir: string): Promise<string[]> {
    const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
      .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    const stored: string[] = [];
    try {
      for (const file of files) {
        const key = videoFileKey(videoId, file);
        await this.app.media.store.put(key, await readFile(path.join(outDir, file)), contentTypeOfVideoFile(file));
        stored.push(key);
      }
    } catch (error) {
      await this.removeStored(stored);
      throw error;
    }
    return stored;
  }

  private async removeStored(keys: string[]): Promise<void> {
    for (const key of keys) await this.app.media.store.delete(key).catch(() => {});
  }

  /** With VIDEO_KEEP_ORIGINAL=false the uploaded file goes once it is no longer needed. */
  private async dropOriginal(video: VideoRow): Promise<void> {
    if (this.app.config.video.keepOriginal || !video.original_key) return;
    await this.uploads.remove(video.original_key);
    await this.app.db.updateTable('videos').set({ original_key: null }).where('id', '=', video.id).execute();
  }
}

/** What the presenter and the sitemap need of each rendition. */
export interface StoredRendition {
  name: string;
  width: number;
  height: number;
  bandwidth: number;
}

function renditionsOf(output: HlsOutput): StoredRendition[] {
  return output.renditions.map(({ name, width, height, bandwidth }) => ({ name, width, height, bandwidth }));
}
