import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { TS3Config } from '../storage/s3-storage.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithProtocols = (protocols: string[], label: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${label} URL (${protocols.map((p) => `${p}//`).join(' or ')})` },
  );

const ZEnvironment = z.object({
  PORT: z.coerce.number({ message: 'must be a number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((value) => /^(postgres|postgresql|sqlite|file):/.test(value), {
      message: 'must start with postgres://, postgresql://, sqlite: or file:',
    })
    .optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'Redis').optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'SMTP').optional(),
  SMTP_FROM: z.string().min(3).default('CarInspect AI <no-reply@localhost>'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'http(s)').optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REGISTRATION_ENABLED: booleanFlag.default(false),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  EMBEDDED_WORKER: booleanFlag.default(true),
  TASK_LEASE_MS: z.coerce.number({ message: 'must be a number' }).int().min(1000).default(60_000),
  TASK_MAX_ATTEMPTS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(10).default(3),
  TASK_RETRY_BASE_MS: z.coerce.number({ message: 'must be a number' }).int().min(0).default(5_000),
  MODELS_DIR: z.string().optional(),
  INFERENCE_THREADS: z.coerce.number({ message: 'must be a number' }).int().min(1).max(64).default(2),
  COST_CATALOGUE: z.string().optional(),
  PLATE_READER: booleanFlag.default(true),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_:-]+$/, 'letters, digits, _ : - only').default('cda'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'http(s)').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PREFIX: z.string().regex(/^([A-Za-z0-9._-]+\/)*$/, 'must be empty or end with /').default(''),
});

export type TDatabaseConfig =
  | { dialect: 'sqlite'; filename: string }
  | { dialect: 'postgres'; connectionString: string };

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  database: TDatabaseConfig;
  redisUrl: string | null;
  redisPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  secureCookies: boolean;
  sessionSecret: string;
  registrationEnabled: boolean;
  webDistDir: string;
  logLevel: z.infer<typeof ZEnvironment>['LOG_LEVEL'];
  trustProxy: boolean;
  session: { idleTimeoutMs: number; absoluteTimeoutMs: number };
  resetTokenTtlMs: number;
  mediaDir: string;
  tempDir: string;
  modelsDir: string | null;
  inferenceThreads: number;
  /** A JSON file merged over the built-in repair cost catalogue. */
  costCatalogue: string | null;
  /** Read licence plates from report photos and fill an empty licence number (PLATE_READER). */
  plateReader: boolean;
  /** null: files live under mediaDir on local disk. */
  s3: TS3Config | null;
  jobs: { embeddedWorker: boolean; leaseMs: number; maxAttempts: number; retryBaseMs: number; pollMs: number };
};

export class ConfigError extends Error {}

const resolveDatabase = (url: string | undefined, dataDir: string): TDatabaseConfig => {
  if (!url) return { dialect: 'sqlite', filename: path.join(dataDir, 'db.sqlite3') };
  if (url.startsWith('postgres')) return { dialect: 'postgres', connectionString: url };
  const filename = url.replace(/^(sqlite|file):(\/\/)?/, '');
  if (!filename) throw new ConfigError('DATABASE_URL: a sqlite: URL needs a file name, e.g. sqlite:./data/db.sqlite3');
  return { dialect: 'sqlite', filename: filename === ':memory:' ? filename : path.resolve(filename) };
};

/** The secret signs CSRF tokens; without SESSION_SECRET one is generated once and kept in DATA_DIR. */
const resolveSecret = (given: string | undefined, dataDir: string): string => {
  if (given) return given;
  const file = path.join(dataDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

const defaultWebDist = () => path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../web/dist');

/** Parses the environment once; every problem is reported at start with the variable's name. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): TConfig => {
  const parsed = ZEnvironment.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST === '0.0.0.0' ? '127.0.0.1' : e.HOST}:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: resolveDatabase(e.DATABASE_URL, dataDir),
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.SMTP_FROM,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    sessionSecret: resolveSecret(e.SESSION_SECRET, dataDir),
    registrationEnabled: e.REGISTRATION_ENABLED,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist(),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    session: { idleTimeoutMs: 14 * 24 * 3600_000, absoluteTimeoutMs: 30 * 24 * 3600_000 },
    resetTokenTtlMs: 3600_000,
    mediaDir: path.join(dataDir, 'media'),
    tempDir: path.join(dataDir, 'tmp'),
    modelsDir: e.MODELS_DIR ? path.resolve(e.MODELS_DIR) : null,
    inferenceThreads: e.INFERENCE_THREADS,
    costCatalogue: e.COST_CATALOGUE ? path.resolve(e.COST_CATALOGUE) : null,
    plateReader: e.PLATE_READER,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : null,
    jobs: {
      embeddedWorker: e.EMBEDDED_WORKER,
      leaseMs: e.TASK_LEASE_MS,
      maxAttempts: e.TASK_MAX_ATTEMPTS,
      retryBaseMs: e.TASK_RETRY_BASE_MS,
      pollMs: 1000,
    },
  };
};
