import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server (s3rver) standing in for AWS/MinIO; `env` holds the settings that point the app at it. */
export const startS3 = async ({ prefix }: { prefix?: string } = {}) => {
  const directory = mkdtempSync(path.join(tmpdir(), 'cda-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: 'media' }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    S3_BUCKET: 'media',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  if (prefix) env.S3_PREFIX = prefix;
  return {
    endpoint,
    env,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
