/** buildApp(config): registers the plugins, then the routes; nothing else happens here. */
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_START_SCRIPT, COLOR_SCHEME_SCRIPT } from '@newsroom/shared';
import type { Config } from './config.js';
import { appLoggerOptions } from './lib/logged-request.js';
import { HEADERS_TIMEOUT_MS, JSON_BODY_LIMIT_BYTES, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './request-limits.js';
import publicAnswerFastPath from './plugins/public-answer-fast-path.js';
import metricsPlugin from './plugins/metrics.js';
import instanceEventsPlugin from './plugins/instance-events.js';
import errorsPlugin from './plugins/errors.js';
import databasePlugin from './plugins/database.js';
import changesPlugin from './plugins/changes.js';
import mailPlugin from './plugins/mail.js';
import publicCachePlugin from './plugins/public-cache.js';
import privateAnswersPlugin from './plugins/private-answers.js';
import rateLimitsPlugin from './plugins/rate-limits.js';
import authPlugin from './plugins/auth.js';
import mediaPlugin from './plugins/media.js';
import notifierPlugin from './plugins/notifier.js';
import aiPlugin from './plugins/ai.js';
import heavyWorkPlugin from './plugins/heavy-work.js';
import docsPlugin from './plugins/docs.js';
import webAppPlugin from './plugins/web-app.js';
import { sharedPageOf } from './modules/link-previews.js';
import { newsSearchAnswers } from './modules/news/search-answers.js';
import { bootstrapAdmin } from './modules/users/bootstrap-admin.js';
import { seedCategories } from './modules/categories/seed-categories.js';
import { seedSiteName } from './modules/settings/settings.repository.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { reviewReactions } from './modules/news/review-reactions.js';
import { storyReactions } from './modules/news/story-reactions.js';
import { contributionReactions } from './modules/contributions/contribution-reactions.js';
import { commentReactions } from './modules/comments/comment-reactions.js';
import { mailAlerts } from './modules/alerts/mail-alerts.js';
import { alertSummarySchedule } from './modules/alerts/summary-schedule.js';
import { notificationSettingsRoutes } from './modules/alerts/notification-settings.routes.js';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { subscriberRoutes } from './modules/subscribers/subscribers.routes.js';
import { unconfirmedSubscriptionPrune } from './modules/subscriptions/unconfirmed-prune.js';
import { newsletterSending } from './modules/newsletters/newsletter-sending.js';
import { newsletterRoutes } from './modules/newsletters/newsletters.routes.js';
import { weeklyDigestSchedule } from './modules/newsletters/weekly-digest.js';
import { breakingAlerts } from './modules/push/breaking-alerts.js';
import { videos } from './modules/videos/videos.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { mailLookOf } from './modules/settings/mail-look.js';
import { userRoutes } from './modules/users/users.routes.js';
import { invitationAcceptanceRoutes, invitationManagementRoutes } from './modules/invitations/invitations.routes.js';
import { categoryManagementRoutes, publicCategoryRoutes } from './modules/categories/categories.routes.js';
import { newsRoutes } from './modules/news/news.routes.js';
import { captionFileRoutes, captionManagementRoutes } from './modules/captions/captions.routes.js';
import { reviewDecisionRoutes, reviewListRoutes } from './modules/news/review.routes.js';
import { revisionRoutes } from './modules/news/revisions.routes.js';
import { publicNewsRoutes } from './modules/news/public-news.routes.js';
import { aiNewsRoutes } from './modules/ai/ai-news.routes.js';
import { summaryRoutes } from './modules/ai/summary.routes.js';
import { syndicationRoutes } from './modules/syndication/syndication.routes.js';
import { commentRoutes } from './modules/comments/comments.routes.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { contributionRoutes } from './modules/contributions/contributions.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { appManifestRoutes } from './modules/settings/app-manifest.routes.js';
import { publicSettingsRoutes, settingsManagementRoutes } from './modules/settings/settings.routes.js';
import { siteSettingsOf } from './modules/settings/site-settings.js';
import etag from '@fastify/etag';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? appLoggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Set by server.ts when a stop begins: GET /api/v1/ready then answers 503 (modules/health).
  app.decorate('draining', false);
  // Clients often post "empty body" calls (reject, archive) with a JSON content type and nothing in it.
  app.removeContentTypeParser('application/json');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    parseJson(request as FastifyRequest, body as string, done);
  });

  // Before the fast path, so its hook counts the answers the fast path writes too.
  await app.register(metricsPlugin, { config });
  // First of the rest: its hook answers cached public GETs before any other runs.
  await app.register(publicAnswerFastPath);
  await app.register(errorsPlugin);
  // Answers over 1 kB go out with brotli or gzip when the client takes them; cached public answers come compressed already.
  await app.register(compress, { threshold: 1024 });
  await app.register(etag, { weak: true });
  await app.register(privateAnswersPlugin);
  // Pictures, playlists, segments and captions may come from the bucket's own address (MEDIA_PUBLIC_URL).
  const mediaOrigins = config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...mediaOrigins],
        // hls.js feeds the <video> through a blob: address (Media Source), fetches playlists and segments itself, and
        // demuxes in a worker it starts from a blob:; without these the back office's preview and every browser
        // without native HLS could not play.
        'media-src': ["'self'", 'blob:', ...mediaOrigins],
        'connect-src': ["'self'", ...mediaOrigins],
        'worker-src': ["'self'", 'blob:'],
        'frame-src': ['https://www.youtube-nocookie.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        // The two inline scripts: the reader's dark mode before the first paint (shared/color-scheme.ts), and the start
        // of a server-rendered page's app after its load (shared/app-start.ts).
        'script-src': [
          "'self'",
          ...[COLOR_SCHEME_SCRIPT, APP_START_SCRIPT].map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`),
        ],
        // Schools often serve over plain http on their own network; upgrading would break every image.
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(databasePlugin, { config });
  await app.register(changesPlugin);
  await app.register(publicCachePlugin);
  await app.register(rateLimitsPlugin);
  await bootstrapAdmin(app.db, config.admin, app.log);
  await seedCategories(app.db);
  await seedSiteName(app.db, config.siteName);
  await app.register(authPlugin, { config });
  await app.register(mediaPlugin, { config });
  await app.register(notifierPlugin);
  await app.register(mailPlugin, { config, lookOf: (db) => mailLookOf(db, config.publicUrl) });
  await app.register(instanceEventsPlugin);
  await app.register(heavyWorkPlugin, { config, searches: newsSearchAnswers, workerEntry: new URL('./heavy-worker.js', import.meta.url) });
  await app.register(aiPlugin, { config });
  await app.register(docsPlugin);
  // What follows each happening (services/changes): the public cache, in-app notifications, e-mail alerts.
  await app.register(reviewReactions);
  await app.register(storyReactions);
  await app.register(contributionReactions);
  await app.register(commentReactions);
  await app.register(mailAlerts);
  await app.register(newsletterSending);
  await app.register(weeklyDigestSchedule);
  await app.register(alertSummarySchedule);
  await app.register(unconfirmedSubscriptionPrune);
  await app.register(breakingAlerts);
  await app.register(videos);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(publicCategoryRoutes);
      await api.register(categoryManagementRoutes);
      await api.register(userRoutes);
      await api.register(invitationManagementRoutes);
      await api.register(invitationAcceptanceRoutes);
      await api.register(notificationSettingsRoutes);
      await api.register(subscriptionRoutes);
      await api.register(pushRoutes);
      await api.register(publicNewsRoutes);
      await api.register(commentRoutes);
      await api.register(newsRoutes);
      await api.register(revisionRoutes);
      await api.register(captionManagementRoutes);
      await api.register(captionFileRoutes);
      await api.register(reviewListRoutes);
      await api.register(reviewDecisionRoutes);
      await api.register(aiNewsRoutes);
      await api.register(notificationRoutes);
      await api.register(contributionRoutes);
      await api.register(dashboardRoutes);
      await api.register(publicSettingsRoutes);
      await api.register(settingsManagementRoutes);
      await api.register(outboxRoutes);
      await api.register(newsletterRoutes);
      await api.register(subscriberRoutes);
    },
    { prefix: '/api/v1' },
  );

  // SPEC §7 puts the summary at the site root, outside /api/v1.
  await app.register(summaryRoutes);
  await app.register(syndicationRoutes);
  await app.register(appManifestRoutes);
  await app.register(webAppPlugin, {
    webDistDir: config.webDistDir,
    timeZone: config.timeZone,
    sharedPageFor: (pathname) => sharedPageOf(app.db, pathname),
    siteSettings: () => siteSettingsOf(app),
  });
  return app;
}
