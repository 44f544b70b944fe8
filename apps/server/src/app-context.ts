import { loadCatalogue, ModelRegistry } from '@cda/vision';
import type { FastifyBaseLogger } from 'fastify';
import { createVisionAnalyzer } from './modules/analysis/vision-analyzer.js';
import type { TConfig } from './config/config.js';
import type { TDb } from './db/database.js';
import { systemClock, type TClock } from './lib/clock.js';
import { createMailer, type TMailer } from './mail/mailer.js';
import { AuthService } from './modules/auth/auth.service.js';
import { CarRepository } from './modules/cars/car.repository.js';
import { CarService } from './modules/cars/car.service.js';
import { ReportRepository } from './modules/reports/report.repository.js';
import { ReportService } from './modules/reports/report.service.js';
import { createAnalysisHandler } from './modules/tasks/analysis-task.handler.js';
import { EmbeddedQueue } from './modules/tasks/embedded-queue.js';
import type { TPhotoAnalyzer } from './modules/tasks/photo-analyzer.js';
import { createBullDispatcher, createEmbeddedDispatcher } from './modules/tasks/task-dispatcher.js';
import { TaskRepository } from './modules/tasks/task.repository.js';
import { TaskService } from './modules/tasks/task.service.js';
import { AssessmentService } from './modules/uploads/assessment.service.js';
import { createLocalStorage } from './storage/local-storage.js';
import { createS3Storage } from './storage/s3-storage.js';
import type { TBlobStorage } from './storage/blob-storage.js';
import { CallbackRepository } from './modules/callbacks/callback.repository.js';
import { CallbackService } from './modules/callbacks/callback.service.js';
import { toPublicEstimatedReport, toPublicTask } from './modules/public-api/public-api.mappers.js';
import { toTask } from './modules/tasks/task.service.js';
import { TokenRepository } from './modules/tokens/token.repository.js';
import { TokenService } from './modules/tokens/token.service.js';
import { FeedbackRepository } from './modules/feedback/feedback.repository.js';
import { FeedbackService } from './modules/feedback/feedback.service.js';
import { ResetTokenRepository } from './modules/auth/reset-token.repository.js';
import { SessionRepository } from './modules/sessions/session.repository.js';
import { SessionService } from './modules/sessions/session.service.js';
import { ThrottleRepository } from './modules/throttle/throttle.repository.js';
import { ThrottleService } from './modules/throttle/throttle.service.js';
import { UserRepository } from './modules/users/user.repository.js';
import { UserService } from './modules/users/user.service.js';
import type { createCsrf } from './plugins/csrf.js';

export type TServices = ReturnType<typeof createServices>;
export type TAppContext = {
  config: TConfig;
  db: TDb;
  services: TServices;
  csrf: ReturnType<typeof createCsrf>;
};

/** Wires repositories into services; shared by the HTTP app, the CLI and the worker. */
export const createServices = (options: {
  config: TConfig;
  db: TDb;
  logger: FastifyBaseLogger;
  clock?: TClock;
  mailer?: TMailer;
  storage?: TBlobStorage;
  analyzer?: TPhotoAnalyzer;
}) => {
  const { config, db, logger } = options;
  const clock = options.clock ?? systemClock;
  const users = new UserRepository(db);
  const userService = new UserService(users, clock);
  const sessions = new SessionService(new SessionRepository(db), config.session, clock);
  const throttleRepository = new ThrottleRepository(db);
  const throttle = new ThrottleService(throttleRepository, clock);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger });
  const resetTokens = new ResetTokenRepository(db);
  const auth = new AuthService({
    users,
    userService,
    sessions,
    throttle,
    resetTokens,
    mailer,
    clock,
    publicUrl: config.publicUrl,
    resetTokenTtlMs: config.resetTokenTtlMs,
    registrationEnabled: config.registrationEnabled,
  });

  const feedback = new FeedbackService(new FeedbackRepository(db), throttle, clock);

  const storage = options.storage ?? (config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.mediaDir));
  const carRepository = new CarRepository(db);
  const reportRepository = new ReportRepository(db);
  const taskRepository = new TaskRepository(db);
  // One registry (one warm onnxruntime session per model) per process, shared by uploads and frame checks.
  const models = new ModelRegistry({ ...(config.modelsDir ? { dir: config.modelsDir } : {}), threads: config.inferenceThreads });
  const analyzer = options.analyzer ?? createVisionAnalyzer(models, config.costCatalogue ? loadCatalogue(config.costCatalogue) : undefined, { plates: config.plateReader });
  const assessments = new AssessmentService({
    db,
    cars: carRepository,
    reports: reportRepository,
    tasks: taskRepository,
    users,
    storage,
    clock,
    maxAttempts: config.jobs.maxAttempts,
  });
  const cars = new CarService({ db, cars: carRepository, reports: reportRepository, users, storage, clock });
  const reports = new ReportService({ reports: reportRepository, cars: carRepository, users, storage, clock });
  const tasks = new TaskService({ tasks: taskRepository, reports: reportRepository, clock });
  const callbacks = new CallbackService({ callbacks: new CallbackRepository(db), clock, logger, secret: config.sessionSecret });
  /** A finished task with a callback_url queues a signed POST of its task and report. */
  const notifyCallback = async (taskId: string) => {
    const row = await taskRepository.findById(taskId);
    if (!row?.callback_url) return;
    const owner = await users.findById(row.user_id);
    if (!owner) return;
    const sessionUser = { id: owner.id, username: owner.username, isStaff: owner.is_staff === 1 };
    // The same report body as GET /api/v1/reports/{id}/, estimate lines included.
    const estimated = row.status === 'completed' && row.report_id !== null ? await reports.getEstimatedResults(sessionUser, row.report_id) : null;
    const report = estimated ? toPublicEstimatedReport(estimated.report, estimated.estimates) : null;
    await callbacks.enqueue({
      taskId,
      userId: row.user_id,
      url: row.callback_url,
      event: row.status === 'completed' ? 'assessment.completed' : 'assessment.failed',
      payload: { task: toPublicTask(toTask(row, clock.now())), report },
    });
    await callbacks.deliverDue();
  };
  const queue = new EmbeddedQueue({
    tasks: taskRepository,
    reports: reportRepository,
    handle: createAnalysisHandler({ reports: reportRepository, cars: carRepository, storage, analyzer, clock }),
    onFinished: notifyCallback,
    clock,
    logger,
    options: { leaseMs: config.jobs.leaseMs, pollMs: config.jobs.pollMs, retryBaseMs: config.jobs.retryBaseMs },
  });
  const tokens = new TokenService({ tokens: new TokenRepository(db), users, throttle, clock, secret: config.sessionSecret });
  const dispatcher = config.redisUrl
    ? createBullDispatcher({ redisUrl: config.redisUrl, prefix: config.redisPrefix, queue, clock, logger, leaseMs: config.jobs.leaseMs })
    : createEmbeddedDispatcher(queue);

  /** Housekeeping that keeps the auth tables small; run periodically by the serving process. */
  const purgeExpired = async () => {
    const nowIso = clock.now().toISOString();
    await sessions.purgeExpired();
    await throttleRepository.purgeEnded(nowIso);
    await resetTokens.deleteEnded(nowIso);
  };

  return { users, userService, sessions, throttle, auth, feedback, mailer, clock, purgeExpired, storage, analyzer, models, assessments, cars, reports, tasks, queue, dispatcher, tokens, callbacks };
};
