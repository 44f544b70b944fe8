import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SessionService, TSessionUser } from '../modules/sessions/session.service.js';

export const SESSION_COOKIE = 'sessionid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per API request from the session cookie. */
    user: TSessionUser | null;
    sessionToken: string | null;
  }
}

export const registerSession = (app: FastifyInstance, sessions: SessionService) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    // The public API authenticates by bearer token only; a cookie there must not count.
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/v1/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return;
    const user = await sessions.resolve(token);
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
  });
};

export const setSessionCookie = (
  reply: FastifyReply,
  token: string,
  options: { secure: boolean; maxAgeSeconds: number },
) => {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  });
};

export const clearSessionCookie = (reply: FastifyReply, secure: boolean) => {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
};
