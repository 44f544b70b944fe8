import type { Transaction } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TCarsTable, TDatabase } from '../../db/schema.js';

export type TCarRow = Omit<TCarsTable, 'id'> & { id: number };
type TExecutor = TDb | Transaction<TDatabase>;

export class CarRepository {
  constructor(private readonly db: TDb) {}

  findOwned(userId: number, carId: number, trx: TExecutor = this.db): Promise<TCarRow | undefined> {
    return trx.selectFrom('cars').selectAll().where('id', '=', carId).where('user_id', '=', userId).executeTakeFirst();
  }

  findById(carId: number): Promise<TCarRow | undefined> {
    return this.db.selectFrom('cars').selectAll().where('id', '=', carId).executeTakeFirst();
  }

  findByName(userId: number, name: string, trx: TExecutor = this.db): Promise<TCarRow | undefined> {
    return trx.selectFrom('cars').selectAll().where('user_id', '=', userId).where('name', '=', name).executeTakeFirst();
  }

  /** Names containing the text (case-insensitive), or the most recently used cars when the text is empty. */
  search(userId: number, text: string, limit: number): Promise<{ id: number; name: string }[]> {
    let query = this.db.selectFrom('cars').select(['id', 'name']).where('user_id', '=', userId);
    if (text) {
      const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query = query.where((eb) =>
        eb.or([eb(eb.fn('lower', ['name']), 'like', pattern), eb(eb.fn('lower', ['license_number']), 'like', pattern)]),
      );
    }
    return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  listForUser(userId: number): Promise<TCarRow[]> {
    return this.db.selectFrom('cars').selectAll().where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
  }

  async insert(car: Omit<TCarRow, 'id'>, trx: TExecutor = this.db): Promise<TCarRow> {
    return trx.insertInto('cars').values(car).returningAll().executeTakeFirstOrThrow();
  }

  async update(carId: number, values: Partial<Omit<TCarRow, 'id' | 'user_id'>>, trx: TExecutor = this.db): Promise<void> {
    await trx.updateTable('cars').set(values).where('id', '=', carId).execute();
  }

  /**
   * Sets a licence number read from a photo, only while the car has none: the condition is in the UPDATE itself,
   * so a number the owner types meanwhile is never overwritten. Bumps the owner's profile version when it wrote.
   */
  async fillLicenceNumber(carId: number, plate: { text: string; confidence: number }, at: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('cars')
        .set({ license_number: plate.text, license_confidence: plate.confidence, updated_at: at })
        .where('id', '=', carId)
        .where('license_number', '=', '')
        .returning('user_id')
        .executeTakeFirst();
      if (!updated) return false;
      await trx.updateTable('users').set((eb) => ({ data_version: eb('data_version', '+', 1) })).where('id', '=', updated.user_id).execute();
      return true;
    });
  }

  async delete(carId: number, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('cars').where('id', '=', carId).execute();
  }
}
