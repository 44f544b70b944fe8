import { UPLOAD_MESSAGES, ZCarUpdate, ZReportCreate } from '@cda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.js';
import { requireUser } from '../users/identity.service.js';
import { receiveUpload } from './upload.receiver.js';

const ZId = z.object({ id: z.coerce.number().int().positive() });
const ZTaskId = z.object({ id: z.string().uuid() });

export const assessmentRoutes =
  (ctx: TAppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { services, config } = ctx;

    app.get(
      '/api/check-car',
      { schema: { tags: ['cars'], querystring: z.object({ name: z.string().max(200).optional().default(''), mode: z.enum(['exact', 'search']).optional().default('exact') }) } },
      async (request) => services.cars.checkCar(requireUser(request.user), request.query.name, request.query.mode),
    );

    const upload = async (request: Parameters<typeof receiveUpload>[0], isSync: boolean) => {
      const user = requireUser(request.user);
      const received = await receiveUpload(request, config.tempDir);
      try {
        const created = await services.assessments.createAssessment(user, received);
        if (isSync) await services.queue.runNow(created.taskId);
        else await services.dispatcher.dispatch(created.taskId);
        return { success: true, message: isSync ? 'Photos uploaded and analysed.' : UPLOAD_MESSAGES.started, task_id: created.taskId, report_id: created.reportId };
      } finally {
        await received.discard();
      }
    };

    // Upload clients read `{success, error}` (spec 001 §7-§8).
    app.post('/api/async-upload/', { config: { errorEnvelope: 'success' }, schema: { tags: ['assessments'] } }, async (request) => upload(request, false));
    app.post('/api/upload/', { config: { errorEnvelope: 'success' }, schema: { tags: ['assessments'] } }, async (request) => upload(request, true));

    app.get('/api/user-profile/', { schema: { tags: ['profile'] } }, async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await services.cars.getProfileJson(requireUser(request.user))),
    );

    app.put('/api/cars/:id/', { schema: { tags: ['cars'], params: ZId, body: ZCarUpdate } }, async (request) =>
      services.cars.updateCar(requireUser(request.user), request.params.id, request.body),
    );

    app.delete('/api/cars/:id/delete/', { schema: { tags: ['cars'], params: ZId } }, async (request) => {
      await services.cars.deleteCar(requireUser(request.user), request.params.id);
      return { success: true, message: 'Car deleted successfully!' };
    });

    app.post('/api/reports/', { schema: { tags: ['reports'], body: ZReportCreate } }, async (request, reply) =>
      reply.status(201).send(await services.reports.createReport(requireUser(request.user), request.body.car_id)),
    );

    app.delete('/api/reports/:id/delete/', { schema: { tags: ['reports'], params: ZId } }, async (request) => {
      await services.reports.deleteReport(requireUser(request.user), request.params.id);
      return { success: true, message: 'Report deleted successfully!' };
    });

    app.get('/api/web/results/:id/', { schema: { tags: ['reports'], params: ZId } }, async (request) =>
      services.reports.getResults(requireUser(request.user), request.params.id),
    );

    app.get(
      '/api/media/photos/:id/:variant/',
      { schema: { tags: ['reports'], params: z.object({ id: z.coerce.number().int().positive(), variant: z.enum(['original', 'normalized', 'thumbnail', 'result']) }) } },
      async (request, reply) => {
        const file = await services.reports.openPhoto(requireUser(request.user), request.params.id, request.params.variant);
        return reply.header('Cache-Control', 'private, max-age=3600').type(file.contentType).send(file.stream);
      },
    );

    app.get('/api/tasks/', { schema: { tags: ['tasks'] } }, async (request) => ({
      success: true,
      tasks: await services.tasks.listTasks(requireUser(request.user)),
    }));

    app.get('/api/tasks/:id/status/', { schema: { tags: ['tasks'], params: ZTaskId } }, async (request) =>
      services.tasks.getTask(requireUser(request.user), request.params.id),
    );

    app.post('/api/tasks/:id/cancel/', { schema: { tags: ['tasks'], params: ZTaskId } }, async (request) => ({
      success: true,
      message: await services.tasks.cancelTask(requireUser(request.user), request.params.id),
    }));
  };
