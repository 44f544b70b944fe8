import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { TClock } from '../../lib/clock.js';
import type { EmbeddedQueue } from './embedded-queue.js';

/** How new tasks reach a worker: the tasks table is always the record; this only wakes a worker up. */
export type TTaskDispatcher = {
  kind: 'embedded' | 'bullmq';
  dispatch: (taskId: string) => Promise<void>;
  startWorker: () => void;
  stop: () => Promise<void>;
};

export const createEmbeddedDispatcher = (queue: EmbeddedQueue): TTaskDispatcher => ({
  kind: 'embedded',
  dispatch: async () => queue.notify(),
  startWorker: () => queue.start(),
  stop: () => queue.stop(),
});

export const BULLMQ_QUEUE_NAME = 'analysis';

/**
 * BullMQ on Redis for deployments with worker processes on other machines. A job carries only the task id; the
 * worker takes the task from the database as the embedded queue does, so both share one set of rules. A task
 * that must wait (retry backoff) is put back as a delayed job; one held by a live worker is retried by BullMQ;
 * a worker that dies leaves a stalled job that BullMQ hands to another worker once the database lease ends.
 */
export const createBullDispatcher = (options: {
  redisUrl: string;
  prefix: string;
  queue: EmbeddedQueue;
  clock: TClock;
  logger: FastifyBaseLogger;
  leaseMs: number;
}): TTaskDispatcher => {
  // Connections open on first use, so commands that never dispatch (the CLIs) never touch Redis.
  let connection: Redis | null = null;
  let bullQueue: Queue | null = null;
  let worker: Worker | null = null;
  const getQueue = () => {
    connection ??= new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    bullQueue ??= new Queue(BULLMQ_QUEUE_NAME, { connection, prefix: options.prefix });
    return { queue: bullQueue, connection };
  };
  const enqueue = (taskId: string, delay: number) =>
    getQueue().queue.add(
      'analyse-report',
      { taskId },
      {
        delay: Math.max(0, delay),
        attempts: 20,
        backoff: { type: 'exponential', delay: Math.max(500, Math.floor(options.leaseMs / 4)) },
        removeOnComplete: 1000,
        removeOnFail: 1000,
      },
    );

  return {
    kind: 'bullmq',
    dispatch: async (taskId) => {
      await enqueue(taskId, 0);
    },
    startWorker: () => {
      if (worker) return;
      worker = new Worker(
        BULLMQ_QUEUE_NAME,
        async (job) => {
          const taskId = String((job.data as { taskId?: unknown }).taskId ?? '');
          const result = await options.queue.runTask(taskId);
          if (result.outcome === 'busy') throw new Error('The task is held by another worker; trying again later.');
          if (result.outcome === 'retry') await enqueue(taskId, result.at.getTime() - options.clock.now().getTime());
        },
        { connection: getQueue().connection.duplicate(), prefix: options.prefix, concurrency: 1, lockDuration: options.leaseMs, stalledInterval: options.leaseMs },
      );
      worker.on('failed', (job, error) => options.logger.warn({ jobId: job?.id, err: error }, 'analysis job attempt failed'));
    },
    stop: async () => {
      await worker?.close();
      await bullQueue?.close();
      await connection?.quit();
      worker = null;
      bullQueue = null;
      connection = null;
    },
  };
};
