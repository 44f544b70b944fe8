import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, TEST_DIALECT, type TTestApp } from './support/test-app.js';

const CLI = fileURLToPath(new URL('../dist/cli/user.cli.js', import.meta.url));

describe(`user CLI (${TEST_DIALECT})`, () => {
  let t: TTestApp;
  let env: NodeJS.ProcessEnv;
  let emptyDir: string;

  beforeAll(async () => {
    if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build the server first (npm run typecheck builds it).`);
    t = await createTestApp();
    emptyDir = mkdtempSync(path.join(tmpdir(), 'cda-cli-'));
    const databaseUrl = t.config.database.dialect === 'postgres' ? t.config.database.connectionString : `sqlite:${t.config.database.filename}`;
    env = { ...process.env, DATA_DIR: t.dataDir, DATABASE_URL: databaseUrl, SESSION_SECRET: t.config.sessionSecret };
  });
  afterAll(async () => {
    await t.close();
    rmSync(emptyDir, { recursive: true, force: true });
  });

  const run = (args: string[], overrides: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [CLI, ...args], { env: { ...env, ...overrides }, encoding: 'utf8', timeout: 30_000 });

  it('creates a staff user that can sign in through the API', async () => {
    const result = run(['create', '--username', 'carol', '--email', 'carol@example.com', '--password', 'Str0ng-Pass!', '--staff']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("Created user 'carol' (staff)");
    expect((await new TestClient(t.app).login('carol', 'Str0ng-Pass!')).statusCode).toBe(200);
  });

  it('refuses a taken name and a weak password with a non-zero exit', () => {
    const taken = run(['create', '--username', 'carol', '--email', 'c2@example.com', '--password', 'Str0ng-Pass!']);
    expect(taken.status).not.toBe(0);
    expect(taken.stderr).toContain('A user with that username already exists.');
    const weak = run(['create', '--username', 'dave', '--email', 'dave@example.com', '--password', 'weak']);
    expect(weak.status).not.toBe(0);
    expect(weak.stderr).toContain('Password must be at least 8 characters');
    const noSpecial = run(['set-password', '--username', 'carol', '--password', 'NoSpecial123']);
    expect(noSpecial.status).not.toBe(0);
    expect(noSpecial.stderr).toContain('one special character');
  });

  it('sets a password and lists users', async () => {
    const result = run(['set-password', '--username', 'carol', '--password', 'An0ther-Pass!']);
    expect(result.status).toBe(0);
    expect((await new TestClient(t.app).login('carol', 'An0ther-Pass!')).statusCode).toBe(200);
    const list = run(['list', '--json']);
    expect(list.status).toBe(0);
    const users = JSON.parse(list.stdout) as { username: string; is_staff: boolean }[];
    expect(users).toEqual([expect.objectContaining({ username: 'carol', is_staff: true })]);
    const unknown = run(['set-password', '--username', 'ghost', '--password', 'An0ther-Pass!']);
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toContain("No user named 'ghost'");
  });

  it('reports a bad setting clearly and exits non-zero', () => {
    const result = run(['list'], { DATA_DIR: emptyDir, DATABASE_URL: 'mysql://nope' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL');
  });
});
