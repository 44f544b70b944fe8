import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import type { TAppContext } from '../../src/app-context.js';
import { loadConfig, type TConfig } from '../../src/config/config.js';
import { createDatabase, type TDb } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrator.js';
import type { TClock } from '../../src/lib/clock.js';
import type { TPhotoAnalyzer } from '../../src/modules/tasks/photo-analyzer.js';

export const TEST_DIALECT = (process.env.TEST_DB_DIALECT ?? 'sqlite') as 'sqlite' | 'postgres';
/** An existing database the tests may connect to in order to create and drop their own databases. */
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type TTestDatabase = { url: string; drop: () => Promise<void> };

const createPostgresDatabase = async (): Promise<TTestDatabase> => {
  const name = `cda_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

export type TTestApp = {
  app: FastifyInstance;
  context: TAppContext;
  db: TDb;
  config: TConfig;
  dataDir: string;
  close: () => Promise<void>;
};

export const createTestApp = async (
  options: { env?: Record<string, string>; clock?: TClock; analyzer?: TPhotoAnalyzer } = {},
): Promise<TTestApp> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cda-test-'));
  const database = TEST_DIALECT === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // No models unless a test installs some: results must not depend on what models/ holds today.
    MODELS_DIR: path.join(dataDir, 'models'),
    LOG_LEVEL: 'silent',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const db = createDatabase(config.database);
  await migrateToLatest(db, config.database.dialect);
  const { app, context } = await buildApp({ config, db, clock: options.clock, analyzer: options.analyzer, logger: false });
  await app.ready();
  return {
    app,
    context,
    db,
    config,
    dataDir,
    close: async () => {
      await app.close();
      await db.destroy();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** A browser-like client: keeps cookies between requests and sends the CSRF header on unsafe methods. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const { csrf = true, ...rest } = options;
    const headers: Record<string, string> = { ...(rest.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrfToken = this.cookies.get('csrftoken');
    if (csrf && csrfToken && rest.method && !['GET', 'HEAD'].includes(rest.method)) headers['x-csrftoken'] = csrfToken;
    const response = await this.app.inject({ ...rest, headers, remoteAddress: this.ip });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now()) || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async fetchCsrf(): Promise<string> {
    const response = await this.request({ method: 'GET', url: '/api/csrf/' });
    return (response.json() as { csrfToken: string }).csrfToken;
  }

  post(url: string, payload?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...options });
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  async login(username: string, password: string) {
    if (!this.cookies.has('csrftoken')) await this.fetchCsrf();
    return this.post('/api/auth/login/', { username, password });
  }
}

export const createUser = async (
  testApp: TTestApp,
  user: { username: string; password: string; email?: string; isStaff?: boolean },
) =>
  testApp.context.services.userService.createUser({
    username: user.username,
    password: user.password,
    email: user.email ?? `${user.username}@example.com`,
    isStaff: user.isStaff,
  });
