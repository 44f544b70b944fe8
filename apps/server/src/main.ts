import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { CallbackService } from './modules/callbacks/callback.service.js';
import { buildApp } from './app.js';
import { createServices } from './app-context.js';
import { ensureFirstAdmin, loadConfigOrExit, openMigratedDatabase } from './bootstrap.js';

const PURGE_INTERVAL_MS = 15 * 60_000;
const CALLBACK_INTERVAL_MS = 2_000;

/** Retries of callback deliveries run in every process that works on tasks; rows are locked one by one. */
const startCallbackLoop = (callbacks: CallbackService, logger: FastifyBaseLogger) => {
  const timer = setInterval(() => {
    callbacks.deliverDue().catch((error: unknown) => logger.error({ err: error }, 'callback delivery loop failed'));
  }, CALLBACK_INTERVAL_MS);
  timer.unref();
  return timer;
};

const serve = async () => {
  const config = loadConfigOrExit();
  const db = await openMigratedDatabase(config);
  const { app, context } = await buildApp({ config, db });

  const adminPassword = await ensureFirstAdmin(context.services.users, context.services.userService);
  if (adminPassword) {
    // Printed once, on the console only (never in the structured log): the only copy of this password.
    console.log(
      [
        '',
        '==============================================================',
        ' First start: created the staff user "admin".',
        ` Password: ${adminPassword}`,
        ' It is shown only this once. Change it with:',
        '   npm run user -- set-password --username admin --password NEW',
        '==============================================================',
        '',
      ].join('\n'),
    );
  }

  if (config.jobs.embeddedWorker) context.services.dispatcher.startWorker();
  const callbackTimer = startCallbackLoop(context.services.callbacks, app.log);

  const purge = setInterval(() => {
    context.services.purgeExpired().catch((error: unknown) => app.log.error({ err: error }, 'purge failed'));
  }, PURGE_INTERVAL_MS);
  purge.unref();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    clearInterval(purge);
    clearInterval(callbackTimer);
    await context.services.dispatcher.stop();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`CarInspect AI is serving on ${config.publicUrl} (listening on ${config.host}:${config.port}, ${config.database.dialect})`);
};

/** A worker without HTTP: takes tasks from the shared database queue (run several for more throughput). */
const worker = async () => {
  const config = loadConfigOrExit();
  const db = await openMigratedDatabase(config);
  const logger = pino({ level: config.logLevel });
  const services = createServices({ config, db, logger });
  services.dispatcher.startWorker();
  const callbackTimer = startCallbackLoop(services.callbacks, logger);
  logger.info({ workerId: services.queue.workerId, queue: services.dispatcher.kind }, 'worker started');
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'worker stopping after the current photo');
    clearInterval(callbackTimer);
    await services.dispatcher.stop();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
};

const migrate = async () => {
  const config = loadConfigOrExit();
  const db = await openMigratedDatabase(config);
  await db.destroy();
  console.log('Database is up to date.');
};

const command = process.argv[2] ?? 'serve';
const commands: Record<string, () => Promise<void>> = { serve, worker, migrate };
const run = commands[command];
if (!run) {
  console.error(`Unknown command '${command}'. Use one of: ${Object.keys(commands).join(', ')}.`);
  process.exit(2);
}
run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
