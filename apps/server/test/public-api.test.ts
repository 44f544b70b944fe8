import { Validator } from '@seriousme/openapi-schema-validator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from './support/fake-clock.js';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';
import { buildMultipart, makeJpeg } from './support/uploads.js';

const PASSWORD = 'Str0ng-Pass!';

describe('API tokens and the public API', () => {
  let t: TTestApp;
  let alice: TestClient;
  let bob: TestClient;
  const clock = createFakeClock(new Date());

  beforeEach(async () => {
    t = await createTestApp({ clock });
    await createUser(t, { username: 'alice', password: PASSWORD });
    await createUser(t, { username: 'bob', password: PASSWORD });
    alice = new TestClient(t.app);
    bob = new TestClient(t.app);
    await alice.login('alice', PASSWORD);
    await bob.login('bob', PASSWORD);
  });
  afterEach(async () => t.close());

  const generate = async (client: TestClient, body: Record<string, unknown>) => client.post('/api/tokens/generate-with-key/', body);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const v1 = (method: 'GET' | 'POST', url: string, token?: string, extra: { payload?: Buffer; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method, url, payload: extra.payload, headers: { ...(token ? bearer(token) : {}), ...extra.headers } });

  it('creates a token shown once, lists it masked, and revokes it', async () => {
    const created = await generate(alice, { name: '  Claims system  ', expires_in_days: 30 });
    expect(created.statusCode).toBe(201);
    const token = created.json() as { id: string; name: string; api_key: string; key: string; expires_at: string };
    expect(token.name).toBe('Claims system');
    expect(token.api_key.split('.')).toHaveLength(3);
    expect(token.key).toBe(`••••••••${token.api_key.slice(-6)}`);
    expect(new Date(token.expires_at).getTime() - clock.now().getTime()).toBe(30 * 24 * 3600_000);

    const listed = (await alice.get('/api/tokens/list/')).json() as Record<string, unknown>[];
    expect(listed).toEqual([{ id: token.id, name: 'Claims system', key: token.key, created: expect.any(String), expires_at: token.expires_at, last_used_at: null }]);
    expect(JSON.stringify(listed)).not.toContain(token.api_key);
    const stored = await t.db.selectFrom('api_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token.api_key);
    expect((await bob.get('/api/tokens/list/')).json()).toEqual([]);

    expect((await bob.request({ method: 'DELETE', url: `/api/tokens/revoke/${token.id}/` })).statusCode).toBe(404);
    expect((await v1('GET', '/api/v1/cars/', token.api_key)).statusCode).toBe(200);
    const revoked = await alice.request({ method: 'DELETE', url: `/api/tokens/revoke/${token.id}/` });
    expect(revoked.json()).toEqual({ success: true, message: 'Token revoked successfully!' });
    expect((await v1('GET', '/api/v1/cars/', token.api_key)).statusCode).toBe(401);
    expect((await alice.get('/api/tokens/list/')).json()).toEqual([]);
  });

  it('refuses a blank name, a bad expiry, and requests without CSRF', async () => {
    const blank = await generate(alice, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ detail: 'Token name cannot be empty.' });
    expect((await generate(alice, { name: 'x', expires_in_days: 0 })).statusCode).toBe(400);
    expect((await alice.post('/api/tokens/generate-with-key/', { name: 'x' }, { csrf: false })).statusCode).toBe(403);
    expect(await t.db.selectFrom('api_tokens').selectAll().execute()).toEqual([]);
  });

  it('answers 401 for a missing, malformed, forged or expired token and ignores session cookies', async () => {
    const { api_key: key } = (await generate(alice, { name: 'short', expires_in_days: 1 })).json() as { api_key: string };
    expect((await v1('GET', '/api/v1/cars/')).statusCode).toBe(401);
    expect((await v1('GET', '/api/v1/cars/', 'not-a-jwt')).statusCode).toBe(401);
    const [header, payload] = key.split('.');
    expect((await v1('GET', '/api/v1/cars/', `${header}.${payload}.forgedsignature`)).statusCode).toBe(401);
    expect((await alice.get('/api/v1/cars/')).statusCode).toBe(401);
    expect((await v1('GET', '/api/v1/cars/', key)).statusCode).toBe(200);
    clock.advance(24 * 3600_000 + 1000);
    const expired = await v1('GET', '/api/v1/cars/', key);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ detail: 'Invalid or expired token.' });
  });

  it('runs an assessment end to end through the public API, keeping other users out', async () => {
    const { api_key: key } = (await generate(alice, { name: 'integration' })).json() as { api_key: string };
    const { api_key: bobKey } = (await generate(bob, { name: 'bob' })).json() as { api_key: string };
    const { payload, contentType } = await buildMultipart({ car_name: 'API car', callback_url: 'https://claims.example.com/hook' }, [
      { field: 'photos', name: 'a.jpg', data: await makeJpeg() },
    ]);
    const accepted = await v1('POST', '/api/v1/assessments/', key, { payload, headers: { 'content-type': contentType } });
    expect(accepted.statusCode).toBe(202);
    const body = accepted.json() as { task_id: string; report_id: number; status_url: string };
    expect(body.status_url).toBe(`/api/v1/tasks/${body.task_id}/`);
    expect((await t.db.selectFrom('tasks').select('callback_url').executeTakeFirstOrThrow()).callback_url).toBe('https://claims.example.com/hook');

    await t.context.services.queue.runOnce();
    const task = (await v1('GET', body.status_url, key)).json() as { status: string; report_url: string };
    expect(task).toMatchObject({ status: 'completed', report_url: `/api/v1/reports/${body.report_id}/` });
    const report = (await v1('GET', task.report_url, key)).json() as { status: string; photos: { image_url: string; thumbnail_url: string }[] };
    expect(report.status).toBe('completed');
    expect(report.photos[0]?.image_url).toMatch(/^\/api\/v1\/photos\/\d+\/original\/$/);
    const image = await v1('GET', report.photos[0]?.image_url ?? '', key);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');

    const cars = (await v1('GET', '/api/v1/cars/', key)).json() as { results: { id: number; name: string; report_count: number }[] };
    expect(cars.results).toEqual([expect.objectContaining({ name: 'API car', report_count: 1 })]);
    const carId = cars.results[0]?.id ?? 0;
    expect(((await v1('GET', `/api/v1/cars/${carId}/reports/`, key)).json() as { results: unknown[] }).results).toHaveLength(1);

    expect((await v1('GET', body.status_url, bobKey)).statusCode).toBe(404);
    expect((await v1('GET', task.report_url, bobKey)).statusCode).toBe(403);
    expect((await v1('GET', `/api/v1/cars/${carId}/reports/`, bobKey)).statusCode).toBe(404);
    expect((await v1('GET', report.photos[0]?.image_url ?? '', bobKey)).statusCode).toBe(404);

    const byId = await buildMultipart({ car_id: String(carId) }, [{ field: 'photos', name: 'b.jpg', data: await makeJpeg({ seed: 9 }) }]);
    expect((await v1('POST', '/api/v1/assessments/', key, { payload: byId.payload, headers: { 'content-type': byId.contentType } })).statusCode).toBe(202);
    const bobUsesAliceCar = await buildMultipart({ car_id: String(carId) }, [{ field: 'photos', name: 'c.jpg', data: await makeJpeg({ seed: 8 }) }]);
    expect((await v1('POST', '/api/v1/assessments/', bobKey, { payload: bobUsesAliceCar.payload, headers: { 'content-type': bobUsesAliceCar.contentType } })).statusCode).toBe(404);
    const badCallback = await buildMultipart({ car_name: 'x', callback_url: 'ftp://nope' }, [{ field: 'photos', name: 'd.jpg', data: await makeJpeg({ seed: 5 }) }]);
    expect((await v1('POST', '/api/v1/assessments/', key, { payload: badCallback.payload, headers: { 'content-type': badCallback.contentType } })).statusCode).toBe(400);
  });

  it('publishes a valid OpenAPI 3.1 document covering every v1 route, on GET and HEAD', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/enhanced-public-schema.json' });
    expect(head.statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/api/enhanced-public-schema.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { security?: unknown }>>; components: { securitySchemes: Record<string, unknown> } };
    expect(document.openapi).toBe('3.1.0');
    const validation = await new Validator().validate(document as never);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    expect(document.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });

    const v1Routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('/api/v1/'));
    expect(v1Routes.length).toBeGreaterThan(0);
    const documented = Object.keys(document.paths);
    for (const path of ['/api/v1/assessments/', '/api/v1/tasks/{id}/', '/api/v1/cars/', '/api/v1/cars/{id}/reports/', '/api/v1/reports/{id}/', '/api/v1/reports/{id}/pdf/', '/api/v1/photos/{id}/{variant}/']) {
      expect(documented).toContain(path);
    }
    expect(documented.every((path) => path.startsWith('/api/v1/'))).toBe(true);
    expect(document.paths['/api/v1/cars/']?.get?.security).toEqual([{ bearerAuth: [] }]);
    // The report carries its estimate lines and totals; the PDF route answers a PDF.
    const schemaText = JSON.stringify(document);
    for (const field of ['"estimate"', '"lines"', '"amount_cents"', '"explanation"']) expect(schemaText).toContain(field);
    const pdfResponses = (document.paths['/api/v1/reports/{id}/pdf/']?.get as { responses: Record<string, { content: Record<string, unknown> }> }).responses;
    expect(Object.keys(pdfResponses['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(pdfResponses['403']?.content ?? {})).toEqual(['application/json']);
  });
});
