import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { TDb, TDialectName } from './database.js';
import * as m0001 from './migrations/0001-initial.js';
import * as m0002 from './migrations/0002-feedback.js';
import * as m0003 from './migrations/0003-assessments.js';
import * as m0004 from './migrations/0004-user-data-version.js';
import * as m0005 from './migrations/0005-api-tokens.js';
import * as m0006 from './migrations/0006-callback-deliveries.js';
import * as m0007 from './migrations/0007-plate-readings.js';

type TMigrationModule = {
  up: (db: Kysely<unknown>, dialect: TDialectName) => Promise<void>;
  down: (db: Kysely<unknown>, dialect: TDialectName) => Promise<void>;
};

/** Migrations live in code (not files found at run time) so the built server carries them. */
const MIGRATIONS: Record<string, TMigrationModule> = {
  '0001-initial': m0001,
  '0002-feedback': m0002,
  '0003-assessments': m0003,
  '0004-user-data-version': m0004,
  '0005-api-tokens': m0005,
  '0006-callback-deliveries': m0006,
  '0007-plate-readings': m0007,
};

class InCodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: TDialectName) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, module]) => [
        name,
        { up: (db: Kysely<unknown>) => module.up(db, this.dialect), down: (db: Kysely<unknown>) => module.down(db, this.dialect) },
      ]),
    );
  }
}

/** Brings the schema to the latest version; safe to call from several processes at once (Kysely locks). */
export const migrateToLatest = async (db: TDb, dialect: TDialectName): Promise<string[]> => {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
};
