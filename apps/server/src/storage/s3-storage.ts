import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type TBlobStorage } from './blob-storage.js';

export type TS3Config = {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  prefix: string;
};

/** S3-compatible object storage (AWS, MinIO, Ceph, R2…); the same keys as on local disk under an optional prefix. */
export const createS3Storage = (config: TS3Config): TBlobStorage => {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Default "flexible checksums" send aws-chunked bodies that many S3-compatible servers store verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${config.prefix}${key}`;
  };
  const getBody = async (key: string): Promise<Readable> => {
    const response = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
    if (!response.Body) throw new Error(`Empty object: ${key}`);
    return response.Body as Readable;
  };
  return {
    putFile: async (key, filePath, contentType) => {
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: createReadStream(filePath), ContentLength: size, ContentType: contentType }),
      );
      await rm(filePath, { force: true });
    },
    putBuffer: async (key, data, contentType) => {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Body: data, ContentType: contentType }));
    },
    read: async (key) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await getBody(key)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    stream: getBody,
    delete: async (keys) => {
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        await client.send(new DeleteObjectsCommand({ Bucket: config.bucket, Delete: { Objects: batch.map((key) => ({ Key: objectKey(key) })), Quiet: true } }));
      }
    },
  };
};
