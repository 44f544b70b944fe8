import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const registrationPort = port + 1;
const baseURL = `http://127.0.0.1:${port}`;
const registrationURL = `http://127.0.0.1:${registrationPort}`;
const scanPort = port + 2;
const scanURL = `http://127.0.0.1:${scanPort}`;

/** Debian's Chromium, never a downloaded browser; flags keep it off the network and quiet in CI. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

// E2E_RUN_ID (optional) gives a run its own data directories and results folder, E2E_WEB_DIST its own web build,
// so two runs on one machine (on other E2E_PORTs) do not disturb each other.
const runId = process.env.E2E_RUN_ID ?? '';
const mainDist: Record<string, string> = process.env.E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST } : {};

const REGISTRATION_SPEC = /registration-enabled\.spec\.ts/;
const SCAN_SPEC = /guided-scan\.spec\.ts/;
// Written by support/start-scan-server.mjs before its server starts (keep the two in step).
const SCAN_CAMERA_VIDEO = fileURLToPath(new URL(`./.tmp/${runId ? `${runId}-` : ''}scan-camera.y4m`, import.meta.url));

export default defineConfig({
  testDir: './tests',
  outputDir: runId ? `./.tmp/${runId}-results` : './.tmp/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    headless: true,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
  projects: [
    // The default build: registration switched off, as shipped.
    { name: 'chromium', testIgnore: [REGISTRATION_SPEC, SCAN_SPEC], use: { ...devices['Desktop Chrome'], baseURL } },
    // A build made with REGISTRATION_ENABLED=true against a server that allows it.
    { name: 'registration-enabled', testMatch: REGISTRATION_SPEC, use: { ...devices['Desktop Chrome'], baseURL: registrationURL } },
    // The guided scan: a landscape phone whose camera is Chromium's fake device playing a generated video, against
    // a server whose only model is a synthetic part model that reads that video's colours.
    {
      name: 'guided-scan',
      testMatch: SCAN_SPEC,
      use: {
        ...devices['Pixel 7 landscape'],
        baseURL: scanURL,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${SCAN_CAMERA_VIDEO}`],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/start-server.mjs',
      cwd: '..',
      env: { ...mainDist },
      url: `${baseURL}/api/auth/status/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/support/start-server.mjs',
      cwd: '..',
      env: {
        E2E_INSTANCE: 'registration',
        E2E_PORT: String(registrationPort),
        REGISTRATION_ENABLED: 'true',
        WEB_DIST_DIR: 'apps/web/dist-registration',
      },
      url: `${registrationURL}/api/auth/status/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/support/start-scan-server.mjs',
      cwd: '..',
      env: { ...mainDist, E2E_PORT: String(scanPort) },
      url: `${scanURL}/api/auth/status/`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
