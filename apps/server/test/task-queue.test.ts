import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { TPhotoAnalyzer } from '../src/modules/tasks/photo-analyzer.js';
import { createFakeClock } from './support/fake-clock.js';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';
import { buildMultipart, makeJpeg } from './support/uploads.js';

const PASSWORD = 'Str0ng-Pass!';
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

const uploadPhotos = async (t: TTestApp, count: number, size = { width: 320, height: 240 }) => {
  await createUser(t, { username: 'alice', password: PASSWORD });
  const client = new TestClient(t.app);
  await client.login('alice', PASSWORD);
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({ field: 'photos', name: `photo_${i}.jpg`, data: await makeJpeg({ ...size, seed: i + 7 }) })),
  );
  const { payload, contentType } = await buildMultipart({ carName: 'Queue car' }, files);
  const response = await client.request({ method: 'POST', url: '/api/async-upload/', payload, headers: { 'content-type': contentType } });
  expect(response.statusCode).toBe(200);
  return response.json() as { task_id: string; report_id: number };
};

const taskRow = (t: TTestApp, id: string) => t.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('task queue', () => {
  let t: TTestApp;
  afterEach(async () => t.close());

  it('retries a failing task with backoff, then ends it failed with the error message', async () => {
    const clock = createFakeClock();
    let calls = 0;
    const failing: TPhotoAnalyzer = {
      analyze: async () => {
        calls += 1;
        throw new Error('model crashed');
      },
    };
    t = await createTestApp({ clock, analyzer: failing, env: { TASK_MAX_ATTEMPTS: '3', TASK_RETRY_BASE_MS: '10000' } });
    const { task_id, report_id } = await uploadPhotos(t, 1);
    const queue = t.context.services.queue;

    expect(await queue.runOnce()).toBe(true);
    let row = await taskRow(t, task_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, error_message: 'model crashed' });
    expect(await queue.runOnce()).toBe(false);
    clock.advance(10_001);
    expect(await queue.runOnce()).toBe(true);
    row = await taskRow(t, task_id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    clock.advance(10_001);
    expect(await queue.runOnce()).toBe(false);
    clock.advance(10_000);
    expect(await queue.runOnce()).toBe(true);
    row = await taskRow(t, task_id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, error_message: 'model crashed' });
    expect(calls).toBe(3);
    const report = await t.db.selectFrom('damage_reports').selectAll().where('id', '=', report_id).executeTakeFirstOrThrow();
    expect(report.status).toBe('failed');
    expect(report.description).toBe('model crashed');
  });

  it('fails a task whose photo is cut off with a message that names the photo', async () => {
    t = await createTestApp({ env: { TASK_MAX_ATTEMPTS: '1' } });
    await createUser(t, { username: 'alice', password: PASSWORD });
    const client = new TestClient(t.app);
    await client.login('alice', PASSWORD);
    const whole = await makeJpeg({ width: 400, height: 300 });
    const { payload, contentType } = await buildMultipart({ carName: 'Broken file' }, [{ field: 'photos', name: 'cut.jpg', data: whole.subarray(0, Math.floor(whole.length / 3)) }]);
    const upload = await client.request({ method: 'POST', url: '/api/async-upload/', payload, headers: { 'content-type': contentType } });
    expect(upload.statusCode).toBe(200);
    const { task_id } = upload.json() as { task_id: string };
    await t.context.services.queue.runOnce();
    const row = await taskRow(t, task_id);
    expect(row.status).toBe('failed');
    expect(row.error_message).toBe('Photo 1 (cut.jpg) could not be decoded: the file is damaged or incomplete.');
  });

  it('takes back a task whose worker stopped renewing its lease, and gives up after the attempts', async () => {
    const clock = createFakeClock();
    t = await createTestApp({ clock, env: { TASK_LEASE_MS: '5000', TASK_MAX_ATTEMPTS: '2' } });
    const { task_id } = await uploadPhotos(t, 1);
    const repository = t.context.services.queue;
    // Simulate two workers that took the task and died without a trace.
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await t.db.updateTable('tasks').set({ status: 'processing', locked_by: `dead-${attempt}`, lease_until: new Date(clock.now().getTime() + 5000).toISOString(), attempts: attempt }).where('id', '=', task_id).execute();
      expect(await repository.runOnce()).toBe(false);
      clock.advance(5001);
    }
    expect(await repository.runOnce()).toBe(true);
    const row = await taskRow(t, task_id);
    expect(row.status).toBe('failed');
    expect(row.error_message).toContain('interrupted 2 times');
  });

  it('survives a real worker process killed in the middle of a task', async () => {
    t = await createTestApp({ env: { TASK_LEASE_MS: '1500' } });
    const { task_id, report_id } = await uploadPhotos(t, 10, { width: 2400, height: 1800 });
    const database = t.config.database;
    const env = {
      ...process.env,
      DATA_DIR: t.dataDir,
      DATABASE_URL: database.dialect === 'postgres' ? database.connectionString : `sqlite:${database.filename}`,
      SESSION_SECRET: t.config.sessionSecret,
      TASK_LEASE_MS: '1500',
      LOG_LEVEL: 'warn',
    };
    const worker = spawn(process.execPath, [MAIN, 'worker'], { env, stdio: 'ignore' });
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    const deadline = Date.now() + 60_000;
    let progress = 0;
    while (Date.now() < deadline) {
      progress = (await taskRow(t, task_id)).progress;
      if (progress > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    worker.kill('SIGKILL');
    await exited;
    const interrupted = await taskRow(t, task_id);
    expect(progress).toBeGreaterThan(0);
    expect(interrupted.status).toBe('processing');
    expect(interrupted.progress).toBeLessThan(100);

    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(await t.context.services.queue.runOnce()).toBe(true);
    const finished = await taskRow(t, task_id);
    expect(finished).toMatchObject({ status: 'completed', progress: 100, attempts: 2 });
    const photos = await t.db.selectFrom('photos').selectAll().where('report_id', '=', report_id).execute();
    expect(photos.every((photo) => photo.thumbnail_key && photo.normalized_key)).toBe(true);
  });
});
