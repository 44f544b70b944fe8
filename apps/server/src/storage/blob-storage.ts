import type { Readable } from 'node:stream';

/** Where photos, results and PDFs live: local disk by default, S3-compatible storage when configured. */
export type TBlobStorage = {
  /** Moves (or copies) a local file into storage under `key`. */
  putFile: (key: string, filePath: string, contentType: string) => Promise<void>;
  putBuffer: (key: string, data: Buffer, contentType: string) => Promise<void>;
  read: (key: string) => Promise<Buffer>;
  stream: (key: string) => Promise<Readable>;
  delete: (keys: string[]) => Promise<void>;
};

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** Keys are made by the server; this refuses anything that could climb out of the storage root. */
export const assertSafeKey = (key: string): void => {
  if (!KEY_PATTERN.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
};
