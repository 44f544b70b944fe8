import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { TDatabaseConfig } from '../config/config.js';
import type { TDatabase } from './schema.js';

export type TDb = Kysely<TDatabase>;
export type TDialectName = TDatabaseConfig['dialect'];

export const createDatabase = (config: TDatabaseConfig): TDb => {
  if (config.dialect === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.connectionString, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    return new Kysely<TDatabase>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.filename !== ':memory:') mkdirSync(path.dirname(config.filename), { recursive: true });
  const database = new SqliteDatabase(config.filename);
  // WAL lets the CLI and the server use the same file at once; busy_timeout waits instead of failing.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return new Kysely<TDatabase>({ dialect: new SqliteDialect({ database }) });
};
