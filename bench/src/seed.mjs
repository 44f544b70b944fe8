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
