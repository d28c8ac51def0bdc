import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SITE_SETTINGS, type SiteSettings, type SiteSettingsBody } from '@newsroom/shared';
import { loadConfig } from '../../config.js';
import { bearer, describeEachDatabase, describeTwoInstances, dialects, TestApp } from '../../../test/helpers/test-app.js';
import { multipartPayload } from '../../../test/helpers/multipart.js';
import { createPublishedNews, pngImage } from '../../../test/helpers/news-factory.js';
import { countFiles } from '../../../test/helpers/files.js';

const SCHOOL: SiteSettingsBody = {
  siteName: '  The Araneta Courier ',
  tagline: 'Student news since 1965',
  accentColor: '#1D4ED8',
  footerText: 'Published by the students of DLSAU.',
  links: {
    facebook: 'https://www.facebook.com/dlsau.courier',
    youtube: 'https://www.youtube.com/@dlsau',
    website: 'https://www.dlsau.edu.ph/',
  },
};

async function getSettings(t: TestApp): Promise<SiteSettings> {
  const response = await t.inject({ method: 'GET', url: '/api/v1/settings' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function putSettings(t: TestApp, body: unknown, token?: string) {
  return t.inject({ method: 'PUT', url: '/api/v1/settings', headers: bearer(token ?? (await t.adminToken())), payload: body as object });
}

async function sendLogo(t: TestApp, image: Buffer, filename = 'logo.png', contentType = 'image/png') {
  const { payload, headers } = multipartPayload({}, [{ field: 'logo', filename, contentType, data: image }]);
  return t.inject({ method: 'POST', url: '/api/v1/settings/logo', headers: { ...headers, ...bearer(await t.adminToken()) }, payload });
}

const mediaDir = (t: TestApp) => path.join(t.config.dataDir, 'media');

describeEachDatabase(
  'site settings',
  (t) => {
    it('starts with SITE_NAME as the name and the defaults for the rest, for anyone to read', async () => {
      const settings = await getSettings(t);
      expect(settings).toEqual({ ...DEFAULT_SITE_SETTINGS, siteName: 'Bulletin ng Araneta' });
      const response = await t.inject({ method: 'GET', url: '/api/v1/settings' });
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers.etag).toBeTruthy();
    });

    it('lets an ADMIN change them (trimmed, colour in lower case) and every reader sees the change at once', async () => {
      await getSettings(t); // cached now
      const response = await putSettings(t, SCHOOL);
      expect(response.statusCode).toBe(200);
      const expected: SiteSettings = {
        siteName: 'The Araneta Courier',
        tagline: 'Student news since 1965',
        logoUrl: null,
        accentColor: '#1d4ed8',
        footerText: 'Published by the students of DLSAU.',
        links: SCHOOL.links as SiteSettings['links'],
        digestDay: 'monday',
        digestHour: 7,
      };
      expect(response.json()).toEqual(expected);
      expect(await getSettings(t)).toEqual(expected);
    });

    it('replaces every field: absent texts and empty links become none', async () => {
      const response = await putSettings(t, { siteName: 'The Araneta Courier', accentColor: '#1d4ed8', links: { facebook: '', youtube: null } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ tagline: '', footerText: '', links: { facebook: null, youtube: null, website: null } });
      expect((await putSettings(t, SCHOOL)).statusCode).toBe(200);
    });

    it('refuses callers who are not signed in (401) or not an ADMIN (403), and changes nothing', async () => {
      const before = await getSettings(t);
      const anonymous = await t.inject({ method: 'PUT', url: '/api/v1/settings', payload: { ...SCHOOL, siteName: 'Hacked' } });
      expect(anonymous.statusCode).toBe(401);
      const { token } = await t.createUser('AUTHOR');
      const author = await putSettings(t, { ...SCHOOL, siteName: 'Hacked' }, token);
      expect(author.statusCode).toBe(403);
      for (const call of [
        { method: 'POST' as const, url: '/api/v1/settings/logo' },
        { method: 'DELETE' as const, url: '/api/v1/settings/logo' },
      ]) {
        expect((await t.inject(call)).statusCode).toBe(401);
        expect((await t.inject({ ...call, headers: bearer(token) })).statusCode).toBe(403);
      }
      expect(await getSettings(t)).toEqual(before);
    });

    it.each([
      ['siteName', { siteName: '   ' }, 'Site name is required.'],
      ['siteName', { siteName: 'x'.repeat(81) }, 'Site name must be 80 characters or less.'],
      ['tagline', { tagline: 'x'.repeat(151) }, 'Tagline must be 150 characters or less.'],
      ['footerText', { footerText: 'x'.repeat(301) }, 'Footer text must be 300 characters or less.'],
      ['accentColor', { accentColor: 'green' }, 'Accent color must be a hex color such as #00853f.'],
      ['accentColor', { accentColor: '#0f0' }, 'Accent color must be a hex color such as #00853f.'],
      // Yellow: 1.6:1 on white.
      ['accentColor', { accentColor: '#f5c400' }, /^This color is too light to read on white \(1\.\d+:1; at least 4\.5:1 is needed\)/],
      // Black passes on white, but even its dark-mode shade (#808080) reads at 3.9:1 on the dark background.
      ['accentColor', { accentColor: '#000000' }, /^This color is too dark to read on the dark background.*\(3\.93:1; at least 4\.5:1/],
      ['links.facebook', { links: { facebook: 'https://www.faceb00k.com/dlsau' } }, 'The Facebook link must be an https:// address on facebook.com.'],
      ['links.facebook', { links: { facebook: 'http://www.facebook.com/dlsau' } }, 'The Facebook link must be an https:// address on facebook.com.'],
      ['links.youtube', { links: { youtube: 'https://notyoutube.com/@dlsau' } }, 'The YouTube link must be an https:// address on youtube.com.'],
      ['links.website', { links: { website: 'javascript:alert(1)' } }, 'The website link must be an https:// address.'],
      ['links.website', { links: { website: `https://school.example/${'x'.repeat(500)}` } }, 'A link must be 500 characters or less.'],
      ['digestDay', { digestDay: 'someday' }, 'Choose a day of the week for the weekly digest.'],
      ['digestHour', { digestHour: 24 }, 'Choose an hour from 0 to 23 for the weekly digest.'],
      ['digestHour', { digestHour: 6.5 }, 'Choose an hour from 0 to 23 for the weekly digest.'],
      ['digestHour', { digestHour: '7' }, 'Choose an hour from 0 to 23 for the weekly digest.'],
    ])('refuses a bad %s with a clear message (400) and keeps the settings', async (field, change, message) => {
      const before = await getSettings(t);
      const response = await putSettings(t, { ...SCHOOL, ...change });
      expect(response.statusCode).toBe(400);
      const body = response.json() as { message: string; errors: { field: string; message: string }[] };
      expect(body.message).toMatch(message);
      expect(body.errors[0]).toEqual({ field, message: body.message });
      expect(await getSettings(t)).toEqual(before);
    });

    it("keeps the weekly digest's day and hour until they are given, and says what is wrong with them in Filipino too", async () => {
      const changed = await putSettings(t, { ...SCHOOL, digestDay: 'friday', digestHour: 15 });
      expect(changed.json()).toMatchObject({ digestDay: 'friday', digestHour: 15 });
      const without = await putSettings(t, SCHOOL);
      expect(without.json()).toMatchObject({ digestDay: 'friday', digestHour: 15 });
      expect(await getSettings(t)).toMatchObject({ digestDay: 'friday', digestHour: 15 });
      const inFilipino = await t.inject({
        method: 'PUT',
        url: '/api/v1/settings',
        headers: { ...bearer(await t.adminToken()), 'accept-language': 'fil' },
        payload: { ...SCHOOL, digestDay: 'Lunes', digestHour: -1 },
      });
      expect(inFilipino.statusCode).toBe(400);
      expect(inFilipino.json().errors).toEqual([
        { field: 'digestDay', message: 'Pumili ng araw ng linggo para sa lingguhang buod.' },
        { field: 'digestHour', message: 'Pumili ng oras mula 0 hanggang 23 para sa lingguhang buod.' },
      ]);
      expect((await putSettings(t, { ...SCHOOL, digestDay: 'monday', digestHour: 7 })).statusCode).toBe(200);
    });

    it('accepts the subdomains of the link sites (m.facebook.com, youtu.be)', async () => {
      const response = await putSettings(t, { ...SCHOOL, links: { facebook: 'https://m.facebook.com/dlsau', youtube: 'https://youtu.be/abc' } });
      expect(response.statusCode).toBe(200);
      expect((await putSettings(t, SCHOOL)).statusCode).toBe(200);
    });

    describe('the logo', () => {
      it('is processed like every upload (re-encoded WebP, no metadata) and served, only as the logo, for a year', async () => {
        const withGps = await sharp(await pngImage(700, 200))
          .jpeg()
          .withExif({ IFD0: { Artist: 'Secret Photographer' } })
          .toBuffer();
        const response = await sendLogo(t, withGps, 'logo.jpg', 'image/jpeg');
        expect(response.statusCode).toBe(200);
        const { logoUrl } = response.json() as SiteSettings;
        expect(logoUrl).toMatch(/^\/api\/v1\/settings\/logo\/[0-9a-f-]{36}\/320\.webp$/);
        expect((await getSettings(t)).logoUrl).toBe(logoUrl);

        const file = await t.inject({ method: 'GET', url: logoUrl! });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(file.rawPayload).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.exif).toBeUndefined();
        expect(file.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);
      });

      it("never serves another image through the logo's address", async () => {
        const story = await createPublishedNews(t, { title: 'A story with a photo' });
        const photoId = /\/media\/([0-9a-f-]{36})\//.exec(story.thumbnailUrl!)![1];
        expect((await t.inject({ method: 'GET', url: `/api/v1/settings/logo/${photoId}/320.webp` })).statusCode).toBe(404);
        const { logoUrl } = await getSettings(t);
        expect((await t.inject({ method: 'GET', url: logoUrl!.replace('320.webp', '99.webp') })).statusCode).toBe(404);
        expect((await t.inject({ method: 'GET', url: logoUrl!.replace('320.webp', 'logo.png') })).statusCode).toBe(404);
      });

      it('replaces the previous logo, whose files are deleted', async () => {
        const { logoUrl: previous } = await getSettings(t);
        const filesBefore = countFiles(mediaDir(t));
        const response = await sendLogo(t, await pngImage(120, 120));
        expect(response.statusCode).toBe(200);
        const { logoUrl } = response.json() as SiteSettings;
        // Narrower than every display width: stored at its own.
        expect(logoUrl).toMatch(/\/120\.webp$/);
        expect((await t.inject({ method: 'GET', url: previous! })).statusCode).toBe(404);
        // The old logo had two widths (320 and 640), the new one has one.
        expect(countFiles(mediaDir(t))).toBe(filesBefore - 1);
      });

      it.each([
        ['a file that is not an image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml', 415],
        ['a PDF named like a PNG', Buffer.from('%PDF-1.4 not an image'), 'logo.png', 'image/png', 415],
      ])('refuses %s and keeps the logo', async (_what, data, filename, contentType, status) => {
        const before = await getSettings(t);
        const response = await sendLogo(t, data, filename, contentType);
        expect(response.statusCode).toBe(status);
        expect(response.json().message).toMatch(/^Only image files/);
        expect(await getSettings(t)).toEqual(before);
      });

      it('asks for a file when none is sent (400), and for multipart (415)', async () => {
        const { payload, headers } = multipartPayload({ note: 'no file' });
        const empty = await t.inject({
          method: 'POST',
          url: '/api/v1/settings/logo',
          headers: { ...headers, ...bearer(await t.adminToken()) },
          payload,
        });
        expect(empty.statusCode).toBe(400);
        expect(empty.json().message).toBe('Choose an image file for the logo.');
        const json = await t.inject({ method: 'POST', url: '/api/v1/settings/logo', headers: bearer(await t.adminToken()), payload: {} });
        expect(json.statusCode).toBe(415);
      });

      it('can be removed: logoUrl is null, its files are gone, the rest stays', async () => {
        const { logoUrl } = await getSettings(t);
        const response = await t.inject({ method: 'DELETE', url: '/api/v1/settings/logo', headers: bearer(await t.adminToken()) });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ logoUrl: null, siteName: 'The Araneta Courier' });
        expect((await getSettings(t)).logoUrl).toBeNull();
        expect((await t.inject({ method: 'GET', url: logoUrl! })).statusCode).toBe(404);
        // Removing no logo is no error.
        expect((await t.inject({ method: 'DELETE', url: '/api/v1/settings/logo', headers: bearer(await t.adminToken()) })).statusCode).toBe(200);
      });
    });

    describe('where the settings show', () => {
      beforeAll(async () => {
        expect((await putSettings(t, SCHOOL)).statusCode).toBe(200);
        expect((await sendLogo(t, await pngImage(400, 100))).statusCode).toBe(200);
      });

      it("names the feed's channel, describes it with the tagline and shows the logo", async () => {
        await createPublishedNews(t, { title: 'Fair results' });
        const xml = (await t.inject({ method: 'GET', url: '/feed.xml', headers: { host: 'news.school.test' } })).body;
        expect(xml).toContain('<title>The Araneta Courier</title>');
        expect(xml).toContain('<description>Student news since 1965</description>');
        const { logoUrl } = await getSettings(t);
        expect(xml).toContain(`<image><url>http://news.school.test${logoUrl}</url><title>The Araneta Courier</title>`);
      });

      it("gives the sitemap's home page the logo, and forgets the cached sitemap when the logo changes", async () => {
        const sitemap = async () => (await t.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'news.school.test' } })).body;
        const { logoUrl } = await getSettings(t);
        expect(await sitemap()).toContain(`<loc>http://news.school.test/</loc><image:image><image:loc>http://news.school.test${logoUrl}</image:loc>`);
        await t.inject({ method: 'DELETE', url: '/api/v1/settings/logo', headers: bearer(await t.adminToken()) });
        expect(await sitemap()).not.toContain('image:image');
        expect((await sendLogo(t, await pngImage(400, 100))).statusCode).toBe(200);
      });

      it('titles the pages and their link previews with the name, and shows the logo in previews without a picture', async () => {
        const html = (await t.inject({ method: 'GET', url: '/category/Animo-Idol', headers: { host: 'news.school.test' } })).body;
        expect(html).toContain('<title>Animo Idol · The Araneta Courier</title>');
        expect(html).toContain('<meta property="og:site_name" content="The Araneta Courier" />');
        const { logoUrl } = await getSettings(t);
        expect(html).toContain(`<meta property="og:image" content="http://news.school.test${logoUrl}" />`);
        const home = (await t.inject({ method: 'GET', url: '/', headers: { host: 'news.school.test' } })).body;
        expect(home).toContain('<title>The Araneta Courier</title>');
        expect(home).toContain('<meta name="description" content="Student news since 1965" />');
        expect(home).toContain('<meta property="og:title" content="The Araneta Courier" />');
        const shell = (await t.inject({ method: 'GET', url: '/login' })).body;
        expect(shell).toContain('<title>The Araneta Courier</title>');
      });
    });
  },
  { SITE_NAME: '  Bulletin ng Araneta ', WEB_DIST_DIR: writeWebShell() },
);

/** A built web app's shell (no server bundle): the pages the server titles without rendering them. */
function writeWebShell(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-settings-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="News and videos from our school" />' +
      '<title>School Newsroom</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

describe('SITE_NAME', () => {
  it('is refused when longer than a site name may be', () => {
    expect(() => loadConfig({ SITE_NAME: 'x'.repeat(81) })).toThrow(/SITE_NAME: must be 80 characters or less/);
    expect(loadConfig({ SITE_NAME: '  ' }).siteName).toBe('School Newsroom');
  });

  it.each(dialects)('seeds the name on the first start only: a name an ADMIN chose stays after a restart [%s]', async (dialect) => {
    // SQLite in a file, so that the installation outlives its first app.
    const t = new TestApp(dialect, { SITE_NAME: 'First Name' }, { fileDatabase: true });
    await t.start();
    try {
      expect((await getSettings(t)).siteName).toBe('First Name');
      expect((await putSettings(t, { ...SCHOOL, siteName: 'Chosen Name' })).statusCode).toBe(200);
      await t.app.close();
      t.config.siteName = 'Another Name';
      await t.startApp();
      expect((await getSettings(t)).siteName).toBe('Chosen Name');
    } finally {
      await t.stop();
    }
  });
});

describeTwoInstances('site settings on two instances of one PostgreSQL database', (first, second) => {
  it('shows a change made on one instance on the other within a second, although the other had cached the old settings', async () => {
    const nameOn = async (app: FastifyInstance) => ((await app.inject({ method: 'GET', url: '/api/v1/settings' })).json() as SiteSettings).siteName;
    expect(await nameOn(second())).toBe('School Newsroom');
    expect((await putSettings(first, { ...SCHOOL, siteName: 'Heard Everywhere' })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await nameOn(second())).toBe('Heard Everywhere'), { timeout: 1000, interval: 50 });
  });
});
