/**
 * A story's own video, end to end (issue 27): an AUTHOR uploads a clip from the story form (tus, through Uppy), the
 * server processes it in the background, captions are added, an ADMIN approves, and a reader plays it on the public
 * page with English captions on. The clip is a few seconds of test pattern and tone made with the bundled FFmpeg.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import type { News } from '@newsroom/shared';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { spawnSync } from 'node:child_process';
import { auth, createUser, pendingNewsOf, unique, type Session } from '../../support/api';
import { expect, signedInPage, test } from '../../support/fixtures';
import { photoFiles } from '../../support/photo-files';
import { BackOffice } from '../../pages/back-office';
import { BASE_URL } from '../../support/environment';
import { testClipArgs } from '../../../packages/server/test/helpers/test-clip';

/** Four seconds of 320×240 test pattern with a tone, H.264/AAC in MP4. */
function makeClip(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-video-')), 'campus-tv.mp4');
  const made = spawnSync(ffmpegInstaller.path, testClipArgs(file, { size: '320x240', seconds: 4, fps: 15 }));
  if (made.status !== 0) throw new Error(`FFmpeg could not make the clip: ${made.stderr.toString()}`);
  return file;
}

const CAPTIONS = `WEBVTT

00:00:00.000 --> 00:00:04.000
Welcome to campus TV
`;

async function storyWhenReady(request: APIRequestContext, author: Session, id: string): Promise<News> {
  let story: News | undefined;
  await baseExpect
    .poll(
      async () => {
        story = (await (await request.get(`/api/v1/news/${id}`, { headers: auth(author) })).json()) as News;
        return story.video?.status;
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('ready');
  return story!;
}

test('an AUTHOR uploads a clip with the story, it is processed and captioned, and a reader plays it with captions on', async ({
  browser,
  request,
  admin,
}) => {
  test.setTimeout(240_000);
  const author = await createUser(request, admin, 'author', 'Campus TV');
  const [thumbnail] = await photoFiles(['Cover']);
  const title = unique('Campus TV report ');

  const authorPage = await signedInPage(browser, author);
  await authorPage.goto('/add-news/_add');
  await authorPage.getByLabel('Title').fill(title);
  await new BackOffice(authorPage).dropzoneInput(/^Thumbnail: drag/i).setInputFiles(thumbnail!);
  await authorPage.locator('input[type="file"][accept*="video"]').setInputFiles(makeClip());
  await expect(authorPage.getByText(/campus-tv\.mp4 is uploaded/)).toBeVisible({ timeout: 30_000 });
  await authorPage.getByLabel('Category').selectOption({ label: 'BalitAraneta' });
  await authorPage.getByLabel('Description').fill('The campus TV team reports on the science fair.');
  await authorPage.getByLabel('Content').fill('The science fair opened on Monday with forty projects.');
  await authorPage.getByRole('button', { name: 'Post' }).click();
  await expect(authorPage).toHaveURL(/\/my-news$/);

  const story = (await pendingNewsOf(request, author)).find((item) => item.title === title)!;
  expect(story.video?.status).toBe('processing');
  const ready = await storyWhenReady(request, author, story.id);
  expect(ready.video?.hlsUrl).toBeTruthy();

  const captioned = await request.post(`/api/v1/news/${story.id}/captions`, {
    headers: auth(author),
    multipart: { language: 'en', file: { name: 'captions.vtt', mimeType: 'text/vtt', buffer: Buffer.from(CAPTIONS) } },
  });
  expect(captioned.status()).toBeLessThan(300);
  await authorPage.context().close();

  // The ADMIN previews the pending video (hls.js with the token, the captions fetched with it) and approves it.
  const adminPage = await signedInPage(browser, admin);
  const pageErrors: string[] = [];
  adminPage.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await adminPage.goto(`/read-news/${story.id}`);
  await adminPage.getByRole('button', { name: `Play video: ${title}` }).click();
  const preview = adminPage.locator('video');
  await expect.poll(() => preview.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
  await expect(adminPage.locator('video track')).toHaveAttribute('src', /^blob:/);
  await adminPage.getByRole('button', { name: 'closed captions' }).click();
  await adminPage.getByRole('menuitemradio', { name: 'English' }).click();
  await expect
    .poll(() => preview.evaluate((element: HTMLVideoElement) => [...element.textTracks].find((track) => track.mode === 'showing')?.cues?.length ?? 0))
    .toBeGreaterThan(0);
  expect(pageErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  await adminPage.goto('/pending-news');
  await new BackOffice(adminPage).decide(title, 'Approve');
  await expect(new BackOffice(adminPage).reviewRow(title)).toHaveCount(0);
  await adminPage.context().close();

  // A reader: the poster and a play button first, nothing of the player before the press.
  const reader = await (await browser.newContext()).newPage();
  const playerRequests: string[] = [];
  reader.on('request', (sent) => {
    if (/\.m3u8|\.ts$|\.m4s$|hls/.test(sent.url())) playerRequests.push(sent.url());
  });
  await reader.goto(`/view-news/${story.id}`);
  const play = reader.getByRole('button', { name: `Play video: ${title}` });
  await expect(play).toBeVisible();
  // The poster in a WebP size from its srcset, not the JPEG.
  await expect.poll(() => play.locator('img').evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\/poster-\d+\.webp$/);
  expect(playerRequests).toEqual([]);
  await play.click();

  const video = reader.locator('video');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
  await reader.getByRole('button', { name: 'closed captions' }).click();
  await reader.getByRole('menuitemradio', { name: 'English' }).click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => [...element.textTracks].find((track) => track.mode === 'showing')?.language))
    .toBe('en');
  await reader.context().close();

  // A reader of Filipino on a phone: media-chrome's controls in Filipino, and no volume range taking the seek bar's room.
  const filipino = await browser.newContext({ viewport: { width: 375, height: 740 } });
  await filipino.addCookies([{ name: 'language', value: 'fil', url: BASE_URL }]);
  const phone = await filipino.newPage();
  await phone.goto(`/view-news/${story.id}`);
  await phone.getByRole('button', { name: `I-play ang video: ${title}` }).click();
  const controls = phone.locator('media-control-bar');
  await expect(controls.getByRole('button', { name: 'i-pause' })).toBeVisible({ timeout: 30_000 });
  await controls.getByRole('button', { name: 'i-pause' }).click();
  await expect(controls.getByRole('button', { name: 'i-play' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'buong screen' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'mga caption' })).toBeVisible();
  await expect(controls.getByRole('slider', { name: 'hanapin' })).toBeVisible();
  await expect(controls.locator('media-volume-range')).toBeHidden();
  await phone.setViewportSize({ width: 1280, height: 800 });
  await expect(controls.getByRole('slider', { name: 'lakas ng tunog' })).toBeVisible();
  await filipino.close();
});
