import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type TFieldErrors } from '../errors/app-error.js';

const MESSAGES_BY_FASTIFY_CODE: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 400, detail: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Invalid Content-Length.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'Request body is empty; a JSON object was expected.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'Malformed JSON body.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'Request body is too large.' },
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'success': this route's errors answer `{success: false, error}` (upload and feedback clients read that). */
    errorEnvelope?: 'success';
  }
}

const toFieldErrors = (validation: { instancePath: string; message?: string }[]): TFieldErrors => {
  const fields: TFieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
    (fields[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return fields;
};

/** One place maps every error to HTTP; 500s are logged and never leak their details. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const isSuccessEnvelope = request.routeOptions.config?.errorEnvelope === 'success';
    const send = (status: number, detail: string | TFieldErrors) => {
      if (!isSuccessEnvelope) return reply.status(status).send({ detail });
      const message = typeof detail === 'string' ? detail : (Object.values(detail)[0]?.[0] ?? 'Invalid input.');
      return reply.status(status).send({ success: false, error: message });
    };
    if (error instanceof AppError) {
      if (error.details.retryAfterSeconds) reply.header('Retry-After', String(error.details.retryAfterSeconds));
      return send(error.status, error.details.fields ?? error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) return send(400, toFieldErrors(error.validation));
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? MESSAGES_BY_FASTIFY_CODE[fastifyError.code] : undefined;
    if (known) return send(known.status, known.detail);
    if (error instanceof SyntaxError) return send(400, 'Malformed JSON body.');
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) return send(429, 'Too many requests. Please try again later.');
    if (status >= 400 && status < 500) return send(status, error.message);
    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'Internal server error.');
  });
};
