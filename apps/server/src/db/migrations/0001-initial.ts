import type { Kysely } from 'kysely';
import type { TDialectName } from '../database.js';
import { idColumn } from './column-types.js';

export const up = async (db: Kysely<unknown>, dialect: TDialectName) => {
  await db.schema
    .createTable('users')
    .addColumn('id', idColumn(dialect), (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('is_staff', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('date_joined', 'text', (col) => col.notNull())
    .addColumn('last_login', 'text')
    .execute();
  await db.schema.createIndex('users_email_idx').on('users').column('email').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('throttle_counters')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'text', (col) => col.notNull())
    .execute();
};

export const down = async (db: Kysely<unknown>) => {
  for (const table of ['throttle_counters', 'password_reset_tokens', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
};
