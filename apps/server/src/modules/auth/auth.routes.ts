import { ZForgotPasswordRequest, ZLoginRequest, ZRegisterRequest, ZResetPasswordRequest, toLocale } from '@cda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.js';
import type { TAppContext } from '../../app-context.js';

const ZDetail = z.object({ detail: z.union([z.string(), z.record(z.string(), z.array(z.string()))]) });

export const authRoutes =
  (ctx: TAppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, services, csrf } = ctx;
    const cookieOptions = { secure: config.secureCookies, maxAgeSeconds: Math.floor(config.session.absoluteTimeoutMs / 1000) };

    app.get(
      '/api/csrf/',
      { schema: { tags: ['auth'], response: { 200: z.object({ csrfToken: z.string() }) } } },
      async (request, reply) => ({ csrfToken: csrf.issue(request, reply) }),
    );

    app.get(
      '/api/auth/status/',
      { schema: { tags: ['auth'], response: { 200: z.object({ isAuthenticated: z.boolean(), username: z.string().nullable() }) } } },
      async (request) => ({ isAuthenticated: request.user !== null, username: request.user?.username ?? null }),
    );

    app.post(
      '/api/auth/login/',
      { schema: { tags: ['auth'], body: ZLoginRequest, response: { 200: z.object({ username: z.string() }), 400: ZDetail, 429: ZDetail } } },
      async (request, reply) => {
        const result = await services.auth.login({
          username: request.body.username,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        // A new session id at every login defeats session fixation.
        if (request.sessionToken) await services.sessions.end(request.sessionToken);
        setSessionCookie(reply, result.sessionToken, cookieOptions);
        return { username: result.username };
      },
    );

    app.post('/api/auth/logout/', { schema: { tags: ['auth'], response: { 200: ZDetail } } }, async (request, reply) => {
      if (request.sessionToken) await services.sessions.end(request.sessionToken);
      clearSessionCookie(reply, config.secureCookies);
      return { detail: 'Logged out.' };
    });

    app.post(
      '/api/auth/forgot-password/',
      {
        schema: {
          tags: ['auth'],
          querystring: z.object({ lang: z.string().optional() }),
          body: ZForgotPasswordRequest,
          response: { 200: ZDetail, 400: ZDetail, 429: ZDetail },
        },
      },
      async (request) => {
        await services.auth.requestPasswordReset({
          email: request.body.email,
          locale: toLocale(request.query.lang),
          ip: request.ip,
        });
        return { detail: 'If an account with this e-mail address exists, a password reset link has been sent to it.' };
      },
    );

    app.post(
      '/api/auth/reset-password/:token/',
      {
        schema: {
          tags: ['auth'],
          params: z.object({ token: z.string().min(1).max(200) }),
          body: ZResetPasswordRequest,
          response: { 200: ZDetail, 400: ZDetail },
        },
      },
      async (request) => {
        await services.auth.resetPassword({ token: request.params.token, newPassword: request.body.new_password });
        return { detail: 'Your password has been reset. You can now sign in with the new password.' };
      },
    );

    app.post(
      '/api/register/',
      {
        // Registration being off wins over any problem with the body.
        preValidation: async () => services.auth.assertRegistrationOpen(),
        schema: {
          tags: ['auth'],
          body: ZRegisterRequest,
          response: { 201: z.object({ username: z.string(), email: z.string() }), 400: ZDetail, 403: ZDetail },
        },
      },
      async (request, reply) => {
        const user = await services.auth.register({ ...request.body, ip: request.ip });
        return reply.status(201).send({ username: user.username, email: user.email });
      },
    );
  };
