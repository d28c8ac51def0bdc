/** The site settings (issue 16): anyone reads them, only an ADMIN changes them. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorMessages, mediaFileWidth, siteSettingsBodySchema, siteSettingsMessages, siteSettingsSchema } from '@newsroom/shared';
import { ApiError, badRequest } from '../../lib/api-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { readMultipartForm } from '../../plugins/multipart-form.js';
import { cacheTags } from '../../services/public-cache/public-cache.js';
import { sendPublicAnswer } from '../../services/public-cache/public-answer.js';
import { loadSiteSettings, replaceSiteLogo, saveSiteSettings, siteSettingsOf } from './site-settings.js';

/** A logo's address names a new media id whenever the logo changes: its bytes never do. */
const LOGO_CACHE = 'public, max-age=31536000, immutable';

export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The site's name, tagline, logo, accent colour, footer text and links",
        response: { 200: siteSettingsSchema },
      },
    },
    // Revalidated every time (cheap with the ETag): a change must show at once.
    async (request, reply) => sendPublicAnswer(request, reply, [cacheTags.settings], () => siteSettingsOf(app), { cacheControl: 'public, no-cache' }),
  );

  app.get(
    '/settings/logo/:id/:file',
    {
      schema: {
        tags: ['settings'],
        summary: 'The logo image (WebP) at one of its widths, as logoUrl names it; only the current logo is served',
        params: z.object({ id: z.string().max(64), file: z.string().max(32) }),
        produces: ['image/webp'],
        // A stream: Fastify sends it as it is, past the serializer.
        response: { 200: z.unknown().describe('the image, image/webp'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const width = mediaFileWidth(file);
      // Only the logo: this route must never become a way around the media policy to a story's or contribution's photo.
      const { logoMediaId } = await loadSiteSettings(app);
      const stream = width && id === logoMediaId ? await app.media.open(id, width) : null;
      if (!stream) throw new ApiError(404, errorMessages.notFound);
      return reply.header('cache-control', LOGO_CACHE).header('content-type', 'image/webp').header('x-content-type-options', 'nosniff').send(stream);
    },
  );
};

const writeErrors = errorResponses(400, 401, 403);

export const settingsManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('manageSiteSettings'));

  app.put(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Change the settings (ADMIN); every field is replaced, an absent text or link means none',
        description:
          'The accent colour is refused below WCAG AA (4.5:1) on white, or when its dark-mode shade (half way to white) is below ' +
          'AA on the dark background (#242424). Links are https addresses; facebook and youtube ones on those sites. The logo has calls of its own.',
        body: siteSettingsBodySchema,
        response: { 200: siteSettingsSchema, ...writeErrors },
      },
    },
    async (request) => saveSiteSettings(app, request.body),
  );

  app.post(
    '/settings/logo',
    {
      schema: {
        tags: ['settings'],
        summary: 'Replace the logo (ADMIN)',
        description:
          'multipart/form-data with one image file in the field `logo` (JPEG, PNG, WebP, GIF or AVIF): checked by its content, re-encoded ' +
          'without its metadata and stored in display sizes, as every upload is. The previous logo is deleted.',
        consumes: ['multipart/form-data'],
        response: { 200: siteSettingsSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const form = await readMultipartForm(request, { files: { logo: { maxCount: 1 } } });
      const [logo] = form.files.logo;
      if (!logo) throw badRequest(siteSettingsMessages.logoRequired, [{ field: 'logo', message: siteSettingsMessages.logoRequired }]);
      return replaceSiteLogo(app, logo);
    },
  );

  app.delete(
    '/settings/logo',
    {
      schema: {
        tags: ['settings'],
        summary: 'Remove the logo (ADMIN); the header then shows the name alone',
        response: { 200: siteSettingsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => replaceSiteLogo(app, null),
  );
};
