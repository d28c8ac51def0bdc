/** OpenAPI description of every route, built from the zod schemas, browsable at /api/docs. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async function docsPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'School newsroom API',
          description: 'News, videos, comments and contributions for a school. Back-office calls take a bearer token from POST /api/v1/login.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
