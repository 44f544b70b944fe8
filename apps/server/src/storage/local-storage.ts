import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type TBlobStorage } from './blob-storage.js';

export const createLocalStorage = (root: string): TBlobStorage => {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    putFile: async (key, filePath) => {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(filePath, target);
      } catch {
        // Another file system (a mounted volume): copy, then drop the source.
        await copyFile(filePath, target);
        await rm(filePath, { force: true });
      }
    },
    putBuffer: async (key, data) => {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    },
    read: (key) => readFile(resolve(key)),
    stream: async (key) => {
      const file = resolve(key);
      const stream = createReadStream(file);
      await new Promise<void>((ok, fail) => {
        stream.once('open', () => ok());
        stream.once('error', fail);
      });
      return stream;
    },
    delete: async (keys) => {
      await Promise.all(keys.map((key) => rm(resolve(key), { force: true })));
    },
  };
};
