import type { TDb } from '../../db/database.js';
import type { TSessionsTable } from '../../db/schema.js';

export class SessionRepository {
  constructor(private readonly db: TDb) {}

  async insert(session: TSessionsTable): Promise<void> {
    await this.db.insertInto('sessions').values(session).execute();
  }

  find(idHash: string): Promise<TSessionsTable | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
  }

  async touch(idHash: string, at: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id_hash', '=', idHash).execute();
  }

  async delete(idHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  }

  async deleteForUser(userId: number): Promise<void> {
    await this.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }

  async deleteExpired(nowIso: string, idleCutoffIso: string): Promise<void> {
    await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', nowIso), eb('last_seen_at', '<=', idleCutoffIso)]))
      .execute();
  }
}
