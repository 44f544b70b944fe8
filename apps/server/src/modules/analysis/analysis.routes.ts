import { isVisionInputError, validateFrame } from '@cda/vision';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context.js';
import { AppError } from '../../errors/app-error.js';
import { requireUser } from '../users/identity.service.js';

/** A 1920x1080 JPEG frame is well under this; anything bigger is not a camera frame. */
export const MAX_FRAME_BYTES = 8 * 1024 * 1024;

export const analysisRoutes =
  (ctx: TAppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { services } = ctx;

    /** Guided-scan frame check (spec 001 §3): multipart image, source, current_element_validation. */
    app.post('/api/validate-image/', { schema: { tags: ['analysis'] } }, async (request) => {
      requireUser(request.user);
      let image: Buffer | null = null;
      let position: string | undefined;
      try {
        for await (const part of request.parts({ limits: { fileSize: MAX_FRAME_BYTES, files: 1 } })) {
          if (part.type === 'field') {
            if (part.fieldname === 'current_element_validation' && typeof part.value === 'string') position = part.value;
          } else if (part.fieldname === 'image') {
            image = await part.toBuffer();
          } else {
            part.file.resume();
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('bad_request', 'The frame is too large.');
        if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('bad_request', 'The frame must be sent as multipart/form-data.');
        throw error;
      }
      if (!image) throw new AppError('bad_request', 'An image file is required (field "image").');
      try {
        return await validateFrame(image, position, { registry: services.models });
      } catch (error) {
        if (isVisionInputError(error)) throw new AppError('bad_request', error.message);
        throw error;
      }
    });

    /** Staff only: which models this process loaded, with their cards. */
    app.get('/api/models/', { schema: { tags: ['analysis'] } }, async (request) => {
      if (!requireUser(request.user).isStaff) throw new AppError('forbidden', 'Only staff members can see the installed models.');
      return services.models.describeModels();
    });
  };
