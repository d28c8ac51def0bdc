import sharp from 'sharp';
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase, type TestApp } from '../../../test/helpers/test-app.js';
import { multipartPayload } from '../../../test/helpers/multipart.js';
import { pngImage } from '../../../test/helpers/news-factory.js';

interface Manifest {
  name: string;
  short_name: string;
  description?: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
}

async function manifestOf(t: TestApp): Promise<Manifest> {
  const response = await t.inject({ method: 'GET', url: '/manifest.webmanifest' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, no-cache');
  return response.json();
}

/** The icon's pixels: its size, and the colour at one point. */
async function iconAt(t: TestApp, src: string, x: number, y: number) {
  const response = await t.inject({ method: 'GET', url: src });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const image = sharp(response.rawPayload);
  const { width, height } = await image.metadata();
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * 3;
  return { width, height, pixel: [data[offset], data[offset + 1], data[offset + 2]] };
}

async function putSettings(t: TestApp, siteName: string, accentColor: string) {
  const response = await t.inject({
    method: 'PUT',
    url: '/api/v1/settings',
    headers: bearer(await t.adminToken()),
    payload: { siteName, tagline: 'Ang boses ng mag-aaral', accentColor, footerText: '', links: {} },
  });
  expect(response.statusCode).toBe(200);
}

describeEachDatabase(
  'the web app manifest',
  (t) => {
    it('names the site and draws its icons in the accent colour until there is a logo, following every change at once', async () => {
      const first = await manifestOf(t);
      expect(first).toMatchObject({
        name: 'Bulletin ng Araneta',
        short_name: 'Bulletin ng…',
        start_url: '/',
        display: 'standalone',
        theme_color: '#00853f',
      });
      expect(first.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
      for (const icon of first.icons) {
        const size = Number(icon.sizes.split('x')[0]);
        // The corner is the accent colour (#00853f).
        expect(await iconAt(t, icon.src, 2, 2)).toEqual({ width: size, height: size, pixel: [0, 133, 63] });
      }

      await putSettings(t, 'Courier', '#1d4ed8');
      const changed = await manifestOf(t);
      expect(changed).toMatchObject({ name: 'Courier', short_name: 'Courier', description: 'Ang boses ng mag-aaral', theme_color: '#1d4ed8' });
      expect(await iconAt(t, changed.icons[0]!.src, 2, 2)).toMatchObject({ pixel: [29, 78, 216] });
      // The old colour's icon is not drawn any more.
      expect((await t.inject({ method: 'GET', url: first.icons[0]!.src })).statusCode).toBe(404);
    });

    it("draws the school's logo inside a white square once it has one, and draws nothing it is not asked for by the manifest", async () => {
      const logo = await pngImage(300, 100, { r: 200, g: 40, b: 40 });
      const { payload, headers } = multipartPayload({}, [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', data: logo }]);
      const upload = await t.inject({
        method: 'POST',
        url: '/api/v1/settings/logo',
        headers: { ...headers, ...bearer(await t.adminToken()) },
        payload,
      });
      expect(upload.statusCode).toBe(200);

      const { icons } = await manifestOf(t);
      const large = icons.find((icon) => icon.sizes === '512x512')!;
      // The logo is wide: white above it, its red in the middle.
      expect(await iconAt(t, large.src, 256, 40)).toEqual({ width: 512, height: 512, pixel: [255, 255, 255] });
      const middle = await iconAt(t, large.src, 256, 256);
      expect(middle.pixel[0]).toBeGreaterThan(180);
      expect(middle.pixel[1]).toBeLessThan(70);

      // E-mails show the icon from a mail program's own origin.
      const served = await t.inject({ method: 'GET', url: large.src });
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');

      expect((await t.inject({ method: 'GET', url: large.src.replace('-512.png', '-4000.png') })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: '/app-icons/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
    });
  },
  { SITE_NAME: 'Bulletin ng Araneta' },
);
