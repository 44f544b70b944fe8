import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TestClient, type TTestApp } from './support/test-app.js';

const VALID = { username: 'new_user', email: 'new@example.com', password1: 'Str0ng-Pass!', password2: 'Str0ng-Pass!' };

describe('registration', () => {
  let t: TTestApp;
  afterEach(async () => t.close());

  it('answers 403 with a detail and creates nobody when registration is disabled (the default)', async () => {
    t = await createTestApp();
    const client = new TestClient(t.app);
    await client.fetchCsrf();
    const response = await client.post('/api/register/', VALID);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Registration is currently disabled.' });
    expect(await t.context.services.users.count()).toBe(0);
  });

  it('creates an account (201) when enabled, and the account can sign in', async () => {
    t = await createTestApp({ env: { REGISTRATION_ENABLED: 'true' } });
    const client = new TestClient(t.app);
    await client.fetchCsrf();
    const response = await client.post('/api/register/', VALID);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ username: 'new_user', email: 'new@example.com' });
    expect((await client.login('new_user', 'Str0ng-Pass!')).statusCode).toBe(200);
  });

  it('answers field errors for each broken rule and creates nobody', async () => {
    t = await createTestApp({ env: { REGISTRATION_ENABLED: 'true' } });
    await createUser(t, { username: 'taken', password: 'Str0ng-Pass!' });
    const client = new TestClient(t.app);
    await client.fetchCsrf();
    const cases: [Record<string, string>, string, string][] = [
      [{ username: 'ab' }, 'username', 'Username must be 3-20 characters long and contain only letters, numbers, underscores, and hyphens'],
      [{ username: 'taken' }, 'username', 'A user with that username already exists.'],
      [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
      [{ password1: 'Short1!', password2: 'Short1!' }, 'password1', 'Password must be at least 8 characters'],
      [
        { password1: 'alllowercase1!', password2: 'alllowercase1!' },
        'password1',
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ],
      [{ password2: 'Different-1!' }, 'password2', 'Passwords do not match'],
    ];
    for (const [override, field, message] of cases) {
      const response = await client.post('/api/register/', { ...VALID, ...override });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { detail: Record<string, string[]> }).detail[field]).toEqual([message]);
    }
    expect(await t.context.services.users.count()).toBe(1);
  });
});
