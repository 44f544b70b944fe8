import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken } from '../lib/crypto.js';

export type TMail = { to: string; subject: string; text: string; html?: string };
export type TMailer = { send: (mail: TMail) => Promise<void> };

/** SMTP when SMTP_URL is set; otherwise each mail becomes DATA_DIR/outbox/<time>-<id>.eml and a log line. */
export const createMailer = (options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  logger: FastifyBaseLogger;
}): TMailer => {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
        options.logger.info({ to: mail.to, subject: mail.subject }, 'mail sent by SMTP');
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(6)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The body holds a secret link, so only the envelope and the file go to the log.
      options.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox');
    },
  };
};
