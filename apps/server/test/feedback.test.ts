import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';

const VALID = {
  name: 'Olga Petrova',
  email: 'olga@fleet.example',
  type: 'feature',
  rating: 4,
  message: 'Please add VIN decoding to the report.',
  timestamp: '2026-11-22T10:00:00.000Z',
  userAgent: 'Mozilla/5.0 test',
  page: 'About Company',
};

describe('feedback', () => {
  let t: TTestApp;
  let client: TestClient;
  beforeEach(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
    await client.fetchCsrf();
  });
  afterEach(async () => t.close());

  const count = async () => (await t.db.selectFrom('feedback').select('id').execute()).length;

  it('stores a valid submission', async () => {
    const response = await client.post('/api/feedback/submit/', VALID);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const rows = await t.db.selectFrom('feedback').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Olga Petrova', type: 'feature', rating: 4, page: 'About Company', user_id: null });
  });

  it('refuses each broken rule with {success:false, error} and stores nothing', async () => {
    const cases: Record<string, unknown>[] = [
      { name: '   ' },
      { email: 'olga@fleet' },
      { email: 'olga fleet@x.y' },
      { type: 'complaint' },
      { type: '' },
      { rating: 6 },
      { rating: 2.5 },
      { rating: -1 },
      { rating: '4' },
      { message: 'too short' },
      { name: 'x'.repeat(101) },
      { message: 'y'.repeat(5001) },
    ];
    for (const override of cases) {
      const response = await client.post('/api/feedback/submit/', { ...VALID, ...override });
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      const body = response.json() as { success: boolean; error: string };
      expect(body.success).toBe(false);
      expect(body.error).toEqual(expect.any(String));
    }
    const malformed = await client.post('/api/feedback/submit/', '{"name":', { headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, error: 'Malformed JSON body.' });
    expect(await count()).toBe(0);
  });

  it('needs the CSRF header', async () => {
    const response = await client.post('/api/feedback/submit/', VALID, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(await count()).toBe(0);
  });

  it('limits submissions per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await client.post('/api/feedback/submit/', VALID)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await count()).toBe(5);
  });

  it('lets staff, and only staff, list feedback', async () => {
    await client.post('/api/feedback/submit/', VALID);
    await createUser(t, { username: 'staffer', password: 'Str0ng-Pass!', isStaff: true });
    await createUser(t, { username: 'member', password: 'Str0ng-Pass!' });
    expect((await client.get('/api/feedback/')).statusCode).toBe(401);
    const member = new TestClient(t.app);
    await member.login('member', 'Str0ng-Pass!');
    expect((await member.get('/api/feedback/')).statusCode).toBe(403);
    const staff = new TestClient(t.app);
    await staff.login('staffer', 'Str0ng-Pass!');
    const listed = await staff.get('/api/feedback/');
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { results: { email: string }[] }).results.map((r) => r.email)).toEqual(['olga@fleet.example']);
  });

  it('lists feedback from the CLI as text and JSON', async () => {
    await client.post('/api/feedback/submit/', VALID);
    const cli = fileURLToPath(new URL('../dist/cli/feedback.cli.js', import.meta.url));
    const databaseUrl = t.config.database.dialect === 'postgres' ? t.config.database.connectionString : `sqlite:${t.config.database.filename}`;
    const env = { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: databaseUrl };
    const text = spawnSync(process.execPath, [cli, 'list'], { env, encoding: 'utf8' });
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('Olga Petrova <olga@fleet.example>');
    expect(text.stdout).toContain('★★★★☆');
    const json = spawnSync(process.execPath, [cli, 'list', '--json'], { env, encoding: 'utf8' });
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ message: VALID.message, rating: 4 })]);
    const bad = spawnSync(process.execPath, [cli, 'export'], { env, encoding: 'utf8' });
    expect(bad.status).toBe(2);
  });
});
