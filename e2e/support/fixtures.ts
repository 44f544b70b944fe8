import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { readOutbox } from '../../apps/server/test/support/outbox.js';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_REGISTRATION_PORT = E2E_PORT + 1;
const E2E_RUN_PREFIX = process.env.E2E_RUN_ID ? `${process.env.E2E_RUN_ID}-` : '';
export const E2E_DATA_DIR = fileURLToPath(new URL(`../.tmp/${E2E_RUN_PREFIX}data`, import.meta.url));

/** Created by start-server.mjs before the server starts. */
export const E2E_USER = { username: 'e2e_user', password: 'E2e-Passw0rd!', email: 'e2e_user@example.com' } as const;
/** A second account whose password the reset-flow spec changes, so E2E_USER stays valid for the others. */
export const RESET_USER = { username: 'reset_user', password: 'Reset-Passw0rd!', email: 'reset_user@example.com' } as const;
/** A third account that owns nothing, for checks that one user cannot see another's data. */
export const OTHER_USER = { username: 'other_user', password: 'Other-Passw0rd!', email: 'other_user@example.com' } as const;

/** Decoded plain-text bodies of the mails the server wrote to its outbox, oldest first. */
export const readOutboxTexts = (): string[] => readOutbox(E2E_DATA_DIR).map((mail) => mail.text);

/**
 * Signs in through the API the way the web app does (CSRF cookie, then login); the browser keeps the session. The
 * token is the one in the cookie the app itself fetched on load: asking for another one here would race the app's
 * request (each answer sets a new cookie, and the login could go out with the token of the overwritten one).
 */
export const signInByApi = async (page: Page, user: { username: string; password: string } = E2E_USER) => {
  await page.goto('/');
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'csrftoken')).toBe(true);
  const status = await page.evaluate(async (credentials) => {
    const csrfToken = decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/api/auth/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrfToken },
      body: JSON.stringify({ username: credentials.username, password: credentials.password }),
    });
    return response.status;
  }, user);
  expect(status).toBe(200);
};
