import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TDatabase, TUsersTable } from '../../db/schema.js';

export type TUserRow = Omit<TUsersTable, 'id' | 'data_version'> & { id: number; data_version: number };

export class UserRepository {
  constructor(private readonly db: TDb) {}

  findById(id: number): Promise<TUserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByUsername(username: string): Promise<TUserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  findByEmail(email: string): Promise<TUserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  list(): Promise<TUserRow[]> {
    return this.db.selectFrom('users').selectAll().orderBy('id').execute();
  }

  async dataVersion(id: number): Promise<number | null> {
    const row = await this.db.selectFrom('users').select('data_version').where('id', '=', id).executeTakeFirst();
    return row ? Number(row.data_version) : null;
  }

  /** Marks the user's cars/reports as changed (see migration 0004). */
  async bumpDataVersion(id: number, trx: TDb | Transaction<TDatabase> = this.db): Promise<void> {
    await trx.updateTable('users').set((eb) => ({ data_version: eb('data_version', '+', 1) })).where('id', '=', id).execute();
  }

  async create(user: Omit<TUserRow, 'id' | 'data_version'>): Promise<TUserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  }

  async touchLastLogin(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ last_login: at, data_version: eb('data_version', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }
}
