import type { Transaction } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TDatabase, TTasksTable } from '../../db/schema.js';

export type TTaskRow = TTasksTable;
type TExecutor = TDb | Transaction<TDatabase>;

export class TaskRepository {
  constructor(private readonly db: TDb) {}

  async insert(task: TTaskRow, trx: TExecutor = this.db): Promise<void> {
    await trx.insertInto('tasks').values(task).execute();
  }

  findById(taskId: string): Promise<TTaskRow | undefined> {
    return this.db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  }

  listForUser(userId: number, limit: number): Promise<TTaskRow[]> {
    return this.db.selectFrom('tasks').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(limit).execute();
  }

  /** The next task that is due, or whose worker's lease ran out (the worker died). */
  async findClaimable(nowIso: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('tasks')
      .select('id')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('run_after', '<=', nowIso)]),
          eb.and([eb('status', '=', 'processing'), eb('lease_until', '<', nowIso)]),
        ]),
      )
      .orderBy('run_after')
      .limit(1)
      .executeTakeFirst();
    return row?.id;
  }

  /** Atomic compare-and-set: only one worker of many can take a task. */
  async claim(taskId: string, workerId: string, nowIso: string, leaseUntilIso: string): Promise<TTaskRow | undefined> {
    return this.db
      .updateTable('tasks')
      .set((eb) => ({
        status: 'processing',
        locked_by: workerId,
        lease_until: leaseUntilIso,
        attempts: eb('attempts', '+', 1),
        started_at: eb.fn.coalesce('started_at', eb.val(nowIso)),
      }))
      .where('id', '=', taskId)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('run_after', '<=', nowIso)]),
          eb.and([eb('status', '=', 'processing'), eb('lease_until', '<', nowIso)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Extends the lease and records progress; false when the task is no longer this worker's. */
  async heartbeat(taskId: string, workerId: string, values: { leaseUntil: string; progress?: number }): Promise<boolean> {
    const result = await this.db
      .updateTable('tasks')
      .set({ lease_until: values.leaseUntil, ...(values.progress === undefined ? {} : { progress: values.progress }) })
      .where('id', '=', taskId)
      .where('locked_by', '=', workerId)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async finish(taskId: string, workerId: string | null, values: Partial<TTaskRow>): Promise<boolean> {
    let query = this.db
      .updateTable('tasks')
      .set({ ...values, locked_by: null, lease_until: null })
      .where('id', '=', taskId);
    if (workerId) query = query.where('locked_by', '=', workerId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async requestCancel(taskId: string): Promise<void> {
    await this.db.updateTable('tasks').set({ cancel_requested: 1 }).where('id', '=', taskId).execute();
  }

  /** Cancels a task nobody is working on yet; false when a worker took it meanwhile. */
  async cancelPending(taskId: string, nowIso: string, message: string): Promise<boolean> {
    const result = await this.db
      .updateTable('tasks')
      .set({ status: 'failed', error_message: message, finished_at: nowIso, cancel_requested: 1 })
      .where('id', '=', taskId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async isCancelRequested(taskId: string): Promise<boolean> {
    const row = await this.db.selectFrom('tasks').select('cancel_requested').where('id', '=', taskId).executeTakeFirst();
    return !row || row.cancel_requested === 1;
  }
}
