/**
 * Puts a story's own video on the app (app.videos): the tus uploads, the routes that take them and serve the
 * processed files, and this instance's processing jobs, running from the moment the app is ready until it closes
 * (before the database does).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VideoJobs } from './video-jobs.js';
import { VideoUploads } from './video-uploads.js';
import { videoUploadRoutes } from './video-uploads.routes.js';
import { videoFileRoutes } from './video-files.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    videos: { uploads: VideoUploads; jobs: VideoJobs };
  }
}

export const videos = fp(
  async function videos(app: FastifyInstance) {
    const uploads = new VideoUploads(app.config.dataDir, app.config.video.maxBytes);
    const jobs = new VideoJobs(app, uploads);
    app.decorate('videos', { uploads, jobs });
    await app.register(videoUploadRoutes);
    await app.register(videoFileRoutes);
    app.addHook('onReady', async () => jobs.start());
    app.addHook('preClose', () => jobs.stop());
  },
  { name: 'videos', dependencies: ['database', 'auth', 'media'] },
);
