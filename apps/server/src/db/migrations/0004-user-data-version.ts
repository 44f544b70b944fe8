import type { Kysely } from 'kysely';

/**
 * A counter bumped by every write that changes what the profile shows, so each API process can serve the
 * profile from its own cache until the counter moves (one indexed read instead of reading every report).
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('users').addColumn('data_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('reports_user_created_idx').on('damage_reports').columns(['user_id', 'created_at']).execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropIndex('reports_user_created_idx').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('data_version').execute();
};
