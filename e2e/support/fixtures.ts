import { fileURLToPath } from 'node:url';
import { readOutbox } from '../../apps/server/test/support/outbox.js';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_REGISTRATION_PORT = E2E_PORT + 1;
export const E2E_DATA_DIR = fileURLToPath(new URL('../.tmp/data', import.meta.url));

/** Created by start-server.mjs before the server starts. */
export const E2E_USER = { username: 'e2e_user', password: 'E2e-Passw0rd!', email: 'e2e_user@example.com' } as const;
/** A second account whose password the reset-flow spec changes, so E2E_USER stays valid for the others. */
export const RESET_USER = { username: 'reset_user', password: 'Reset-Passw0rd!', email: 'reset_user@example.com' } as const;

/** Decoded plain-text bodies of the mails the server wrote to its outbox, oldest first. */
export const readOutboxTexts = (): string[] => readOutbox(E2E_DATA_DIR).map((mail) => mail.text);
