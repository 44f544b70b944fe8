import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type TOutboxMail = { to: string; file: string; text: string };

/** Reads DATA_DIR/outbox/*.eml and decodes the plain-text part (base64 or quoted-printable). */
export const readOutbox = (dataDir: string): TOutboxMail[] => {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const raw = readFileSync(path.join(outbox, name), 'utf8');
      const to = /^To: (.+)$/m.exec(raw)?.[1] ?? '';
      const part = /Content-Type: text\/plain; charset=utf-8\r?\nContent-Transfer-Encoding: (\S+)\r?\n\r?\n([\s\S]*?)\r?\n--/.exec(raw);
      const encoding = part?.[1] ?? '';
      const body = part?.[2] ?? '';
      const text =
        encoding === 'base64'
          ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
          : body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return { to, file: name, text };
    });
};

export const extractResetToken = (text: string): string | null => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
