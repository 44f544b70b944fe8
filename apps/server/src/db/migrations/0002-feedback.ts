import type { Kysely } from 'kysely';
import type { TDialectName } from '../database.js';
import { idColumn } from './column-types.js';

export const up = async (db: Kysely<unknown>, dialect: TDialectName) => {
  await db.schema
    .createTable('feedback')
    .addColumn('id', idColumn(dialect), (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('rating', 'integer', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('page', 'text')
    .addColumn('client_timestamp', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('feedback_created_idx').on('feedback').column('created_at').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('feedback').ifExists().execute();
};
