import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';

export type TCounter = { hits: number; windowEndsAt: string };

/** Fixed-window counters in the database, shared by every API process. */
export class ThrottleRepository {
  constructor(private readonly db: TDb) {}

  async peek(key: string, nowIso: string): Promise<TCounter | null> {
    const row = await this.db
      .selectFrom('throttle_counters')
      .select(['hits', 'window_ends_at'])
      .where('key', '=', key)
      .where('window_ends_at', '>', nowIso)
      .executeTakeFirst();
    return row ? { hits: Number(row.hits), windowEndsAt: row.window_ends_at } : null;
  }

  /** One atomic statement: starts a new window when the old one ended, else adds one hit. */
  async hit(key: string, nowIso: string, newWindowEndsIso: string): Promise<TCounter> {
    const row = await this.db
      .insertInto('throttle_counters')
      .values({ key, hits: 1, window_ends_at: newWindowEndsIso })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when throttle_counters.window_ends_at <= ${nowIso} then 1 else throttle_counters.hits + 1 end`,
          window_ends_at: sql<string>`case when throttle_counters.window_ends_at <= ${nowIso} then ${newWindowEndsIso} else throttle_counters.window_ends_at end`,
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), windowEndsAt: row.window_ends_at };
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttle_counters').where('key', '=', key).execute();
  }

  async purgeEnded(nowIso: string): Promise<void> {
    await this.db.deleteFrom('throttle_counters').where('window_ends_at', '<=', nowIso).execute();
  }
}
