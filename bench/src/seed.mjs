// Seeds a bench user's cars and reports straight into the database (the API has no bulk import).
import { createDatabase } from '../../apps/server/dist/db/database.js';
import { migrateToLatest } from '../../apps/server/dist/db/migrator.js';

const STATUSES = ['completed', 'completed', 'completed', 'processing', 'photos_added', 'failed', 'created'];

export const seedCarsAndReports = async ({ filename, username, cars, reportsPerCar }) => {
  const db = createDatabase({ dialect: 'sqlite', filename });
  try {
    await migrateToLatest(db, 'sqlite');
    const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
    const now = Date.now();
    for (let c = 0; c < cars; c += 1) {
      const stamp = new Date(now - c * 60_000).toISOString();
      const car = await db
        .insertInto('cars')
        .values({ user_id: user.id, name: `Bench car ${c + 1}`, license_number: `B${String(c).padStart(3, '0')}CD`, color: 'Silver', auto_type: 'Sedan', created_at: stamp, updated_at: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      const reports = Array.from({ length: reportsPerCar }, (_, r) => ({
        car_id: car.id,
        user_id: user.id,
        status: STATUSES[(c + r) % STATUSES.length],
        description: `Report ${r + 1} of bench car ${c + 1}`,
        detailed: 0,
        created_at: new Date(now - c * 60_000 - r * 1000).toISOString(),
        updated_at: stamp,
      }));
      await db.insertInto('damage_reports').values(reports).execute();
    }
  } finally {
    await db.destroy();
  }
};

const DAMAGE_KINDS = [
  { car_part: 'front_bumper', damage_type: 'scratch', severity: 'Low', damage_cost: '$120.00', description: 'Polish and refinish the scratch' },
  { car_part: 'front_bumper', damage_type: 'dent', severity: 'High', damage_cost: '$640.00', description: 'Replace the bumper cover with a new part' },
  { car_part: 'hood', damage_type: 'dent', severity: 'Average', damage_cost: '$310.50', description: 'Repair the hood: dent, average severity' },
  { car_part: 'headlight', damage_type: 'broken lamp', severity: 'High', damage_cost: '$420.00', description: 'Headlight housing cracked through' },
  { car_part: 'back_door', damage_type: 'scratch', severity: 'Average', damage_cost: '$180.00', description: 'Refinish the door panel' },
  { car_part: 'fender', damage_type: 'dent', severity: 'Low', damage_cost: '$95.25', description: 'Push out the small dent' },
  { car_part: 'mirror', damage_type: 'missing', severity: 'High', damage_cost: '$210.00', description: 'Mirror glass gone' },
];

/** Damages on every photo of a report, as the analysis would store them. */
export const seedDamages = async ({ filename, reportId, perPhoto }) => {
  const db = createDatabase({ dialect: 'sqlite', filename });
  try {
    const photos = await db.selectFrom('photos').select('id').where('report_id', '=', reportId).orderBy('id').execute();
    const rows = photos.flatMap((photo, p) =>
      Array.from({ length: perPhoto }, (_, d) => {
        const kind = DAMAGE_KINDS[(p * perPhoto + d) % DAMAGE_KINDS.length];
        const cents = Math.round(Number(kind.damage_cost.slice(1)) * 100);
        return { ...kind, photo_id: photo.id, report_id: reportId, cost_cents: cents, area: 50 + d * 40, geometry_json: null, confidence: 0.8 };
      }),
    );
    await db.insertInto('damages').values(rows).execute();
    await db.updateTable('damage_reports').set({ status: 'completed' }).where('id', '=', reportId).execute();
  } finally {
    await db.destroy();
  }
};
