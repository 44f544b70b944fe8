import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';
import { buildMultipart, makeJpeg, type TUploadFile } from './support/uploads.js';

const PASSWORD = 'Str0ng-Pass!';

const listFiles = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : [];

describe('assessment workflow', () => {
  let t: TTestApp;
  let alice: TestClient;
  let bob: TestClient;

  beforeEach(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'alice', password: PASSWORD });
    await createUser(t, { username: 'bob', password: PASSWORD });
    alice = new TestClient(t.app);
    bob = new TestClient(t.app);
    await alice.login('alice', PASSWORD);
    await bob.login('bob', PASSWORD);
  });
  afterEach(async () => t.close());

  const upload = async (client: TestClient, fields: Record<string, string>, files: TUploadFile[], url = '/api/async-upload/') => {
    const { payload, contentType } = await buildMultipart(fields, files);
    return client.request({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
  };
  const photos = async (count: number) =>
    Promise.all(Array.from({ length: count }, async (_, i) => ({ field: 'photos', name: `photo_${i + 1}.jpg`, data: await makeJpeg({ seed: i + 1 }) })));
  const rowCounts = async () => ({
    cars: (await t.db.selectFrom('cars').select('id').execute()).length,
    reports: (await t.db.selectFrom('damage_reports').select('id').execute()).length,
    photos: (await t.db.selectFrom('photos').select('id').execute()).length,
    tasks: (await t.db.selectFrom('tasks').select('id').execute()).length,
  });
  const nothingLeft = async () => {
    expect(await rowCounts()).toEqual({ cars: 0, reports: 0, photos: 0, tasks: 0 });
    expect(listFiles(t.config.mediaDir)).toEqual([]);
    expect(listFiles(t.config.tempDir)).toEqual([]);
  };

  it('accepts photos, creates car, report and task at once, and the worker completes it', async () => {
    const response = await upload(alice, { carName: 'Toyota Camry AB123', createDetailedReport: 'true' }, await photos(3));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; message: string; task_id: string; report_id: number };
    expect(body).toMatchObject({ success: true, message: 'Photos uploaded successfully. Processing started in background.' });
    expect(await rowCounts()).toEqual({ cars: 1, reports: 1, photos: 3, tasks: 1 });

    const pending = (await alice.get(`/api/tasks/${body.task_id}/status/`)).json() as { status: string };
    expect(pending.status).toBe('pending');
    expect(await t.context.services.queue.runOnce()).toBe(true);

    const done = (await alice.get(`/api/tasks/${body.task_id}/status/`)).json() as { status: string; progress: number; report_url: string };
    expect(done).toMatchObject({ status: 'completed', progress: 100, report_url: `/results/${body.report_id}` });

    const results = await alice.get(`/api/web/results/${body.report_id}/`);
    expect(results.statusCode).toBe(200);
    const report = results.json() as { status: string; description: string; car: { name: string }; photos: { id: number; image_url: string; thumbnail_url: string; photos: unknown[] }[] };
    expect(report.status).toBe('completed');
    expect(report.car.name).toBe('Toyota Camry AB123');
    expect(report.description).toContain('No damage model is installed');
    expect(report.photos).toHaveLength(3);
    expect(report.photos.every((photo) => photo.photos.length === 0)).toBe(true);

    const original = await alice.get(report.photos[0]?.image_url ?? '');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect((await alice.get(report.photos[0]?.thumbnail_url ?? '')).statusCode).toBe(200);
    const stored = await t.db.selectFrom('photos').selectAll().execute();
    expect(stored.every((photo) => /^[0-9a-f]{16}$/.test(photo.phash ?? ''))).toBe(true);
  });

  it('keeps reports and photos private: 403 on another user’s report, 404 on unknown ids', async () => {
    const body = (await upload(alice, { carName: 'Private car' }, await photos(1))).json() as { report_id: number; task_id: string };
    await t.context.services.queue.runOnce();
    const photoId = (await t.db.selectFrom('photos').select('id').executeTakeFirstOrThrow()).id;
    expect((await bob.get(`/api/web/results/${body.report_id}/`)).statusCode).toBe(403);
    expect((await bob.get(`/api/web/results/999999/`)).statusCode).toBe(404);
    expect((await bob.get(`/api/media/photos/${photoId}/original/`)).statusCode).toBe(404);
    expect((await bob.get(`/api/tasks/${body.task_id}/status/`)).statusCode).toBe(404);
    expect(((await bob.get('/api/tasks/')).json() as { tasks: unknown[] }).tasks).toEqual([]);
    const carId = (await t.db.selectFrom('cars').select('id').executeTakeFirstOrThrow()).id;
    expect((await bob.request({ method: 'PUT', url: `/api/cars/${carId}/`, payload: { name: 'Mine now' } })).statusCode).toBe(404);
    expect((await bob.request({ method: 'DELETE', url: `/api/cars/${carId}/delete/` })).statusCode).toBe(404);
    expect((await bob.request({ method: 'DELETE', url: `/api/reports/${body.report_id}/delete/` })).statusCode).toBe(404);
    expect((await bob.post('/api/reports/', { car_id: carId })).statusCode).toBe(404);
    expect(await rowCounts()).toMatchObject({ cars: 1, reports: 1 });
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/user-profile/')).statusCode).toBe(401);
    expect((await anonymous.get(`/api/web/results/${body.report_id}/`)).statusCode).toBe(401);
  });

  it('refuses bad uploads with the spec’s messages and leaves nothing behind', async () => {
    const cases: [Record<string, string>, TUploadFile[], string][] = [
      [{ carName: '   ' }, await photos(1), 'Car name is required. Please enter a car name or license plate.'],
      [{ carName: 'Car' }, [{ field: 'photos', name: 'photo_1.jpg', data: Buffer.from('this is not an image at all') }], 'Invalid file type. Only images are allowed.'],
      [{ carName: 'Car' }, [...(await photos(1)), { field: 'photos', name: 'fake.png', data: Buffer.from('%PDF-1.4 not a png'), type: 'image/png' }], 'Invalid file type. Only images are allowed.'],
      [{ carName: 'Car' }, await photos(11), 'Maximum 10 photos allowed'],
      [{ carName: 'Car' }, [], 'Please add at least one photo.'],
      [{ carName: 'Car' }, [...(await photos(1)), { field: 'video', name: 'clip.mp4', data: Buffer.from('not a video file'), type: 'video/mp4' }], 'Invalid file type. Only videos are allowed.'],
    ];
    for (const [fields, files, message] of cases) {
      const response = await upload(alice, fields, files);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ success: false, error: message });
    }
    const oversized = await upload(alice, { carName: 'Car' }, [...(await photos(1)), { field: 'photos', name: 'huge.jpg', data: Buffer.alloc(26 * 1024 * 1024, 0xff) }]);
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json()).toEqual({ success: false, error: 'Each photo must be at most 25 MB.' });
    const notMultipart = await alice.post('/api/async-upload/', { carName: 'Car' });
    expect(notMultipart.statusCode).toBe(400);
    expect((notMultipart.json() as { success: boolean }).success).toBe(false);
    await nothingLeft();
  });

  it('answers the car check in exact and search modes', async () => {
    await upload(alice, { carName: 'BMW X5' }, await photos(1));
    await upload(alice, { carName: 'Audi A4' }, await photos(1));
    await upload(bob, { carName: 'Bob car' }, await photos(1));
    expect((await alice.get('/api/check-car?name=BMW%20X5')).json()).toMatchObject({ exists: true, cars: [{ name: 'BMW X5' }] });
    expect((await alice.get('/api/check-car?name=bmw')).json()).toEqual({ exists: false, cars: [] });
    expect((await alice.get('/api/check-car?name=Bob%20car')).json()).toEqual({ exists: false, cars: [] });
    const search = (await alice.get('/api/check-car?name=bm&mode=search')).json() as { cars: { name: string }[] };
    expect(search.cars.map((car) => car.name)).toEqual(['BMW X5']);
    const recent = (await alice.get('/api/check-car?name=&mode=search')).json() as { cars: { name: string }[] };
    expect(recent.cars.map((car) => car.name)).toEqual(['Audi A4', 'BMW X5']);
  });

  it('computes the profile statistics by the spec’s rules', async () => {
    const first = (await upload(alice, { carName: 'Car A' }, await photos(2))).json() as { report_id: number };
    await upload(alice, { carName: 'Car A' }, await photos(1));
    await upload(alice, { carName: 'Car B' }, await photos(1));
    await t.context.services.queue.runOnce();
    const carB = await t.db.selectFrom('cars').select('id').where('name', '=', 'Car B').executeTakeFirstOrThrow();
    expect((await alice.post('/api/reports/', { car_id: carB.id })).statusCode).toBe(201);
    await t.db.updateTable('damage_reports').set({ status: 'processing' }).where('id', '!=', first.report_id).where('car_id', '=', carB.id).where('status', '=', 'photos_added').execute();
    const profile = (await alice.get('/api/user-profile/')).json() as {
      user_info: { username: string; is_staff: boolean; is_active: boolean };
      statistics: Record<string, number>;
      cars: { name: string; damage_reports: { id: number; status: string; photo_count: number }[] }[];
    };
    expect(profile.user_info).toMatchObject({ username: 'alice', is_staff: false, is_active: true });
    expect(profile.statistics).toEqual({
      total_cars: 2,
      total_reports: 4,
      total_photos: 4,
      completed_reports: 1,
      processing_reports: 1,
      pending_reports: 2,
    });
    const carA = profile.cars.find((car) => car.name === 'Car A');
    expect(carA?.damage_reports.map((report) => report.photo_count).sort()).toEqual([1, 2]);
  });

  it('serves the profile from cache until a write changes the user’s data', async () => {
    type TProfile = { statistics: Record<string, number>; cars: { id: number; name: string; damage_reports: { status: string }[] }[] };
    const profile = async () => (await alice.get('/api/user-profile/')).json() as TProfile;
    const { task_id } = (await upload(alice, { carName: 'Cached car' }, await photos(1))).json() as { task_id: string };
    expect((await profile()).statistics.total_reports).toBe(1);
    // A write that bypasses the services is not seen: proof that the answer comes from the cache.
    await t.db.updateTable('cars').set({ color: 'sneaky' }).execute();
    const carId = (await profile()).cars[0]?.id ?? 0;
    await alice.request({ method: 'PUT', url: `/api/cars/${carId}/`, payload: { name: 'Renamed car' } });
    expect((await profile()).cars[0]?.name).toBe('Renamed car');
    await alice.post('/api/reports/', { car_id: carId });
    expect((await profile()).statistics.total_reports).toBe(2);
    await t.context.services.queue.runOnce();
    expect((await profile()).statistics.completed_reports).toBe(1);
    expect((await alice.get(`/api/tasks/${task_id}/status/`)).json()).toMatchObject({ status: 'completed' });
    await alice.request({ method: 'DELETE', url: `/api/cars/${carId}/delete/` });
    expect((await profile()).statistics).toMatchObject({ total_cars: 0, total_reports: 0 });
    expect(((await bob.get('/api/user-profile/')).json() as TProfile).cars).toEqual([]);
  });

  it('edits and deletes cars and reports, removing stored files', async () => {
    const body = (await upload(alice, { carName: 'Edit me' }, await photos(2))).json() as { report_id: number };
    await t.context.services.queue.runOnce();
    const car = await t.db.selectFrom('cars').selectAll().executeTakeFirstOrThrow();
    const invalid = await alice.request({ method: 'PUT', url: `/api/cars/${car.id}/`, payload: { name: '  ' } });
    expect(invalid.statusCode).toBe(400);
    const edited = await alice.request({ method: 'PUT', url: `/api/cars/${car.id}/`, payload: { id: car.id, name: 'Edited', license_number: 'A123BC', color: 'Red', auto_type: 'Sedan', extra: 1 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Edited', license_number: 'A123BC', color: 'Red', auto_type: 'Sedan' });
    expect(listFiles(t.config.mediaDir).length).toBe(6);
    const deletedReport = await alice.request({ method: 'DELETE', url: `/api/reports/${body.report_id}/delete/` });
    expect(deletedReport.statusCode).toBe(200);
    expect(listFiles(t.config.mediaDir)).toEqual([]);
    await upload(alice, { carName: 'Edited' }, await photos(1));
    const deletedCar = await alice.request({ method: 'DELETE', url: `/api/cars/${car.id}/delete/` });
    expect(deletedCar.json()).toEqual({ success: true, message: 'Car deleted successfully!' });
    await nothingLeft();
  });

  it('cancels a pending task and refuses to cancel a finished one', async () => {
    const first = (await upload(alice, { carName: 'Cancel me' }, await photos(1))).json() as { task_id: string; report_id: number };
    const cancelled = await alice.post(`/api/tasks/${first.task_id}/cancel/`);
    expect(cancelled.json()).toEqual({ success: true, message: 'Task cancelled successfully' });
    const task = (await alice.get(`/api/tasks/${first.task_id}/status/`)).json() as { status: string; error_message: string };
    expect(task).toMatchObject({ status: 'failed', error_message: 'Cancelled by user' });
    expect(await t.context.services.queue.runOnce()).toBe(false);
    expect((await t.context.services.reports.getResults({ id: (await t.context.services.users.findByUsername('alice'))!.id, username: 'alice', isStaff: false }, first.report_id)).status).toBe('failed');
    const again = await alice.post(`/api/tasks/${first.task_id}/cancel/`);
    expect(again.statusCode).toBe(400);
  });

  it('runs the synchronous upload to completion before answering', async () => {
    const response = await upload(alice, { carName: 'Sync' }, await photos(2), '/api/upload/');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { report_id: number };
    expect((await alice.get(`/api/web/results/${body.report_id}/`)).json()).toMatchObject({ status: 'completed' });
  });
});
