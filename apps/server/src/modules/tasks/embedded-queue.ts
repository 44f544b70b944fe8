import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { addMs, toIso, type TClock } from '../../lib/clock.js';
import type { ReportRepository } from '../reports/report.repository.js';
import { TaskCancelledError, type TTaskControl } from './analysis-task.handler.js';
import type { TaskRepository, TTaskRow } from './task.repository.js';

export type TQueueOptions = { leaseMs: number; pollMs: number; retryBaseMs: number };

export const CANCELLED_MESSAGE = 'Cancelled by user';

/** Thrown at a checkpoint when the worker is shutting down: the task goes back to the queue untouched. */
class WorkerStoppingError extends Error {}

/**
 * The durable queue kept in the tasks table. Several workers (threads of one process or other processes) can run
 * against one database: a task is taken with an atomic compare-and-set, held by a lease that the worker extends at
 * every photo, and taken again by anyone once the lease runs out (the worker died). Attempts are counted at each
 * take, so a task that keeps killing its worker ends failed instead of looping.
 */
export class EmbeddedQueue {
  private running = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

  constructor(
    private readonly deps: {
      tasks: TaskRepository;
      reports: ReportRepository;
      handle: (reportId: number, control: TTaskControl) => Promise<void>;
      /** Called once a task reached its final state (completed or failed). */
      onFinished?: (taskId: string) => Promise<void>;
      clock: TClock;
      logger: FastifyBaseLogger;
      options: TQueueOptions;
    },
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** A new task was stored: look now instead of at the next poll. */
  notify(): void {
    this.wake?.();
  }

  /** Takes and runs one due task; false when there was none. Public so tests can drive the queue step by step. */
  async runOnce(): Promise<boolean> {
    const { tasks, clock, options } = this.deps;
    const now = clock.now();
    const candidate = await tasks.findClaimable(toIso(now));
    if (!candidate) return false;
    const task = await tasks.claim(candidate, this.workerId, toIso(now), toIso(addMs(now, options.leaseMs)));
    if (!task) return true;
    await this.execute(task);
    return true;
  }

  /**
   * Takes one given task (for a dispatcher such as BullMQ) and runs it. 'busy': a live worker holds it;
   * 'retry': it failed and waits until `at`; 'gone': it is finished or deleted.
   */
  async runTask(taskId: string): Promise<{ outcome: 'done' | 'busy' | 'gone' } | { outcome: 'retry'; at: Date }> {
    const { tasks, clock, options } = this.deps;
    const now = clock.now();
    const task = await tasks.claim(taskId, this.workerId, toIso(now), toIso(addMs(now, options.leaseMs)));
    if (!task) {
      const current = await tasks.findById(taskId);
      if (!current || current.status === 'completed' || current.status === 'failed') return { outcome: 'gone' };
      if (current.status === 'pending') return { outcome: 'retry', at: new Date(current.run_after) };
      return { outcome: 'busy' };
    }
    await this.execute(task);
    const after = await tasks.findById(taskId);
    if (after?.status === 'pending') return { outcome: 'retry', at: new Date(after.run_after) };
    return { outcome: 'done' };
  }

  /** Runs one given task in the caller (the synchronous upload); waits if another worker got it first. */
  async runNow(taskId: string): Promise<void> {
    const { tasks, clock, options } = this.deps;
    const now = clock.now();
    const task = await tasks.claim(taskId, this.workerId, toIso(now), toIso(addMs(now, options.leaseMs)));
    if (task) {
      await this.execute(task);
      return;
    }
    for (;;) {
      const current = await tasks.findById(taskId);
      if (!current || current.status === 'completed' || current.status === 'failed') return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      let didWork = false;
      try {
        didWork = await this.runOnce();
      } catch (error) {
        this.deps.logger.error({ err: error }, 'task queue error');
      }
      if (!didWork && this.running) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.deps.options.pollMs);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = null;
      }
    }
  }

  private async execute(task: TTaskRow): Promise<void> {
    await this.attempt(task);
    const after = await this.deps.tasks.findById(task.id);
    if (after && (after.status === 'completed' || after.status === 'failed') && this.deps.onFinished) {
      await this.deps.onFinished(task.id).catch((error: unknown) => this.deps.logger.error({ err: error, taskId: task.id }, 'after-task hook failed'));
    }
  }

  private async attempt(task: TTaskRow): Promise<void> {
    const { tasks, reports, clock, logger, options } = this.deps;
    const finishedAt = () => toIso(clock.now());
    const failReport = async (message: string) => {
      if (task.report_id !== null) await reports.setStatus(task.report_id, 'failed', finishedAt(), message).catch(() => undefined);
    };

    if (task.attempts > task.max_attempts) {
      const message = `Processing was interrupted ${task.max_attempts} times and was given up.`;
      await tasks.finish(task.id, this.workerId, { status: 'failed', error_message: message, finished_at: finishedAt() });
      await failReport(message);
      return;
    }
    const control: TTaskControl = {
      checkpoint: async (progress) => {
        if (!this.running && this.loop) throw new WorkerStoppingError('worker is stopping');
        if (await tasks.isCancelRequested(task.id)) throw new TaskCancelledError();
        const isMine = await tasks.heartbeat(task.id, this.workerId, { leaseUntil: toIso(addMs(clock.now(), options.leaseMs)), progress });
        if (!isMine) throw new Error('The task was taken over by another worker.');
      },
    };
    try {
      if (task.report_id === null) throw new Error('The task has no report.');
      await this.deps.handle(task.report_id, control);
      await tasks.finish(task.id, this.workerId, { status: 'completed', progress: 100, error_message: null, finished_at: finishedAt() });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof WorkerStoppingError) {
        // Not the task's fault: give the attempt back and let the next worker start it again.
        await tasks.finish(task.id, this.workerId, { status: 'pending', attempts: task.attempts - 1, run_after: finishedAt() });
        return;
      }
      if (error instanceof TaskCancelledError) {
        await tasks.finish(task.id, this.workerId, { status: 'failed', error_message: CANCELLED_MESSAGE, finished_at: finishedAt() });
        await failReport(CANCELLED_MESSAGE);
        return;
      }
      logger.warn({ taskId: task.id, attempt: task.attempts, err: error }, 'task attempt failed');
      if (task.attempts < task.max_attempts) {
        const delay = options.retryBaseMs * 2 ** (task.attempts - 1);
        await tasks.finish(task.id, this.workerId, { status: 'pending', error_message: message, run_after: toIso(addMs(clock.now(), delay)) });
      } else {
        await tasks.finish(task.id, this.workerId, { status: 'failed', error_message: message, finished_at: finishedAt() });
        await failReport(message);
      }
    }
  }
}
