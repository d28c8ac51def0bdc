/** The signed-in user's own notification settings (My account): how they get e-mail alerts. Any back-office user. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationSettingsSchema, userMessages } from '@newsroom/shared';
import { notFound } from '../../lib/api-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { emailAlertsOf, setEmailAlerts } from '../users/users.repository.js';

export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('useBackOffice'));

  app.get(
    '/user/me/notification-settings',
    {
      schema: {
        tags: ['users'],
        summary: 'How the signed-in user gets e-mail alerts',
        description: "'instant' (each alert as it happens, the default), 'daily' (one summary a day at 07:00 school time) or 'off'.",
        response: { 200: notificationSettingsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const email = await emailAlertsOf(app.db, request.user!.id);
      if (!email) throw notFound(userMessages.notFound);
      return { email };
    },
  );

  app.put(
    '/user/me/notification-settings',
    {
      schema: {
        tags: ['users'],
        summary: 'Choose how the signed-in user gets e-mail alerts; answers the saved settings',
        description:
          "A change to 'daily' sends the alerts from then on in the next 07:00 summary; alerts already waiting for a summary go in it whatever the choice becomes, except 'off', which drops them.",
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await setEmailAlerts(app.db, request.user!.id, request.body.email))) throw notFound(userMessages.notFound);
      return { email: request.body.email };
    },
  );
};
