import type { TDb } from '../../db/database.js';
import type { TPasswordResetTokensTable } from '../../db/schema.js';

export class ResetTokenRepository {
  constructor(private readonly db: TDb) {}

  async insert(token: TPasswordResetTokensTable): Promise<void> {
    await this.db.insertInto('password_reset_tokens').values(token).execute();
  }

  findUsable(tokenHash: string, nowIso: string): Promise<TPasswordResetTokensTable | undefined> {
    return this.db
      .selectFrom('password_reset_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', nowIso)
      .executeTakeFirst();
  }

  /** Marks the token used only if nobody else did first; false means it was already spent. */
  async markUsed(tokenHash: string, nowIso: string): Promise<boolean> {
    const result = await this.db
      .updateTable('password_reset_tokens')
      .set({ used_at: nowIso })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteEnded(nowIso: string): Promise<void> {
    await this.db.deleteFrom('password_reset_tokens').where('expires_at', '<=', nowIso).execute();
  }
}
