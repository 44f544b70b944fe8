import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA; unknown non-API paths get index.html so client routes (and the client's 404 page)
 * work on reload. Unknown /api/ paths answer a JSON 404.
 */
export const registerWebApp = async (app: FastifyInstance, webDistDir: string) => {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    // The app's scripts and styles shrink about 3x; JSON API answers are left alone (small and frequent).
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: /^(text\/(css|html|javascript)|application\/javascript|image\/svg\+xml)/,
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: ['index.html'],
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app build not found; serving the API only');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    if (!hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ detail: 'Not found.' });
    }
    // A missing asset (a file name with an extension) is a real 404, not the SPA.
    if (path.extname(pathname) && !pathname.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
};
