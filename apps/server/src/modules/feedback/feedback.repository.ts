import type { Insertable } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TFeedbackTable } from '../../db/schema.js';

export type TFeedbackRow = Omit<TFeedbackTable, 'id'> & { id: number };

export class FeedbackRepository {
  constructor(private readonly db: TDb) {}

  async insert(row: Insertable<TFeedbackTable>): Promise<number> {
    const inserted = await this.db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  list(options: { limit: number; offset: number }): Promise<TFeedbackRow[]> {
    return this.db
      .selectFrom('feedback')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute();
  }
}
