import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { requireUser } from '../users/identity.service.js';

export const feedbackRoutes =
  (ctx: TAppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { services } = ctx;

    app.post(
      '/api/feedback/submit/',
      {
        // The about page's form reads `{success, error}` (spec 000 §7), not `{detail}`.
        config: { errorEnvelope: 'success' },
        schema: {
          tags: ['feedback'],
          response: { 200: z.object({ success: z.literal(true), message: z.string(), id: z.number() }) },
        },
      },
      async (request) => {
        const id = await services.feedback.submit({ body: request.body, ip: request.ip, user: request.user });
        return { success: true as const, message: 'Thank you for your feedback.', id };
      },
    );

    app.get(
      '/api/feedback/',
      { schema: { tags: ['feedback'], querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100), offset: z.coerce.number().int().min(0).default(0) }) } },
      async (request) => {
        if (!requireUser(request.user).isStaff) throw new AppError('forbidden', 'Only staff members can read feedback.');
        return { results: await services.feedback.list(request.query) };
      },
    );
  };
