/**
 * Video (issue 27): a 60-second 1080p clip (made with the bundled FFmpeg) uploaded over tus by an AUTHOR, named on a
 * new story, processed in the background while readers keep requesting the public list. Reports the time from the
 * upload's end until the first rendition is playable (the story's `video.hlsUrl` is set; goal: under 2 minutes on this
 * machine) and until every rendition is ready, the public list's p99 meanwhile beside the quiet server's (goal: under
 * 20 ms), the server's peak RSS (FFmpeg runs as its own process), and how the files are served once the story is
 * public (a segment's range request and its cache header). Writes bench/results/video-{sqlite,postgres}.md.
 *
 *   npx tsx bench/video.bench.ts [--seconds 60] [--readers 10] [--postgres]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { json, signIn, storyForm } from './bench-api.js';
import { createBenchDatabase } from './bench-database.js';
import { benchUser } from './bench-users.js';
import { startChildServer } from './child-server.js';
import { makeClip, tusUpload } from './demo-video.js';
import { runLoad, type LoadResult } from './load.js';
import { MemorySampler } from './memory-sampler.js';
import { writeBenchResult } from './results-file.js';
import { seedStories } from './seed-stories.js';
import { SERVER_ARGS } from './server-command.js';
import type { News } from '@newsroom/shared';
import { hashPassword } from '../packages/server/src/services/passwords.js';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    readers: { type: 'string', default: '10' },
    postgres: { type: 'boolean', default: false },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIP_SECONDS = Number(args.seconds);
const READERS = Number(args.readers);
const PASSWORD = 'Bench#Pass12';
const READER_WINDOW_SECONDS = 10;
const PROCESSING_LIMIT_MS = 15 * 60_000;
const LIST_PATHS = ['/api/v1/public-news?page=1&size=15', '/api/v1/public-news?page=2&size=15', '/api/v1/public-news?page=3&size=15'];

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-video-bench-'));
const database = await createBenchDatabase(args.postgres ? POSTGRES_ADMIN_URL : undefined);
try {
  const clip = path.join(workDir, 'clip.mp4');
  await makeClip(clip, { seconds: CLIP_SECONDS });
  const clipMb = fs.statSync(clip).size / 1024 / 1024;

  const handle = await database.open();
  const passwordHash = await hashPassword(PASSWORD);
  for (const role of ['AUTHOR', 'ADMIN'] as const) {
    await handle.db
      .insertInto('users')
      .values(benchUser(`bench-${role.toLowerCase()}`, role, passwordHash))
      .execute();
  }
  await seedStories(handle.db, { stories: 2000, years: 2, now: new Date(), batch: 250 });
  await handle.db.destroy();

  const server = await startChildServer({
    name: 'server',
    args: [...SERVER_ARGS],
    env: { ...database.env, LOG_LEVEL: 'warn' },
    cwd: ROOT,
    readyPath: '/api/v1/ready',
  });
  const memory = new MemorySampler(server.pid);
  try {
    const readers = (): Promise<LoadResult> =>
      runLoad(server.url, LIST_PATHS, { connections: READERS, seconds: READER_WINDOW_SECONDS, timeoutSeconds: 10, headers: {} });
    const quiet = await readers();

    const author = await signIn(server.url, 'bench-author', PASSWORD);
    const uploadStarted = performance.now();
    const uploadId = await tusUpload(server.url, author, clip);
    const uploadedAt = performance.now();
    const form = await storyForm({ title: 'Our campus TV report', description: 'A minute of video', content: 'Watch it.', category: 'BalitAraneta' });
    form.append('videoUploadId', uploadId);
    const story = (await json(
      await fetch(`${server.url}/api/v1/news`, { method: 'POST', headers: { authorization: `Bearer ${author}` }, body: form }),
    )) as News;

    // Readers in windows of 10 s while the video is processed; the story polled meanwhile.
    let playableMs: number | undefined;
    let readyMs: number | undefined;
    let failure: string | undefined;
    const busy: LoadResult[] = [];
    const poll = (async () => {
      while (readyMs === undefined && failure === undefined) {
        if (performance.now() - uploadedAt > PROCESSING_LIMIT_MS) throw new Error('the video was not ready in 15 minutes');
        const current = (await json(
          await fetch(`${server.url}/api/v1/news/${story.id}`, { headers: { authorization: `Bearer ${author}` } }),
        )) as News;
        if (current.video?.hlsUrl && playableMs === undefined) playableMs = performance.now() - uploadedAt;
        if (current.video?.status === 'ready') readyMs = performance.now() - uploadedAt;
        if (current.video?.status === 'failed') failure = current.video.error ?? 'failed';
        await sleep(250);
      }
    })();
    while (readyMs === undefined && failure === undefined) busy.push(await readers());
    await poll;
    if (failure) throw new Error(`the video failed: ${failure}`);
    const { peakMb } = memory.stop();

    // Public, then served as images are: a range of a segment, with a long cache header.
    const admin = await signIn(server.url, 'bench-admin', PASSWORD);
    await json(
      await fetch(`${server.url}/api/v1/approve/news/${story.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    const published = (await json(await fetch(`${server.url}/api/v1/public-news/${story.id}`))) as News;
    const master = new URL(published.video!.hlsUrl!, server.url);
    const masterText = await (await fetch(master)).text();
    const variant = new URL(
      masterText.split('\n').find((line) => line && !line.startsWith('#'))!,
      master,
    );
    const variantText = await (await fetch(variant)).text();
    const segment = new URL(
      variantText.split('\n').find((line) => line && !line.startsWith('#'))!,
      variant,
    );
    const ranged = await fetch(segment, { headers: { range: 'bytes=0-1023' } });
    await ranged.arrayBuffer();

    const worstP99 = Math.max(...busy.map((result) => result.p99Ms));
    const rate = busy.reduce((sum, result) => sum + result.requestsPerSecond, 0) / Math.max(1, busy.length);
    const table = [
      `# Video: a ${CLIP_SECONDS}-second 1080p clip (${database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'})`,
      '',
      `An AUTHOR uploads a ${clipMb.toFixed(0)} MB clip over tus in 8 MB chunks and names it on a new story; the server processes it in the background (VIDEO_JOBS=1, FFmpeg at low priority) while ${READERS} readers request the public list in ${READER_WINDOW_SECONDS}-second windows. Run ${new Date().toISOString().slice(0, 10)} with \`npx tsx bench/video.bench.ts${args.postgres ? ' --postgres' : ''} --seconds ${CLIP_SECONDS}\`, load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
      '',
      '| Measure | Value | Goal |',
      '| --- | --- | --- |',
      `| Upload (tus, loopback) | ${seconds(uploadedAt - uploadStarted)} s | |`,
      `| From the upload's end until the first rendition is playable | ${playableMs === undefined ? 'never' : `${seconds(playableMs)} s`} | under 120 s |`,
      `| Until every rendition is ready | ${seconds(readyMs!)} s | |`,
      `| Public list p99, quiet → worst 10 s window while processing (${busy.length} windows) | ${quiet.p99Ms} → ${worstP99} ms | under 20 ms |`,
      `| Public list requests a second, quiet → while processing | ${Math.round(quiet.requestsPerSecond)} → ${Math.round(rate)} | |`,
      `| Server RSS at start → peak | ${memory.startMb.toFixed(0)} → ${peakMb.toFixed(0)} MB | within 250 MB |`,
      `| A public segment's range request: status, Cache-Control | ${ranged.status}, ${ranged.headers.get('cache-control')} | 206, long |`,
      '',
    ].join('\n');
    console.log(table);
    writeBenchResult(`video-${database.dialect}`, table);
    if (playableMs === undefined || ranged.status !== 206) process.exitCode = 1;
  } finally {
    memory.stop();
    await server.stop();
  }
} finally {
  await database.remove();
  fs.rmSync(workDir, { recursive: true, force: true });
}
