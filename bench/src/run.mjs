// npm run bench: API throughput beside a bare Fastify hello-world (ENGINEERING §8).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const waitFor = async (url, child) => {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${url}`);
};

const start = async (args, env, readyUrl) => {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(readyUrl, child);
  return child;
};

const measure = (url, title, headers = {}) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, title, headers }, (error, result) => {
      if (error) reject(error);
      else resolve({ title, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });

/** Signs in like the web app does and returns the Cookie header of the session. */
const signIn = async (base, user) => {
  const csrfResponse = await fetch(`${base}/api/csrf/`);
  const { csrfToken } = await csrfResponse.json();
  const response = await fetch(`${base}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrfToken, cookie: `csrftoken=${csrfToken}` },
    body: JSON.stringify(user),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const session = response.headers.getSetCookie().find((c) => c.startsWith('sessionid='));
  return session.split(';')[0];
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'cda-bench-'));
const children = [];
try {
  const apiPort = 18080;
  const helloPort = 18081;
  const apiEnv = { PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const user = { username: 'bench_user', password: 'Bench-Passw0rd!' };
  const created = spawnSync(
    process.execPath,
    ['apps/server/dist/cli/user.cli.js', 'create', '--username', user.username, '--email', 'bench@example.com', '--password', user.password],
    { cwd: root, env: { ...process.env, ...apiEnv }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(created.stderr);
  children.push(
    await start(
      ['apps/server/dist/main.js', 'serve'],
      apiEnv,
      `http://127.0.0.1:${apiPort}/api/auth/status/`,
    ),
  );
  children.push(await start(['bench/src/hello-world.mjs'], { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/`));

  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, one after the other\n`);
  const hello = await measure(`http://127.0.0.1:${helloPort}/`, 'fastify hello-world');
  const status = await measure(`http://127.0.0.1:${apiPort}/api/auth/status/`, 'GET /api/auth/status/ (anonymous)');

  const cookie = await signIn(`http://127.0.0.1:${apiPort}`, user);
  const signedIn = await measure(`http://127.0.0.1:${apiPort}/api/auth/status/`, 'GET /api/auth/status/ (signed in)', { cookie });

  const rows = [hello, status, signedIn].map((r) => ({
    target: r.title,
    'req/s': Math.round(r.rps),
    'p99 ms': r.p99,
    errors: r.errors,
    'vs hello-world': `${((r.rps / hello.rps) * 100).toFixed(1)}%`,
  }));
  console.table(rows);
  console.log(`ratio status/hello-world req/s: anonymous ${(status.rps / hello.rps).toFixed(3)}, signed in ${(signedIn.rps / hello.rps).toFixed(3)}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
