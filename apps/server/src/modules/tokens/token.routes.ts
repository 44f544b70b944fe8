import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.js';
import { requireUser } from '../users/identity.service.js';

const ZTokenView = z.object({
  id: z.string(),
  name: z.string(),
  key: z.string(),
  created: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});

/** Token management for the signed-in web user (session + CSRF), at the spec's paths. */
export const tokenRoutes =
  (ctx: TAppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { services } = ctx;
    app.get('/api/tokens/list/', { schema: { tags: ['tokens'], response: { 200: z.array(ZTokenView) } } }, async (request) =>
      services.tokens.list(requireUser(request.user)),
    );
    app.post(
      '/api/tokens/generate-with-key/',
      {
        schema: {
          tags: ['tokens'],
          body: z.object({ name: z.string().max(500), expires_in_days: z.number().int().nullable().optional() }),
          response: { 201: ZTokenView.extend({ api_key: z.string() }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await services.tokens.generate(requireUser(request.user), { name: request.body.name, expiresInDays: request.body.expires_in_days ?? null })),
    );
    app.delete('/api/tokens/revoke/:id/', { schema: { tags: ['tokens'], params: z.object({ id: z.string().uuid() }) } }, async (request) => {
      await services.tokens.revoke(requireUser(request.user), request.params.id);
      return { success: true, message: 'Token revoked successfully!' };
    });
  };
