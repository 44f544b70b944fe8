import type { TTask, TTaskStatus } from '@cda/contract';
import { AppError } from '../../errors/app-error.js';
import { toIso, type TClock } from '../../lib/clock.js';
import type { ReportRepository } from '../reports/report.repository.js';
import type { TSessionUser } from '../sessions/session.service.js';
import { CANCELLED_MESSAGE } from './embedded-queue.js';
import type { TaskRepository, TTaskRow } from './task.repository.js';

export const TASK_LIST_LIMIT = 50;

export const toTask = (row: TTaskRow, now: Date): TTask => {
  const end = row.finished_at ? new Date(row.finished_at) : row.started_at ? now : null;
  return {
    task_id: row.id,
    status: row.status as TTaskStatus,
    task_type: row.task_type,
    car_name: row.car_name,
    report_id: row.report_id,
    created_at: row.created_at,
    duration: row.started_at && end ? Math.max(0, Math.round((end.getTime() - new Date(row.started_at).getTime()) / 1000)) : null,
    progress: row.progress,
    error_message: row.error_message,
    report_url: row.status === 'completed' && row.report_id !== null ? `/results/${row.report_id}` : null,
  };
};

export class TaskService {
  constructor(private readonly deps: { tasks: TaskRepository; reports: ReportRepository; clock: TClock }) {}

  async listTasks(user: TSessionUser): Promise<TTask[]> {
    const now = this.deps.clock.now();
    return (await this.deps.tasks.listForUser(user.id, TASK_LIST_LIMIT)).map((row) => toTask(row, now));
  }

  private async requireOwned(user: TSessionUser, taskId: string): Promise<TTaskRow> {
    const task = await this.deps.tasks.findById(taskId);
    if (!task || task.user_id !== user.id) throw new AppError('not_found', 'Task not found.');
    return task;
  }

  async getTask(user: TSessionUser, taskId: string): Promise<TTask> {
    return toTask(await this.requireOwned(user, taskId), this.deps.clock.now());
  }

  /** Pending tasks end at once; a running one stops at its next photo (the worker checks between photos). */
  async cancelTask(user: TSessionUser, taskId: string): Promise<string> {
    const task = await this.requireOwned(user, taskId);
    if (task.status !== 'pending' && task.status !== 'processing') {
      throw new AppError('bad_request', `Only pending or processing tasks can be cancelled; this one is ${task.status}.`);
    }
    const nowIso = toIso(this.deps.clock.now());
    if (task.status === 'pending' && (await this.deps.tasks.cancelPending(taskId, nowIso, CANCELLED_MESSAGE))) {
      if (task.report_id !== null) await this.deps.reports.setStatus(task.report_id, 'failed', nowIso, CANCELLED_MESSAGE);
      return 'Task cancelled successfully';
    }
    await this.deps.tasks.requestCancel(taskId);
    return 'Task cancellation requested; it stops after the current photo.';
  }
}
