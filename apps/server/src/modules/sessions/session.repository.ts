import type { TDb } from '../../db/database.js';
import type { TSessionsTable } from '../../db/schema.js';

export class SessionRepository {
  constructor(private readonly db: TDb) {}

  async insert(session: TSessionsTable): Promise<void> {
    await this.db.insertInto('sessions').values(session).execute();
  }

  /** The session with its (active) user in one query: this runs on every API request. */
  findWithUser(idHash: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.user_id',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'users.username',
        'users.is_staff',
      ])
      .where('sessions.id_hash', '=', idHash)
      .where('users.is_active', '=', 1)
      .executeTakeFirst();
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
