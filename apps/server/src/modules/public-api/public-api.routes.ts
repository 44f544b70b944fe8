import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { requireUser } from '../users/identity.service.js';
import { receiveUpload } from '../uploads/upload.receiver.js';
import { createReportPdfService, sendReportPdf } from '../reports/report-pdf.routes.js';
import { toPublicEstimatedReport, toPublicTask } from './public-api.mappers.js';
import { ZApiCallbackAttempt, ZApiCar, ZApiError, ZApiReport, ZApiReportSummary, ZApiTask, ZAssessmentAccepted } from './public-api.schemas.js';

const ZId = z.object({ id: z.coerce.number().int().positive() });
const security = [{ bearerAuth: [] }];
const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 429: ZApiError };

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The versioned public API for integrators: bearer tokens only (no cookies, so no CSRF), the same services as
 * the web app, and every route described in the OpenAPI document.
 */
export const publicApiRoutes =
  (ctx: TAppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { services, config } = ctx;

    app.addHook('onRequest', async (request) => {
      request.user = await services.tokens.authenticate(request.headers.authorization);
    });

    app.post(
      '/api/v1/assessments/',
      {
        schema: {
          tags: ['assessments'],
          summary: 'Start a damage assessment',
          description:
            'multipart/form-data: `photos` (1-10 JPEG, PNG or WebP files, 25 MB each), `car_name` or `car_id`, optional `callback_url`. ' +
            'Answers at once; poll `status_url` for progress.',
          security,
          consumes: ['multipart/form-data'],
          response: { 202: ZAssessmentAccepted, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireUser(request.user);
        const received = await receiveUpload(request, config.tempDir);
        try {
          const { car_id: carId, car_name: carName, callback_url: callbackUrl } = received.fields;
          if (callbackUrl && (!isHttpUrl(callbackUrl) || callbackUrl.length > 2000)) throw new AppError('bad_request', 'callback_url must be an http(s) URL.');
          let name = carName;
          if (carId) {
            const car = await services.cars.findOwnedCar(user, Number(carId));
            name = car.name;
          }
          const created = await services.assessments.createAssessment(user, received, { carName: name ?? '', callbackUrl });
          await services.dispatcher.dispatch(created.taskId);
          return reply.status(202).send({ task_id: created.taskId, report_id: created.reportId, status: 'pending' as const, status_url: `/api/v1/tasks/${created.taskId}/` });
        } finally {
          await received.discard();
        }
      },
    );

    app.get(
      '/api/v1/tasks/:id/',
      { schema: { tags: ['tasks'], summary: 'Progress of an assessment task', security, params: z.object({ id: z.string().uuid() }), response: { 200: ZApiTask, ...errors } } },
      async (request) => toPublicTask(await services.tasks.getTask(requireUser(request.user), request.params.id)),
    );

    app.get(
      '/api/v1/tasks/:id/callbacks/',
      {
        schema: {
          tags: ['tasks'],
          summary: 'Delivery attempts of the callback of a task',
          security,
          params: z.object({ id: z.string().uuid() }),
          response: { 200: z.object({ results: z.array(ZApiCallbackAttempt) }), ...errors },
        },
      },
      async (request) => {
        await services.tasks.getTask(requireUser(request.user), request.params.id);
        return { results: await services.callbacks.listForTask(request.params.id) };
      },
    );

    app.get(
      '/api/v1/webhook-secret/',
      {
        schema: {
          tags: ['callbacks'],
          summary: 'The secret that signs your callbacks',
          description:
            'Each callback carries `X-CDA-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with this secret>`. ' +
            'Check it, and that t is recent, before trusting a callback.',
          security,
          response: { 200: z.object({ secret: z.string(), header: z.string(), algorithm: z.string() }), ...errors },
        },
      },
      async (request) => ({
        secret: services.callbacks.secretFor(requireUser(request.user).id),
        header: 'X-CDA-Signature',
        algorithm: 'HMAC-SHA256 over "<t>.<body>"',
      }),
    );

    app.get(
      '/api/v1/cars/',
      { schema: { tags: ['cars'], summary: 'Your cars', security, response: { 200: z.object({ results: z.array(ZApiCar) }), ...errors } } },
      async (request) => {
        const profile = await services.cars.getProfile(requireUser(request.user));
        return {
          results: profile.cars.map(({ damage_reports: reports, ...car }) => ({ ...car, report_count: reports.length })),
        };
      },
    );

    app.get(
      '/api/v1/cars/:id/reports/',
      { schema: { tags: ['reports'], summary: 'Reports of one car', security, params: ZId, response: { 200: z.object({ results: z.array(ZApiReportSummary) }), ...errors } } },
      async (request) => {
        const user = requireUser(request.user);
        await services.cars.findOwnedCar(user, request.params.id);
        const profile = await services.cars.getProfile(user);
        return { results: profile.cars.find((car) => car.id === request.params.id)?.damage_reports ?? [] };
      },
    );

    app.get(
      '/api/v1/reports/:id/',
      {
        schema: {
          tags: ['reports'],
          summary: 'A report with its photos, findings and cost estimate',
          description: 'Each damage carries its explainable estimate lines; `estimate` holds the part totals and the report total under the replacement rule.',
          security,
          params: ZId,
          response: { 200: ZApiReport, ...errors },
        },
      },
      async (request) => {
        const { report, estimates } = await services.reports.getEstimatedResults(requireUser(request.user), request.params.id);
        return toPublicEstimatedReport(report, estimates);
      },
    );

    const pdf = createReportPdfService(ctx);
    app.get(
      '/api/v1/reports/:id/pdf/',
      {
        schema: {
          tags: ['reports'],
          summary: 'The report as a PDF document',
          description:
            'The same document as the web app\'s download, saved as `damage_report_{id}.pdf`. Language: `lang` (en or ru), else Accept-Language.',
          security,
          params: ZId,
          querystring: z.object({ lang: z.enum(['en', 'ru']).optional() }),
          response: {
            200: { description: 'The PDF file', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
            ...errors,
          },
        },
      },
      async (request, reply) => sendReportPdf({ service: pdf, request, reply, user: requireUser(request.user), reportId: request.params.id }),
    );

    app.get(
      '/api/v1/photos/:id/:variant/',
      {
        schema: {
          tags: ['reports'],
          summary: 'A photo: the original, the normalised copy, the thumbnail or the annotated result',
          security,
          params: z.object({ id: z.coerce.number().int().positive(), variant: z.enum(['original', 'normalized', 'thumbnail', 'result']) }),
        },
      },
      async (request, reply) => {
        const file = await services.reports.openPhoto(requireUser(request.user), request.params.id, request.params.variant);
        return reply.header('Cache-Control', 'private, max-age=3600').type(file.contentType).send(file.stream);
      },
    );
  };
