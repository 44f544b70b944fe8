import type { Kysely } from 'kysely';

/**
 * How sure the engine was of a licence number it read from a report's photos (0..1). NULL when the owner typed the
 * number (or it is empty): a typed number is never overwritten, and editing the number clears the confidence.
 * Per-photo readings live in photos.analysis_json.
 */
export const up = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('cars').addColumn('license_confidence', 'real').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.alterTable('cars').dropColumn('license_confidence').execute();
};
