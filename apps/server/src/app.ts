import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from './app-context.js';
import { createServices } from './app-context.js';
import type { TConfig } from './config/config.js';
import type { TDb } from './db/database.js';
import type { TClock } from './lib/clock.js';
import type { TMailer } from './mail/mailer.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import type { TPhotoAnalyzer } from './modules/tasks/photo-analyzer.js';
import { analysisRoutes } from './modules/analysis/analysis.routes.js';
import { publicApiRoutes } from './modules/public-api/public-api.routes.js';
import { reportPdfRoutes } from './modules/reports/report-pdf.routes.js';
import { tokenRoutes } from './modules/tokens/token.routes.js';
import { assessmentRoutes } from './modules/uploads/assessment.routes.js';
import { registerOpenApi } from './plugins/openapi.js';
import { MAX_PHOTO_BYTES } from './modules/uploads/upload.receiver.js';
import type { TBlobStorage } from './storage/blob-storage.js';
import { createCsrf } from './plugins/csrf.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSession } from './plugins/session.js';
import { registerWebApp } from './plugins/web-app.js';

export type TBuildAppOptions = {
  config: TConfig;
  db: TDb;
  clock?: TClock;
  mailer?: TMailer;
  storage?: TBlobStorage;
  analyzer?: TPhotoAnalyzer;
  logger?: boolean;
};

/** Constant JSON body limit; file uploads get their own limits on their routes. */
export const JSON_BODY_LIMIT = 256 * 1024;

/** Builds the HTTP app without listening, so tests drive it with app.inject(). */
export const buildApp = async (options: TBuildAppOptions): Promise<{ app: FastifyInstance; context: TAppContext }> => {
  const { config, db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrftoken"]'] },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = createServices({
    config,
    db,
    logger: app.log,
    clock: options.clock,
    mailer: options.mailer,
    storage: options.storage,
    analyzer: options.analyzer,
  });
  app.addHook('onClose', async () => {
    await services.dispatcher.stop();
    await services.models.close();
  });
  const csrf = createCsrf(config.sessionSecret, config.secureCookies);
  const context: TAppContext = { config, db, services, csrf };

  registerErrorHandler(app);
  await app.register(cookie);
  // 10 photos + an optional video + a few fields; a larger count is refused while streaming.
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES, files: 12, fields: 10, fieldSize: 64 * 1024, parts: 25 } });
  await registerSecurityHeaders(app, { secure: config.secureCookies });
  // Bearer-token clients of the public API carry no cookies, so CSRF does not apply to them.
  csrf.register(app, { exemptPrefixes: ['/api/v1/'] });
  registerSession(app, services.sessions);

  await registerOpenApi(app, { publicUrl: config.publicUrl });
  await app.register(authRoutes(context));
  await app.register(feedbackRoutes(context));
  await app.register(assessmentRoutes(context));
  await app.register(reportPdfRoutes(context));
  await app.register(tokenRoutes(context));
  await app.register(analysisRoutes(context));
  await app.register(publicApiRoutes(context));
  await registerWebApp(app, config.webDistDir);
  return { app, context };
};
