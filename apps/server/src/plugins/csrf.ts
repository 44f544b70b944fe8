import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hmac, randomToken, safeEqual } from '../lib/crypto.js';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CSRF_FAILED = 'CSRF Failed: CSRF token missing or incorrect.';

/**
 * Django-style double-submit: the `csrftoken` cookie must be echoed in `X-CSRFToken`. The token carries an
 * HMAC so a cookie planted by a sibling subdomain is rejected too.
 */
export const createCsrf = (secret: string, secureCookies: boolean) => {
  const isGenuine = (token: string) => {
    const [nonce, signature] = token.split('.');
    return Boolean(nonce && signature && safeEqual(signature, hmac(secret, `csrf:${nonce}`)));
  };

  const issue = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = request.cookies[CSRF_COOKIE];
    if (existing && isGenuine(existing)) return existing;
    const nonce = randomToken(24);
    const token = `${nonce}.${hmac(secret, `csrf:${nonce}`)}`;
    reply.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      secure: secureCookies,
      httpOnly: false,
      maxAge: 365 * 24 * 3600,
    });
    return token;
  };

  const register = (app: FastifyInstance, options: { exemptPrefixes: string[] }) => {
    // onRequest runs before the body is read, so a refused request has no effect at all.
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (options.exemptPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (typeof header !== 'string' || !cookie || !safeEqual(header, cookie) || !isGenuine(cookie)) {
        return reply.status(403).send({ detail: CSRF_FAILED });
      }
    });
  };

  return { issue, register };
};
