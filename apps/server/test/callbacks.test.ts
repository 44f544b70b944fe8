import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeClock } from './support/fake-clock.js';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';
import { buildMultipart, makeJpeg } from './support/uploads.js';

type TReceived = { headers: IncomingMessage['headers']; body: string };

/** A real HTTP receiver on loopback that answers with the given status codes in turn. */
const startReceiver = async (statuses: number[]) => {
  const received: TReceived[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hook`, received, close: () => new Promise((resolve) => server.close(resolve)) };
};

describe('assessment callbacks', () => {
  let t: TTestApp;
  let closeReceiver: () => Promise<unknown> = async () => undefined;
  afterEach(async () => {
    await t.close();
    await closeReceiver();
  });

  const start = async (statuses: number[]) => {
    const clock = createFakeClock(new Date());
    const receiver = await startReceiver(statuses);
    closeReceiver = receiver.close;
    t = await createTestApp({ clock });
    await createUser(t, { username: 'alice', password: 'Str0ng-Pass!' });
    const client = new TestClient(t.app);
    await client.login('alice', 'Str0ng-Pass!');
    const token = ((await client.post('/api/tokens/generate-with-key/', { name: 'hooks' })).json() as { api_key: string }).api_key;
    const auth = { authorization: `Bearer ${token}` };
    const { payload, contentType } = await buildMultipart({ car_name: 'Hook car', callback_url: receiver.url }, [{ field: 'photos', name: 'a.jpg', data: await makeJpeg() }]);
    const accepted = await t.app.inject({ method: 'POST', url: '/api/v1/assessments/', payload, headers: { ...auth, 'content-type': contentType } });
    const { task_id: taskId } = accepted.json() as { task_id: string };
    return { clock, receiver, auth, taskId };
  };

  it('POSTs the finished report as signed JSON', async () => {
    const { receiver, auth, taskId } = await start([200]);
    await t.context.services.queue.runOnce();
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const body = JSON.parse(delivery?.body ?? '{}') as { event: string; task: { task_id: string; status: string }; report: { status: string; photos: { image_url: string }[]; estimate: { total: string } } };
    expect(body.event).toBe('assessment.completed');
    expect(body.task).toMatchObject({ task_id: taskId, status: 'completed' });
    expect(body.report.status).toBe('completed');
    expect(body.report.photos[0]?.image_url).toMatch(/^\/api\/v1\/photos\//);
    // The same body as GET /api/v1/reports/{id}/: the estimate under the replacement rule is included.
    expect(body.report.estimate.total).toMatch(/^\$\d+\.\d{2}$/);

    const { secret } = (await t.app.inject({ method: 'GET', url: '/api/v1/webhook-secret/', headers: auth })).json() as { secret: string };
    const signature = String(delivery?.headers['x-cda-signature']);
    const [, stamp, digest] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(digest).toBe(createHmac('sha256', secret).update(`${stamp}.${delivery?.body}`).digest('hex'));

    const attempts = (await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}/callbacks/`, headers: auth })).json() as { results: unknown[] };
    expect(attempts.results).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1, last_status_code: 200, event: 'assessment.completed' })]);
  });

  it('retries a failing receiver with backoff and shows every attempt', async () => {
    const { clock, receiver, auth, taskId } = await start([500, 503, 200]);
    await t.context.services.queue.runOnce();
    expect(receiver.received).toHaveLength(1);
    const read = async () => ((await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}/callbacks/`, headers: auth })).json() as { results: { status: string; attempts: number; last_status_code: number; last_error: string }[] }).results[0];
    expect(await read()).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500, last_error: 'HTTP 500' });
    expect(await t.context.services.callbacks.deliverDue()).toBe(0);
    clock.advance(10_001);
    expect(await t.context.services.callbacks.deliverDue()).toBe(1);
    expect(await read()).toMatchObject({ status: 'pending', attempts: 2, last_status_code: 503 });
    clock.advance(60_001);
    await t.context.services.callbacks.deliverDue();
    expect(await read()).toMatchObject({ status: 'delivered', attempts: 3, last_status_code: 200 });
    expect(receiver.received).toHaveLength(3);
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/tasks/${taskId}/callbacks/` });
    expect(other.statusCode).toBe(401);
  });
});
