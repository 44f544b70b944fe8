import { sql, type Transaction } from 'kysely';
import type { TDb } from '../../db/database.js';
import type { TDamageReportsTable, TDamagesTable, TDatabase, TPhotosTable } from '../../db/schema.js';

export type TReportRow = Omit<TDamageReportsTable, 'id'> & { id: number };
export type TPhotoRow = Omit<TPhotosTable, 'id'> & { id: number };
export type TDamageRow = Omit<TDamagesTable, 'id'> & { id: number };
type TExecutor = TDb | Transaction<TDatabase>;

export class ReportRepository {
  constructor(private readonly db: TDb) {}

  findById(reportId: number, trx: TExecutor = this.db): Promise<TReportRow | undefined> {
    return trx.selectFrom('damage_reports').selectAll().where('id', '=', reportId).executeTakeFirst();
  }

  async insert(report: Omit<TReportRow, 'id'>, trx: TExecutor = this.db): Promise<TReportRow> {
    return trx.insertInto('damage_reports').values(report).returningAll().executeTakeFirstOrThrow();
  }

  async setStatus(reportId: number, status: string, updatedAt: string, description?: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('damage_reports')
        .set({ status, updated_at: updatedAt, ...(description === undefined ? {} : { description }) })
        .where('id', '=', reportId)
        .returning('user_id')
        .executeTakeFirst();
      if (updated) {
        await trx.updateTable('users').set((eb) => ({ data_version: eb('data_version', '+', 1) })).where('id', '=', updated.user_id).execute();
      }
    });
  }

  async delete(reportId: number, trx: TExecutor = this.db): Promise<void> {
    await trx.deleteFrom('damage_reports').where('id', '=', reportId).execute();
  }

  /** Every report of a user, newest first, with photo counts: two flat queries instead of a join and group. */
  async listSummariesForUser(userId: number) {
    const [reports, counts] = await Promise.all([
      this.db
        .selectFrom('damage_reports')
        .select(['id', 'car_id', 'status', 'description', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),
      this.db
        .selectFrom('photos')
        .select(['report_id', sql<number>`count(*)`.as('photo_count')])
        .where('user_id', '=', userId)
        .groupBy('report_id')
        .execute(),
    ]);
    const countByReport = new Map(counts.map((row) => [row.report_id, Number(row.photo_count)]));
    return reports.map((report) => ({ ...report, photo_count: countByReport.get(report.id) ?? 0 }));
  }

  async countPhotosForUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('photos')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async insertPhotos(photos: Omit<TPhotoRow, 'id'>[], trx: TExecutor = this.db): Promise<TPhotoRow[]> {
    if (photos.length === 0) return [];
    return trx.insertInto('photos').values(photos).returningAll().execute();
  }

  listPhotos(reportId: number, trx: TExecutor = this.db): Promise<TPhotoRow[]> {
    return trx.selectFrom('photos').selectAll().where('report_id', '=', reportId).orderBy('position').orderBy('id').execute();
  }

  findPhoto(photoId: number): Promise<TPhotoRow | undefined> {
    return this.db.selectFrom('photos').selectAll().where('id', '=', photoId).executeTakeFirst();
  }

  async updatePhoto(photoId: number, values: Partial<Omit<TPhotoRow, 'id'>>): Promise<void> {
    await this.db.updateTable('photos').set(values).where('id', '=', photoId).execute();
  }

  /** Storage keys of every file behind the given reports, so they can be removed with the rows. */
  async listStorageKeys(where: { reportIds?: number[]; carId?: number }, trx: TExecutor = this.db): Promise<string[]> {
    let query = trx.selectFrom('photos as p').innerJoin('damage_reports as r', 'r.id', 'p.report_id').select(['p.original_key', 'p.normalized_key', 'p.thumbnail_key', 'p.result_key']);
    if (where.reportIds) query = query.where('p.report_id', 'in', where.reportIds.length > 0 ? where.reportIds : [-1]);
    if (where.carId !== undefined) query = query.where('r.car_id', '=', where.carId);
    const rows = await query.execute();
    return rows.flatMap((row) => [row.original_key, row.normalized_key, row.thumbnail_key, row.result_key]).filter((key): key is string => Boolean(key));
  }

  /** Replaces a photo's damages: a retried analysis must not duplicate them. */
  async replaceDamages(photoId: number, damages: Omit<TDamageRow, 'id'>[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('damages').where('photo_id', '=', photoId).execute();
      if (damages.length > 0) await trx.insertInto('damages').values(damages).execute();
    });
  }

  listDamages(reportId: number): Promise<TDamageRow[]> {
    return this.db.selectFrom('damages').selectAll().where('report_id', '=', reportId).orderBy('photo_id').orderBy('id').execute();
  }
}
