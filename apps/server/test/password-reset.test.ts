import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from './support/fake-clock.js';
import { extractResetToken, readOutbox } from './support/outbox.js';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';

const PASSWORD = 'Str0ng-Pass!';
const NEW_PASSWORD = 'N3w-Secret!x';

describe('forgot and reset password', () => {
  let t: TTestApp;
  let client: TestClient;
  const clock = createFakeClock();

  beforeEach(async () => {
    t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://claims.example.com' } });
    client = new TestClient(t.app);
    await client.fetchCsrf();
    await createUser(t, { username: 'alice', password: PASSWORD, email: 'Alice@Example.com' });
  });
  afterEach(async () => t.close());

  const requestReset = (email: string, lang = 'en') => client.post(`/api/auth/forgot-password/?lang=${lang}`, { email });

  it('rejects a malformed address with a field error', async () => {
    for (const email of ['not-an-email', 'a@b', 'a b@c.d', '']) {
      const response = await requestReset(email);
      expect(response.statusCode).toBe(400);
      const detail = (response.json() as { detail: { email: string[] } }).detail;
      expect(detail.email[0]).toEqual(expect.any(String));
    }
    expect(readOutbox(t.dataDir)).toHaveLength(0);
  });

  it('answers 200 for an unknown address and sends nothing', async () => {
    const response = await requestReset('nobody@example.com');
    expect(response.statusCode).toBe(200);
    expect(readOutbox(t.dataDir)).toHaveLength(0);
  });

  it('mails a reset link in the requested language to an existing account', async () => {
    expect((await requestReset('alice@example.com', 'ru')).statusCode).toBe(200);
    const [mail] = readOutbox(t.dataDir);
    expect(mail?.to.toLowerCase()).toBe('alice@example.com');
    expect(mail?.text).toContain('Здравствуйте');
    expect(mail?.text).toContain('https://claims.example.com/reset-password/');
    expect((await requestReset('alice@example.com', 'xx')).statusCode).toBe(200);
    expect(readOutbox(t.dataDir)[1]?.text).toContain('Hello alice');
    const tokens = await t.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    const token = extractResetToken(mail?.text ?? '');
    expect(tokens.map((row) => row.token_hash)).not.toContain(token);
  });

  it('resets the password once with a valid token, ending old sessions', async () => {
    const signedIn = new TestClient(t.app);
    await signedIn.login('alice', PASSWORD);
    await requestReset('alice@example.com');
    const token = extractResetToken(readOutbox(t.dataDir)[0]?.text ?? '');
    expect(token).toBeTruthy();

    const weak = await client.post(`/api/auth/reset-password/${token}/`, { new_password: 'weakpass' });
    expect(weak.statusCode).toBe(400);
    expect(typeof (weak.json() as { detail: unknown }).detail).toBe('string');

    const ok = await client.post(`/api/auth/reset-password/${token}/`, { new_password: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect((await signedIn.get('/api/auth/status/')).json()).toMatchObject({ isAuthenticated: false });
    expect((await new TestClient(t.app).login('alice', PASSWORD)).statusCode).toBe(400);
    expect((await new TestClient(t.app).login('alice', NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await client.post(`/api/auth/reset-password/${token}/`, { new_password: 'An0ther-Pass!' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: 'This password reset link is invalid or has expired.' });
  });

  it('refuses an expired or unknown token', async () => {
    await requestReset('alice@example.com');
    const token = extractResetToken(readOutbox(t.dataDir)[0]?.text ?? '');
    clock.advance(61 * 60_000);
    const expired = await client.post(`/api/auth/reset-password/${token}/`, { new_password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    const unknown = await client.post('/api/auth/reset-password/not-a-real-token/', { new_password: NEW_PASSWORD });
    expect(unknown.statusCode).toBe(400);
    expect((await new TestClient(t.app).login('alice', PASSWORD)).statusCode).toBe(200);
  });

  it('limits reset mails per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await requestReset('alice@example.com')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(readOutbox(t.dataDir)).toHaveLength(3);
  });
});
