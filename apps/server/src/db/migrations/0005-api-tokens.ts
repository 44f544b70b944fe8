import type { Kysely } from 'kysely';

export const up = async (db: Kysely<unknown>) => {
  await db.schema
    .createTable('api_tokens')
    // The JWT's unique id (jti): enough to verify and revoke; the token itself is never stored.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('key_hint', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').column('user_id').execute();
  await db.schema.alterTable('tasks').addColumn('callback_url', 'text').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('tasks').dropColumn('callback_url').execute();
  await db.schema.dropTable('api_tokens').ifExists().execute();
};
