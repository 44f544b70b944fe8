import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeClock } from './support/fake-clock.js';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';

const PASSWORD = 'Str0ng-Pass!';

describe('session expiry', () => {
  let t: TTestApp;
  const clock = createFakeClock();
  beforeEach(async () => {
    t = await createTestApp({ clock });
    await createUser(t, { username: 'alice', password: PASSWORD });
  });
  afterEach(async () => t.close());

  it('ends a session left idle longer than the idle timeout', async () => {
    const client = new TestClient(t.app);
    await client.login('alice', PASSWORD);
    clock.advance(t.config.session.idleTimeoutMs - 60_000);
    expect((await client.get('/api/auth/status/')).json()).toMatchObject({ isAuthenticated: true });
    clock.advance(t.config.session.idleTimeoutMs + 1000);
    expect((await client.get('/api/auth/status/')).json()).toMatchObject({ isAuthenticated: false });
  });

  it('ends an active session at its absolute expiry', async () => {
    const client = new TestClient(t.app);
    await client.login('alice', PASSWORD);
    const step = t.config.session.idleTimeoutMs / 2;
    let elapsed = 0;
    while (elapsed + step < t.config.session.absoluteTimeoutMs) {
      clock.advance(step);
      elapsed += step;
      expect((await client.get('/api/auth/status/')).json()).toMatchObject({ isAuthenticated: true });
    }
    clock.advance(step);
    expect((await client.get('/api/auth/status/')).json()).toMatchObject({ isAuthenticated: false });
  });

  it('keeps sessions in the database so another API process sees them', async () => {
    const client = new TestClient(t.app);
    await client.login('alice', PASSWORD);
    const rows = await t.db.selectFrom('sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id_hash).not.toBe(client.cookie('sessionid'));
  });
});

describe('login throttling', () => {
  let t: TTestApp;
  const clock = createFakeClock();
  beforeEach(async () => {
    t = await createTestApp({ clock });
    await createUser(t, { username: 'alice', password: PASSWORD });
  });
  afterEach(async () => t.close());

  it('answers 429 with Retry-After after five failures for one username, even with the right password', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 5; i += 1) expect((await client.login('alice', 'Wrong-Pass1!')).statusCode).toBe(400);
    const blocked = await client.login('alice', PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toHaveProperty('detail');
    clock.advance(15 * 60_000 + 1000);
    expect((await client.login('alice', PASSWORD)).statusCode).toBe(200);
  });

  it('throttles one IP that guesses across many usernames', async () => {
    const client = new TestClient(t.app, '10.1.2.3');
    for (let i = 0; i < 20; i += 1) await client.login(`user${i}`, 'Wrong-Pass1!');
    expect((await client.login('alice', PASSWORD)).statusCode).toBe(429);
    const other = new TestClient(t.app, '10.9.9.9');
    expect((await other.login('alice', PASSWORD)).statusCode).toBe(200);
  });
});
