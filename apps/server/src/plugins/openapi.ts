import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/enhanced-public-schema.json';
const PUBLIC_PREFIX = '/api/v1/';

/**
 * The OpenAPI 3.1 document of the public API, generated from the routes' zod schemas (never written by hand).
 * Only `/api/v1/` routes are published; the web app's own routes stay out of it.
 */
export const registerOpenApi = async (app: FastifyInstance, options: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Car Damage Assessment API',
        version: '1.0.0',
        description:
          'Professional API for automated car damage detection and assessment. Create a token on your profile page and send it as ' +
          '`Authorization: Bearer <token>`. Errors answer `{"detail": "message"}` or `{"detail": {"field": ["message"]}}`; ' +
          'each token may make 300 requests a minute (429 with Retry-After beyond).',
      },
      servers: [{ url: options.publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!input.url.startsWith(PUBLIC_PREFIX)) return { ...transformed, schema: { ...transformed.schema, hide: true } };
      return transformed;
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(app.swagger()),
  );
};
