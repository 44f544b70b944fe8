import { sql } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TUsersTable } from '../../db/schema.js';

export type TUserRow = Omit<TUsersTable, 'id'> & { id: number };

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

  async create(user: Omit<TUserRow, 'id'>): Promise<TUserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async updatePasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  }

  async touchLastLogin(id: number, at: string): Promise<void> {
    await this.db.updateTable('users').set({ last_login: at }).where('id', '=', id).execute();
  }
}
