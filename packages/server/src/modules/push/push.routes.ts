/**
 * Breaking news alerts, all public and without an account (issue 26): the site's VAPID public key a device subscribes
 * with, and a device's subscription posted when its reader turns alerts on and deleted when they turn them off.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorMessages,
  isLoopbackHttp,
  pushMessages,
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@newsroom/shared';
import { badRequest } from '../../lib/api-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { nowIso } from '../../lib/ids.js';
import { loadVapidKeys } from '../../services/push/vapid-keys.js';
import { deleteSubscriptionByEndpoint, saveSubscription } from './push.repository.js';

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicKey } = await loadVapidKeys(app.db);
  const limit = app.rateLimit({ max: app.config.publicWriteLimit, timeWindow: '1 minute' });

  /** A plain-http push service on this machine is a test's; on a real site it is refused like any bad address. */
  function refuseLoopback(endpoint: string): void {
    if (isLoopbackHttp(endpoint) && !app.config.push.loopbackHttp) {
      throw badRequest(errorMessages.validation, [{ field: 'endpoint', message: pushMessages.endpointInvalid }]);
    }
  }

  app.get(
    '/push/public-key',
    {
      schema: {
        tags: ['push'],
        summary: "The site's VAPID public key: the applicationServerKey a device subscribes to alerts with",
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey }),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: limit,
      config: { privateAnswer: true },
      schema: {
        tags: ['push'],
        summary: "Turn breaking news alerts on for a device: its PushSubscription's endpoint and keys",
        description: 'One row per endpoint: posting the same endpoint again replaces its keys. Nothing else about the reader is kept.',
        body: pushSubscriptionBodySchema,
        response: { 201: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      refuseLoopback(endpoint);
      await saveSubscription(app.db, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, nowIso());
      return reply.code(201).send(null);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: limit,
      config: { privateAnswer: true },
      schema: {
        tags: ['push'],
        summary: 'Turn breaking news alerts off for a device: its endpoint is forgotten',
        description: 'Answers 204 whether or not the endpoint was known.',
        body: pushUnsubscribeBodySchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await deleteSubscriptionByEndpoint(app.db, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};
