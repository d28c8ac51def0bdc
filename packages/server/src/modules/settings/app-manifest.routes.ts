/**
 * What makes the site installable (issue 16): the web app manifest, named and coloured by the site settings, and its
 * square icons, drawn from the school's logo (or, without one, the newsroom's mark in the accent colour). The
 * manifest is not a build file because a school changes its name and logo from the back office, not by rebuilding.
 */
import { buffer } from 'node:stream/consumers';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessages, type SiteSettings } from '@newsroom/shared';
import { ApiError } from '../../lib/api-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { loadSharp } from '../../services/media/sharp-library.js';
import { cacheTags } from '../../services/public-cache/public-cache.js';
import { sendPublicAnswer } from '../../services/public-cache/public-answer.js';
import { findLogoMedia } from './settings.repository.js';
import { loadSiteSettings } from './site-settings.js';

/** The sizes Chrome and Android ask of an installable site (192 for the home screen, 512 for the splash screen). */
export const APP_ICON_SIZES = [192, 512] as const;
/** Home screens cut short names at about a dozen characters. */
const SHORT_NAME_LENGTH = 12;
/** An icon's address names the logo it was drawn from (or the accent colour): a new logo is a new address. */
const ICON_CACHE = 'public, max-age=31536000, immutable';
/** Drawn icons kept in memory: two sizes of the current logo and of a few earlier ones is plenty. */
const DRAWN_ICONS_KEPT = 8;

/** The newsroom's mark (the favicon in index.html), in the site's accent colour. */
function markSvg(accentColor: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${accentColor}"/>` +
      `<path d="M8 9h12v14H10a2 2 0 0 1-2-2zm12 4h4v8a2 2 0 0 1-4 0M11 12h6M11 16h6M11 20h4" fill="none" stroke="white" stroke-width="2" stroke-linecap="round"/></svg>`,
  );
}

/** `{logo id or accent colour without #}-{size}.png` */
function iconFile(settings: SiteSettings, logoMediaId: string | null, size: number): string {
  return `${logoMediaId ?? `mark-${settings.accentColor.slice(1).toLowerCase()}`}-${size}.png`;
}

export function manifestOf(settings: SiteSettings, logoMediaId: string | null) {
  const shortName =
    settings.siteName.length <= SHORT_NAME_LENGTH ? settings.siteName : `${settings.siteName.slice(0, SHORT_NAME_LENGTH - 1).trimEnd()}…`;
  return {
    name: settings.siteName,
    short_name: shortName,
    description: settings.tagline || undefined,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: settings.accentColor,
    background_color: '#ffffff',
    icons: APP_ICON_SIZES.map((size) => ({
      src: `/app-icons/${iconFile(settings, logoMediaId, size)}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      // The logo sits well inside its square, so a launcher may cut it to its own shape.
      purpose: 'any maskable',
    })),
  };
}

const drawnIcons = new Map<string, Buffer>();

/** The logo (its largest stored width) inside a white square, with the margin maskable icons keep clear. */
async function drawIcon(source: Buffer, size: number, background: string): Promise<Buffer> {
  const inner = Math.round(size * 0.8);
  const sharp = await loadSharp();
  const logo = await sharp(source).resize({ width: inner, height: inner, fit: 'contain', background }).toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** The site's mark in its accent colour, drawn at the icon's size. */
async function drawMark(accentColor: string, size: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(markSvg(accentColor), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
}

export const appManifestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/manifest.webmanifest',
    // Sent as JSON, which browsers take for a manifest, so it goes through the public cache like every public answer.
    { schema: { tags: ['settings'], summary: "The web app manifest: the site's name, colour and icons" } },
    async (request, reply) =>
      sendPublicAnswer(
        request,
        reply,
        [cacheTags.settings],
        async () => {
          const { answer, logoMediaId } = await loadSiteSettings(app);
          return manifestOf(answer, logoMediaId);
        },
        { cacheControl: 'public, no-cache' },
      ),
  );

  app.get(
    '/app-icons/:file',
    {
      schema: {
        tags: ['settings'],
        summary: "A square PNG icon of the site, as the manifest names it (the current logo's or the current mark's only)",
        params: z.object({ file: z.string().max(80) }),
        produces: ['image/png'],
        response: { 200: z.unknown().describe('the icon, image/png'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { answer, logoMediaId } = await loadSiteSettings(app);
      const size = APP_ICON_SIZES.find((candidate) => request.params.file === iconFile(answer, logoMediaId, candidate));
      // Only the icons of the settings of the moment: anything else would let a visitor make the server draw at will.
      if (!size) throw new ApiError(404, errorMessages.notFound);
      const key = request.params.file;
      let icon = drawnIcons.get(key);
      if (!icon) {
        const logo = logoMediaId ? await findLogoMedia(app.db, logoMediaId) : undefined;
        const largest = logo ? Math.max(...logo.widths.split(',').map(Number)) : undefined;
        const stream = logo && largest ? await app.media.open(logo.id, largest) : null;
        const source = stream ? await buffer(stream) : null;
        icon = source ? await drawIcon(source, size, '#ffffff') : await drawMark(answer.accentColor, size);
        if (drawnIcons.size >= DRAWN_ICONS_KEPT) drawnIcons.delete(drawnIcons.keys().next().value!);
        drawnIcons.set(key, icon);
      }
      // E-mails show the 192-pixel icon as the school's logo (mail-look.ts), from a mail program's own origin: helmet's
      // same-origin resource policy would leave a broken image there. The icon is public anyway.
      return reply.header('cache-control', ICON_CACHE).header('cross-origin-resource-policy', 'cross-origin').type('image/png').send(icon);
    },
  );
};
