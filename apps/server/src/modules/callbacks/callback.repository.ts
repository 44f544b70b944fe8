import type { Insertable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TCallbackDeliveriesTable } from '../../db/schema.js';

export type TDeliveryRow = Omit<TCallbackDeliveriesTable, 'id'> & { id: number };

export class CallbackRepository {
  constructor(private readonly db: TDb) {}

  async insert(row: Insertable<TCallbackDeliveriesTable>): Promise<void> {
    await this.db.insertInto('callback_deliveries').values(row).execute();
  }

  findDue(nowIso: string, limit: number): Promise<TDeliveryRow[]> {
    return this.db
      .selectFrom('callback_deliveries')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute();
  }

  /** Compare-and-set, so one process of many sends each attempt. */
  async lock(id: number, nowIso: string, untilIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('callback_deliveries')
      .set({ locked_until: untilIso })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', nowIso)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async record(id: number, values: Partial<Omit<TDeliveryRow, 'id'>>): Promise<void> {
    await this.db.updateTable('callback_deliveries').set({ ...values, locked_until: null }).where('id', '=', id).execute();
  }

  listForTask(taskId: string): Promise<TDeliveryRow[]> {
    return this.db.selectFrom('callback_deliveries').selectAll().where('task_id', '=', taskId).orderBy('id').execute();
  }
}
