import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';

const PASSWORD = 'Str0ng-Pass!';

describe('sign-in API', () => {
  let t: TTestApp;
  let client: TestClient;

  beforeEach(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
    await createUser(t, { username: 'alice', password: PASSWORD, email: 'alice@example.com' });
  });
  afterEach(async () => t.close());

  it('issues a signed CSRF token in the csrftoken cookie and keeps it stable', async () => {
    const response = await client.get('/api/csrf/');
    expect(response.statusCode).toBe(200);
    const { csrfToken } = response.json() as { csrfToken: string };
    expect(csrfToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookie = (response.cookies as { name: string; value: string; httpOnly?: boolean; sameSite?: string }[]).find(
      (c) => c.name === 'csrftoken',
    );
    expect(cookie?.value).toBe(csrfToken);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    expect(((await client.get('/api/csrf/')).json() as { csrfToken: string }).csrfToken).toBe(csrfToken);
  });

  it('answers anonymous status before login', async () => {
    const response = await client.get('/api/auth/status/');
    expect(response.json()).toEqual({ isAuthenticated: false, username: null });
  });

  it('logs in with a session cookie, reports the user, and records last_login', async () => {
    const response = await client.login('alice', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'alice' });
    const session = (response.cookies as { name: string; httpOnly?: boolean; sameSite?: string; secure?: boolean }[]).find(
      (c) => c.name === 'sessionid',
    );
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(session?.secure).toBeFalsy();
    expect((await client.get('/api/auth/status/')).json()).toEqual({ isAuthenticated: true, username: 'alice' });
    const row = await t.context.services.users.findByUsername('alice');
    expect(row?.last_login).not.toBeNull();
  });

  it('answers the same 400 detail for an unknown user and a wrong password', async () => {
    const unknown = await client.login('nobody', PASSWORD);
    const wrong = await client.login('alice', 'Wrong-Pass1!');
    expect(unknown.statusCode).toBe(400);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'Invalid username or password.' });
    expect(wrong.json()).toEqual(unknown.json());
    expect(client.cookie('sessionid')).toBeUndefined();
  });

  it('rotates the session at login: the old session id stops working', async () => {
    await client.login('alice', PASSWORD);
    const first = client.cookie('sessionid');
    await client.login('alice', PASSWORD);
    const second = client.cookie('sessionid');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/status/', headers: { cookie: `sessionid=${first}` } });
    expect(status.json()).toEqual({ isAuthenticated: false, username: null });
  });

  it('logs out: clears the cookie and ends the session on the server', async () => {
    await client.login('alice', PASSWORD);
    const token = client.cookie('sessionid');
    const response = await client.post('/api/auth/logout/');
    expect(response.statusCode).toBe(200);
    expect(client.cookie('sessionid')).toBeUndefined();
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/status/', headers: { cookie: `sessionid=${token}` } });
    expect(replay.json()).toEqual({ isAuthenticated: false, username: null });
  });

  it('does not let an inactive user sign in', async () => {
    await t.db.updateTable('users').set({ is_active: 0 }).where('username', '=', 'alice').execute();
    const response = await client.login('alice', PASSWORD);
    expect(response.statusCode).toBe(400);
  });
});

describe('CSRF protection', () => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await createTestApp();
    await createUser(t, { username: 'alice', password: PASSWORD });
  });
  afterEach(async () => t.close());

  it('refuses an unsafe request without the header and changes nothing', async () => {
    const client = new TestClient(t.app);
    await client.fetchCsrf();
    const response = await client.post('/api/auth/login/', { username: 'alice', password: PASSWORD }, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    expect(client.cookie('sessionid')).toBeUndefined();
    const forgot = await client.post('/api/auth/forgot-password/', { email: 'alice@example.com' }, { csrf: false });
    expect(forgot.statusCode).toBe(403);
    const tokens = await t.db.selectFrom('password_reset_tokens').selectAll().execute();
    expect(tokens).toHaveLength(0);
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = new TestClient(t.app);
    await client.fetchCsrf();
    const response = await client.post(
      '/api/auth/login/',
      { username: 'alice', password: PASSWORD },
      { csrf: false, headers: { 'x-csrftoken': 'abc.def' } },
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a matching pair that the server did not sign', async () => {
    const forged = 'forgednonce.forgedsignature';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { cookie: `csrftoken=${forged}`, 'x-csrftoken': forged, 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'alice', password: PASSWORD }),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('request hygiene', () => {
  let t: TTestApp;
  let client: TestClient;
  beforeEach(async () => {
    t = await createTestApp();
    client = new TestClient(t.app);
    await client.fetchCsrf();
  });
  afterEach(async () => t.close());

  it('answers 400 to malformed JSON', async () => {
    const response = await client.post('/api/auth/login/', '{"username":', { headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Malformed JSON body.' });
  });

  it('answers 400 to a wrong content type', async () => {
    const response = await client.post('/api/auth/login/', '<xml/>', { headers: { 'content-type': 'application/xml' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('detail');
  });

  it('answers 400 with field errors to missing fields', async () => {
    const response = await client.post('/api/auth/login/', { username: 'x' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { detail: Record<string, string[]> }).detail)).toContain('password');
  });

  it('answers 413 to an oversized body', async () => {
    const response = await client.post('/api/auth/login/', { username: 'x'.repeat(300_000), password: 'y' });
    expect(response.statusCode).toBe(413);
  });

  it('sends a strict CSP and security headers, and a JSON 404 for unknown API paths', async () => {
    const response = await client.get('/api/nothing-here/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('secure deployments', () => {
  it('marks cookies Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://claims.example.com' } });
    try {
      await createUser(t, { username: 'alice', password: PASSWORD });
      const client = new TestClient(t.app);
      const csrf = await client.get('/api/csrf/');
      expect((csrf.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === 'csrftoken')?.secure).toBe(true);
      const login = await client.login('alice', PASSWORD);
      expect((login.cookies as { name: string; secure?: boolean }[]).find((c) => c.name === 'sessionid')?.secure).toBe(true);
      expect(String(login.headers['strict-transport-security'])).toContain('max-age=');
    } finally {
      await t.close();
    }
  });
});
