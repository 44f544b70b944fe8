import type { Kysely } from 'kysely';
import type { TDialectName } from '../database.js';
import { idColumn } from './column-types.js';

export const up = async (db: Kysely<unknown>, dialect: TDialectName) => {
  await db.schema
    .createTable('callback_deliveries')
    .addColumn('id', idColumn(dialect), (col) => col.primaryKey())
    .addColumn('task_id', 'text', (col) => col.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('callbacks_due_idx').on('callback_deliveries').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('callbacks_task_idx').on('callback_deliveries').column('task_id').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('callback_deliveries').ifExists().execute();
};
