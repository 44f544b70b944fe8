import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBlobStorage } from '../src/storage/blob-storage.js';
import { createLocalStorage } from '../src/storage/local-storage.js';
import { createS3Storage } from '../src/storage/s3-storage.js';
import { startS3 } from './support/s3.js';
import { createTestApp, createUser, TestClient } from './support/test-app.js';
import { buildMultipart, makeJpeg } from './support/uploads.js';

describe.each(['local', 's3'] as const)('blob storage: %s', (kind) => {
  let storage: TBlobStorage;
  let cleanup: () => Promise<void>;
  const scratch = mkdtempSync(path.join(tmpdir(), 'cda-blob-'));

  beforeAll(async () => {
    if (kind === 'local') {
      storage = createLocalStorage(path.join(scratch, 'media'));
      cleanup = async () => undefined;
    } else {
      const s3 = await startS3({ prefix: 'cda/' });
      storage = createS3Storage({ bucket: 'media', region: 'us-east-1', endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true, prefix: 'cda/' });
      cleanup = s3.close;
    }
  });
  afterAll(async () => {
    await cleanup();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('stores files and buffers, reads and streams them back, and deletes them', async () => {
    const source = path.join(scratch, `upload-${kind}.bin`);
    const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    writeFileSync(source, data);
    await storage.putFile('u1/a/1-original.jpg', source, 'image/jpeg');
    await storage.putBuffer('u1/a/1-thumbnail.jpg', Buffer.from('thumb'), 'image/jpeg');
    expect((await storage.read('u1/a/1-original.jpg')).equals(data)).toBe(true);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.stream('u1/a/1-thumbnail.jpg')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('thumb');
    await storage.delete(['u1/a/1-original.jpg', 'u1/a/1-thumbnail.jpg']);
    await expect(storage.read('u1/a/1-original.jpg')).rejects.toThrow();
  });

  it('refuses keys that could leave the storage root', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs', 'a//b']) {
      await expect(storage.putBuffer(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe storage key/);
    }
  });
});

describe('assessments on S3-compatible storage', () => {
  it('uploads, analyses, serves and deletes photos kept in the bucket', async () => {
    const s3 = await startS3({ prefix: 'cda/' });
    const t = await createTestApp({ env: s3.env });
    try {
      await createUser(t, { username: 'alice', password: 'Str0ng-Pass!' });
      const client = new TestClient(t.app);
      await client.login('alice', 'Str0ng-Pass!');
      const { payload, contentType } = await buildMultipart({ carName: 'Bucket car' }, [{ field: 'photos', name: 'photo_1.jpg', data: await makeJpeg() }]);
      const upload = await client.request({ method: 'POST', url: '/api/async-upload/', payload, headers: { 'content-type': contentType } });
      expect(upload.statusCode).toBe(200);
      const { report_id } = upload.json() as { report_id: number };
      await t.context.services.queue.runOnce();
      const report = (await client.get(`/api/web/results/${report_id}/`)).json() as { status: string; photos: { thumbnail_url: string; image_url: string }[] };
      expect(report.status).toBe('completed');
      const thumbnail = await client.get(report.photos[0]?.thumbnail_url ?? '');
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
      const key = (await t.db.selectFrom('photos').select('original_key').executeTakeFirstOrThrow()).original_key;
      expect((await t.context.services.storage.read(key)).length).toBeGreaterThan(1000);
      await client.request({ method: 'DELETE', url: `/api/reports/${report_id}/delete/` });
      await expect(t.context.services.storage.read(key)).rejects.toThrow();
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
