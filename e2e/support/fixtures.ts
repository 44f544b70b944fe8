import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_REGISTRATION_PORT = E2E_PORT + 1;
export const E2E_DATA_DIR = fileURLToPath(new URL('../.tmp/data', import.meta.url));

/** Created by start-server.mjs before the server starts. */
export const E2E_USER = { username: 'e2e_user', password: 'E2e-Passw0rd!', email: 'e2e_user@example.com' } as const;
/** A second account whose password the reset-flow spec changes, so E2E_USER stays valid for the others. */
export const RESET_USER = { username: 'reset_user', password: 'Reset-Passw0rd!', email: 'reset_user@example.com' } as const;

/** Decoded plain-text bodies of the mails the server wrote to its outbox, oldest first. */
export const readOutboxTexts = (): string[] => {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(outbox, name), 'utf8');
      const part = /Content-Type: text\/plain; charset=utf-8\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(raw);
      return part?.[1] ? Buffer.from(part[1].replace(/\s+/g, ''), 'base64').toString('utf8') : raw;
    });
};
