// Starts the built server for the E2E run on a fresh data directory with one known user.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// E2E_INSTANCE names a second server (e.g. the registration-enabled build) with its own data directory.
// E2E_RUN_ID keeps parallel runs on one machine apart (their own data directories; see playwright.config.ts).
const runId = process.env.E2E_RUN_ID ? `${process.env.E2E_RUN_ID}-` : '';
const instance = `${runId}${process.env.E2E_INSTANCE ?? 'data'}`;
const dataDir = fileURLToPath(new URL(`../.tmp/${instance}`, import.meta.url));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: 'e2e-session-secret-e2e-session-secret-0123',
};
delete env.DATABASE_URL;

// Keep in step with support/fixtures.ts.
const users = [
  ['e2e_user', 'e2e_user@example.com', 'E2e-Passw0rd!'],
  ['reset_user', 'reset_user@example.com', 'Reset-Passw0rd!'],
  ['other_user', 'other_user@example.com', 'Other-Passw0rd!'],
];
for (const [username, email, password] of users) {
  const created = spawnSync(
    process.execPath,
    ['apps/server/dist/cli/user.cli.js', 'create', '--username', username, '--email', email, '--password', password],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (created.status !== 0) process.exit(created.status ?? 1);
}

const server = spawn(process.execPath, ['apps/server/dist/main.js', 'serve'], { cwd: root, env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
