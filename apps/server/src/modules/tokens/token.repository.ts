import type { TDb } from '../../db/database.js';
import type { TApiTokensTable } from '../../db/schema.js';

export class TokenRepository {
  constructor(private readonly db: TDb) {}

  async insert(token: TApiTokensTable): Promise<void> {
    await this.db.insertInto('api_tokens').values(token).execute();
  }

  listActive(userId: number): Promise<TApiTokensTable[]> {
    return this.db.selectFrom('api_tokens').selectAll().where('user_id', '=', userId).where('revoked_at', 'is', null).orderBy('created_at', 'desc').execute();
  }

  find(id: string): Promise<TApiTokensTable | undefined> {
    return this.db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async revoke(id: string, userId: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('api_tokens')
      .set({ revoked_at: at })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async touch(id: string, at: string): Promise<void> {
    await this.db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
  }
}
