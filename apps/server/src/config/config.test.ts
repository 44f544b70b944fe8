import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const created: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cda-config-'));
  created.push(dir);
  return dir;
};
afterAll(() => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('applies the embedded defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ dialect: 'sqlite', filename: path.join(dir, 'db.sqlite3') });
    expect(config.registrationEnabled).toBe(false);
    expect(config.redisUrl).toBeNull();
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.secureCookies).toBe(false);
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(readFileSync(path.join(dir, '.session-secret'), 'utf8')).toBe(first);
  });

  it('reads PostgreSQL, Redis, https and flags', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db:5432/cda',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://claims.example.com/',
      REGISTRATION_ENABLED: 'true',
      PORT: '9000',
    });
    expect(config.database).toEqual({ dialect: 'postgres', connectionString: 'postgres://u@db:5432/cda' });
    expect(config.redisUrl).toBe('redis://cache:6379');
    expect(config.publicUrl).toBe('https://claims.example.com');
    expect(config.secureCookies).toBe(true);
    expect(config.registrationEnabled).toBe(true);
    expect(config.port).toBe(9000);
  });

  it('names every bad variable in one clear error', () => {
    let message = '';
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', REGISTRATION_ENABLED: 'maybe', SESSION_SECRET: 'short', SMTP_URL: 'http://x' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'DATABASE_URL', 'REGISTRATION_ENABLED', 'SESSION_SECRET', 'SMTP_URL']) expect(message).toContain(name);
  });
});
