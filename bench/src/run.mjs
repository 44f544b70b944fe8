// npm run bench: API throughput beside a bare Fastify hello-world (ENGINEERING §8).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { seedCarsAndReports, seedDamages } from './seed.mjs';

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
  return `${session.split(';')[0]}; csrftoken=${csrfToken}`;
};

/** Peak resident memory of a process so far (VmHWM), in MiB. */
const peakMemoryMiB = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
  return line ? Math.round(Number(line.replace(/\D+/g, '')) / 1024) : NaN;
};

/** 10 photos of about 4 MB each (noise compresses badly, as phone photos do). */
const makePhotos = async () => {
  const photos = [];
  for (let i = 0; i < 10; i += 1) {
    const width = 2200;
    const height = 1650;
    const pixels = Buffer.alloc(width * height * 3);
    let state = i + 1;
    for (let p = 0; p < pixels.length; p += 1) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      pixels[p] = (state >> 16) & 0xff;
    }
    photos.push(await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer());
  }
  return photos;
};

const postPhotos = async (base, cookie, photos, carName) => {
  const csrf = /csrftoken=([^;]+)/.exec(cookie)?.[1];
  const form = new FormData();
  form.append('carName', carName);
  form.append('createDetailedReport', 'false');
  photos.forEach((photo, i) => form.append('photos', new Blob([photo], { type: 'image/jpeg' }), `photo_${i + 1}.jpg`));
  const response = await fetch(`${base}/api/async-upload/`, { method: 'POST', body: form, headers: { cookie, 'x-csrftoken': csrf } });
  const body = await response.json();
  if (!body.success) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body;
};

/** 10 photos posted like the web app does; time to the server's answer. */
const benchUpload = async (base, cookie, serverPid, photos) => {
  const totalMiB = photos.reduce((sum, photo) => sum + photo.length, 0) / 1024 / 1024;
  const timings = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    await postPhotos(base, cookie, photos, `Upload bench ${run}`);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `\nupload: 10 photos, ${totalMiB.toFixed(1)} MiB in all, 5 runs on loopback: median ${timings[2].toFixed(0)} ms, ` +
      `max ${timings[4].toFixed(0)} ms; API process peak memory ${peakMemoryMiB(serverPid)} MiB`,
  );
};

/**
 * The PDF of a 10-photo report with 3 damages per photo (no annotated results, so the ~4 MB originals are embedded:
 * the heaviest case), downloaded whole over loopback 5 times. BENCH_PDF_OUT=<file> keeps the last one to look at.
 */
const benchPdf = async (base, cookie, photos) => {
  const { report_id: reportId } = await postPhotos(base, cookie, photos, 'PDF bench');
  await seedDamages({ filename: path.join(dataDir, 'db.sqlite3'), reportId, perPhoto: 3 });
  const timings = [];
  const firstBytes = [];
  let pdf;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/download-report/${reportId}/`, { headers: { cookie } });
    const chunks = [];
    for await (const chunk of response.body) {
      if (chunks.length === 0) firstBytes.push(performance.now() - started);
      chunks.push(chunk);
    }
    pdf = Buffer.concat(chunks);
    timings.push(performance.now() - started);
    if (response.status !== 200 || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error(`PDF failed: ${response.status}`);
  }
  timings.sort((a, b) => a - b);
  firstBytes.sort((a, b) => a - b);
  if (process.env.BENCH_PDF_OUT) writeFileSync(process.env.BENCH_PDF_OUT, pdf);
  console.log(
    `\npdf: GET /api/download-report/{id}/, 10 photos (${(photos.reduce((sum, photo) => sum + photo.length, 0) / 1024 / 1024).toFixed(1)} MiB of JPEG), ` +
      `30 damages, ${(pdf.length / 1024 / 1024).toFixed(1)} MiB PDF, 5 runs: median ${timings[2].toFixed(0)} ms, max ${timings[4].toFixed(0)} ms; ` +
      `first byte after ${firstBytes[2].toFixed(0)} ms (median)`,
  );
};

/**
 * Frame validation and full-photo analysis with the project's models (models/) plus, when the shared files are
 * there, the YOLOX vehicle detector; on a real photo from the parts data set when it is there.
 */
const benchVision = () => {
  const modelsDir = path.join(dataDir, 'bench-models');
  mkdirSync(modelsDir, { recursive: true });
  const repoModels = path.join(root, 'models');
  if (existsSync(repoModels)) {
    for (const name of readdirSync(repoModels).filter((file) => /\.(onnx|json)$/.test(file))) copyFileSync(path.join(repoModels, name), path.join(modelsDir, name));
  }
  const shared = path.join(root, '..', 'shared');
  const yolox = path.join(shared, 'models', 'vehicle', 'yolox_nano_416.onnx');
  if (existsSync(yolox)) {
    copyFileSync(yolox, path.join(modelsDir, 'yolox_nano_416.onnx'));
    copyFileSync(path.join(root, 'packages', 'vision', 'model-cards', 'vehicle.json.example'), path.join(modelsDir, 'vehicle.json'));
  }
  const testImages = path.join(shared, 'datasets', 'carparts_dsmlr', 'images', 'test');
  const photo = existsSync(testImages) ? readdirSync(testImages).filter((file) => file.endsWith('.jpg')).sort()[0] : undefined;
  const args = ['packages/vision/dist/cli/vision-bench.cli.js', '--models', modelsDir, ...(photo ? ['--photo', path.join(testImages, photo)] : [])];
  const result = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'warn' } });
  console.log(`\nvision (${readdirSync(modelsDir).filter((f) => f.endsWith('.json')).join(', ') || 'no models'}${photo ? `, photo ${photo}` : ''}):`);
  console.log(result.status === 0 ? result.stdout.trim() : `vision bench failed: ${result.stderr.trim()}`);
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'cda-bench-'));
const children = [];
try {
  const apiPort = 18080;
  const helloPort = 18081;
  // No embedded worker: the upload timing measures receiving and storing, not the analysis that follows.
  const apiEnv = { PORT: String(apiPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', EMBEDDED_WORKER: 'false' };
  const user = { username: 'bench_user', password: 'Bench-Passw0rd!' };
  const created = spawnSync(
    process.execPath,
    ['apps/server/dist/cli/user.cli.js', 'create', '--username', user.username, '--email', 'bench@example.com', '--password', user.password],
    { cwd: root, env: { ...process.env, ...apiEnv }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(created.stderr);
  await seedCarsAndReports({ filename: path.join(dataDir, 'db.sqlite3'), username: user.username, cars: 100, reportsPerCar: 10 });
  children.push(
    await start(
      ['apps/server/dist/main.js', 'serve'],
      apiEnv,
      `http://127.0.0.1:${apiPort}/api/auth/status/`,
    ),
  );
  children.push(await start(['bench/src/hello-world.mjs'], { PORT: String(helloPort) }, `http://127.0.0.1:${helloPort}/`));

  // BENCH_ONLY=pdf runs the PDF case alone (it needs no throughput runs).
  if (process.env.BENCH_ONLY === 'pdf') {
    await benchPdf(`http://127.0.0.1:${apiPort}`, await signIn(`http://127.0.0.1:${apiPort}`, user), await makePhotos());
  } else {
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, one after the other\n`);
    const hello = await measure(`http://127.0.0.1:${helloPort}/`, 'fastify hello-world');
    const status = await measure(`http://127.0.0.1:${apiPort}/api/auth/status/`, 'GET /api/auth/status/ (anonymous)');

    const cookie = await signIn(`http://127.0.0.1:${apiPort}`, user);
    const signedIn = await measure(`http://127.0.0.1:${apiPort}/api/auth/status/`, 'GET /api/auth/status/ (signed in)', { cookie });

    const profile = await measure(`http://127.0.0.1:${apiPort}/api/user-profile/`, 'GET /api/user-profile/ (100 cars, 1000 reports)', { cookie });

    const rows = [hello, status, signedIn, profile].map((r) => ({
      target: r.title,
      'req/s': Math.round(r.rps),
      'p99 ms': r.p99,
      errors: r.errors,
      'vs hello-world': `${((r.rps / hello.rps) * 100).toFixed(1)}%`,
    }));
    console.table(rows);
    console.log(`ratio status/hello-world req/s: anonymous ${(status.rps / hello.rps).toFixed(3)}, signed in ${(signedIn.rps / hello.rps).toFixed(3)}`);

    const photos = await makePhotos();
    await benchUpload(`http://127.0.0.1:${apiPort}`, cookie, children[0].pid, photos);
    await benchPdf(`http://127.0.0.1:${apiPort}`, cookie, photos);
    benchVision();
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
