import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { TPhotoAnalyzer } from '../src/modules/tasks/photo-analyzer.js';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';
import { buildMultipart, makeJpeg } from './support/uploads.js';

/** Real Redis is required (CI starts it); the test fails, not skips, when it is missing. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('BullMQ queue on Redis', () => {
  let t: TTestApp;
  const prefix = `cda-test-${randomBytes(4).toString('hex')}`;
  afterEach(async () => {
    await t.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const setup = async (env: Record<string, string>, analyzer?: TPhotoAnalyzer, photoCount = 1, size = { width: 320, height: 240 }) => {
    t = await createTestApp({ env: { REDIS_URL, REDIS_PREFIX: prefix, ...env }, analyzer });
    await createUser(t, { username: 'alice', password: 'Str0ng-Pass!' });
    const client = new TestClient(t.app);
    await client.login('alice', 'Str0ng-Pass!');
    const files = await Promise.all(
      Array.from({ length: photoCount }, async (_, i) => ({ field: 'photos', name: `photo_${i}.jpg`, data: await makeJpeg({ ...size, seed: i + 3 }) })),
    );
    const { payload, contentType } = await buildMultipart({ carName: 'Redis car' }, files);
    const response = await client.request({ method: 'POST', url: '/api/async-upload/', payload, headers: { 'content-type': contentType } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { task_id: string }).task_id;
  };
  const readTask = (id: string) => t.db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('puts the task on Redis and a BullMQ worker completes it', async () => {
    const taskId = await setup({});
    expect(t.context.services.dispatcher.kind).toBe('bullmq');
    const redis = new Redis(REDIS_URL);
    expect((await redis.keys(`${prefix}:analysis:*`)).length).toBeGreaterThan(0);
    await redis.quit();
    t.context.services.dispatcher.startWorker();
    const task = await waitFor(() => readTask(taskId), (row) => row.status === 'completed');
    expect(task).toMatchObject({ status: 'completed', progress: 100, attempts: 1 });
  });

  it('re-queues a failed attempt after its backoff and completes on the next one', async () => {
    let calls = 0;
    const flaky: TPhotoAnalyzer = {
      analyze: async () => {
        calls += 1;
        if (calls === 1) throw new Error('transient failure');
        return { findings: [], annotated: null, notes: [] };
      },
    };
    const taskId = await setup({ TASK_RETRY_BASE_MS: '300' }, flaky);
    t.context.services.dispatcher.startWorker();
    const task = await waitFor(() => readTask(taskId), (row) => row.status === 'completed');
    expect(task).toMatchObject({ status: 'completed', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('finishes a task whose worker process was killed mid-way', async () => {
    const taskId = await setup({ TASK_LEASE_MS: '1500' }, undefined, 10, { width: 2400, height: 1800 });
    const database = t.config.database;
    const worker = spawn(process.execPath, [MAIN, 'worker'], {
      env: {
        ...process.env,
        DATA_DIR: t.dataDir,
        DATABASE_URL: database.dialect === 'postgres' ? database.connectionString : `sqlite:${database.filename}`,
        SESSION_SECRET: t.config.sessionSecret,
        REDIS_URL,
        REDIS_PREFIX: prefix,
        TASK_LEASE_MS: '1500',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    const started = await waitFor(() => readTask(taskId), (row) => row.progress > 0, 60_000);
    worker.kill('SIGKILL');
    await exited;
    expect(started.progress).toBeGreaterThan(0);
    expect((await readTask(taskId)).status).toBe('processing');
    t.context.services.dispatcher.startWorker();
    const task = await waitFor(() => readTask(taskId), (row) => row.status === 'completed', 60_000);
    expect(task).toMatchObject({ status: 'completed', progress: 100, attempts: 2 });
  });
});
