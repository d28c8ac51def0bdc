/**
 * A story's caption files (issue 27). Its author, while they may edit it, and ADMINs upload (WebVTT or SubRip, stored
 * as WebVTT), list and delete them, each change a save of the story (caption-changes.ts); each file is served as
 * WebVTT to whoever may see the story.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CAPTION_LANGUAGES,
  canSee,
  captionFileSchema,
  captionLanguageSchema,
  captionMessages,
  errorMessages,
  idParamsSchema,
  isOnPublicSite,
  videoCaptionSchema,
  type CaptionLanguage,
} from '@newsroom/shared';
import { badRequest, notFound } from '../../lib/api-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { cachePublicly } from '../../lib/http-cache.js';
import { readMultipartForm } from '../../plugins/multipart-form.js';
import { learnSearchWords } from '../../services/search/news-search.js';
import { loadNewsFor, loadOwnedNews, visibilityOf } from '../news/news-visibility.js';
import { changeCaptions } from './caption-changes.js';
import { CaptionFileError, parseCaptionFile, plainTextOf, toWebVtt } from './caption-file.js';
import { captionFilesOf, captionVtt, deleteCaption, saveCaption } from './captions.repository.js';
import { presentCaption, presentCaptionFile } from './captions.presenter.js';

const errors = errorResponses(400, 401, 403, 404);
const languageParamsSchema = idParamsSchema.extend({ language: z.enum(CAPTION_LANGUAGES, { error: captionMessages.languageInvalid }) });

export const captionManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('useBackOffice'));

  app.get(
    '/news/:id/captions',
    {
      schema: {
        tags: ['captions'],
        summary: "A story's caption files with their cues, for the editor (its author or an ADMIN)",
        params: idParamsSchema,
        response: { 200: z.array(captionFileSchema), ...errors },
      },
    },
    async (request) => {
      const story = await loadOwnedNews(app.db, request.user, request.params.id, 'readNews');
      return (await captionFilesOf(app.db, story.id)).map(presentCaptionFile);
    },
  );

  app.post(
    '/news/:id/captions',
    {
      schema: {
        tags: ['captions'],
        summary: "Upload a language's captions, replacing any before (the story's author while they may edit it, or an ADMIN)",
        description:
          'multipart/form-data: file (WebVTT, or SubRip which is stored as WebVTT; at most 1 MB) and language (en or fil). ' +
          'A file that cannot be read is refused with the line to fix, and nothing is stored.',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: videoCaptionSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const story = await loadOwnedNews(app.db, request.user, request.params.id, 'editNews');
      const form = await readMultipartForm(request, { files: { file: { maxCount: 1 } } });
      const language = captionLanguageSchema.safeParse({ language: form.fields.language });
      if (!language.success) {
        throw badRequest(errorMessages.validation, [{ field: 'language', message: captionMessages.languageInvalid }]);
      }
      const file = form.files.file[0];
      if (!file) throw badRequest(captionMessages.fileRequired, [{ field: 'file', message: captionMessages.fileRequired }]);
      let cues;
      try {
        cues = parseCaptionFile(file.data);
      } catch (error) {
        if (error instanceof CaptionFileError) throw badRequest(error.message, [{ field: 'file', message: error.message }]);
        throw error;
      }
      const caption = { newsId: story.id, language: language.data.language, vtt: toWebVtt(cues), plainText: plainTextOf(cues) };
      await changeCaptions(app, request.user!, story, async (trx) => {
        await saveCaption(trx, caption);
        await learnSearchWords(trx, [caption.plainText]);
      });
      return reply.code(201).send(presentCaption(story.id, caption.language));
    },
  );

  app.delete(
    '/news/:id/captions/:language',
    {
      schema: {
        tags: ['captions'],
        summary: "Delete a language's captions (the story's author while they may edit it, or an ADMIN)",
        params: languageParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const story = await loadOwnedNews(app.db, request.user, request.params.id, 'editNews');
      const { language } = request.params;
      if ((await captionVtt(app.db, story.id, language)) === undefined) throw notFound(captionMessages.notFound);
      await changeCaptions(app, request.user!, story, (trx) => deleteCaption(trx, story.id, language).then(() => undefined));
      return reply.code(204).send(null);
    },
  );
};

/** The language of a file name the player's <track> elements ask for (`en.vtt`, `fil.vtt`). */
function languageOfFile(file: string): CaptionLanguage | undefined {
  return CAPTION_LANGUAGES.find((language) => file === `${language}.vtt`);
}

export const captionFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/news/:id/captions/:file',
    {
      onRequest: app.identify,
      schema: {
        tags: ['captions'],
        summary: "One language's captions as WebVTT (file: en.vtt or fil.vtt): anyone's for a published story, its author's and ADMINs' otherwise",
        params: idParamsSchema.extend({ file: z.string() }),
        produces: ['text/vtt'],
        response: { 200: z.string(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      // A story the caller may not see answers as a missing one does, so a pending story is not revealed.
      const story = await loadNewsFor(app.db, request.params.id, (visibility) => canSee(request.user, visibility));
      const language = languageOfFile(request.params.file);
      const vtt = language ? await captionVtt(app.db, story.id, language) : undefined;
      if (vtt === undefined) throw notFound(captionMessages.notFound);
      if (isOnPublicSite(visibilityOf(story))) cachePublicly(request, reply);
      else reply.header('cache-control', 'private, no-store');
      return reply.header('content-type', 'text/vtt; charset=utf-8').send(vtt);
    },
  );
};
