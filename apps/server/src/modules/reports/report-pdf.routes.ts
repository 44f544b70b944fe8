import { toLocale, type TLocale } from '@cda/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.js';
import type { TSessionUser } from '../sessions/session.service.js';
import { requireUser } from '../users/identity.service.js';
import { ReportPdfService } from './report-pdf.service.js';

/**
 * The reader's language for the PDF: `?lang=` as the password-reset mail takes it, then the `locale` cookie, then
 * the browser's Accept-Language (the web app's download sends that one by itself); en when none is en or ru.
 */
export const pdfLocale = (request: FastifyRequest): TLocale => {
  const query = request.query as { lang?: unknown } | undefined;
  if (typeof query?.lang === 'string') return toLocale(query.lang);
  const cookie = request.cookies?.locale;
  if (cookie) return toLocale(cookie.slice(0, 2).toLowerCase());
  const header = request.headers['accept-language'] ?? '';
  const ranked = header
    .split(',')
    .map((entry) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^q=([\d.]+)$/.exec(param.trim())?.[1]).find(Boolean);
      return { language: tag.slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.language === 'en' || entry.language === 'ru')
    .sort((a, b) => b.q - a.q);
  return toLocale(ranked[0]?.language);
};

export const createReportPdfService = (ctx: TAppContext) => new ReportPdfService({ reports: ctx.services.reports, now: () => ctx.services.clock.now() });

/**
 * Sends the report's PDF: headers first, then the pdfkit document piped to the reply while it is drawn. A failure
 * after the first byte can only cut the download short, so it is logged and the stream destroyed.
 */
export const sendReportPdf = async (options: {
  service: ReportPdfService;
  request: FastifyRequest;
  reply: FastifyReply;
  user: TSessionUser;
  reportId: number;
}) => {
  const { service, request, reply, user, reportId } = options;
  const pdf = await service.prepare({
    user,
    reportId,
    locale: pdfLocale(request),
    onImageError: (error) => request.log.warn({ err: error, reportId }, 'A photo of the report could not be read for the PDF'),
  });
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
    .header('Cache-Control', 'private, no-store');
  void reply.send(pdf.document);
  pdf.render().catch((error: unknown) => {
    request.log.error({ err: error, reportId }, 'PDF rendering failed');
    pdf.document.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply;
};

export const reportPdfRoutes =
  (ctx: TAppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const service = createReportPdfService(ctx);
    app.get(
      '/api/download-report/:id/',
      {
        schema: {
          tags: ['reports'],
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: z.object({ lang: z.string().max(10).optional() }),
        },
      },
      async (request, reply) => sendReportPdf({ service, request, reply, user: requireUser(request.user), reportId: request.params.id }),
    );
  };
