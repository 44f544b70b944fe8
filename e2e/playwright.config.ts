import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const registrationPort = port + 1;
const baseURL = `http://127.0.0.1:${port}`;
const registrationURL = `http://127.0.0.1:${registrationPort}`;

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
    { name: 'chromium', testIgnore: REGISTRATION_SPEC, use: { ...devices['Desktop Chrome'], baseURL } },
    // A build made with REGISTRATION_ENABLED=true against a server that allows it.
    { name: 'registration-enabled', testMatch: REGISTRATION_SPEC, use: { ...devices['Desktop Chrome'], baseURL: registrationURL } },
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
  ],
});
