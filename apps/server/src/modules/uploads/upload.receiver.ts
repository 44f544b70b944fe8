import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { MAX_PHOTOS_PER_UPLOAD, UPLOAD_MESSAGES } from '@cda/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.js';

export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

export type TReceivedFile = { path: string; originalName: string; size: number; field: 'photos' | 'video' };
export type TReceivedUpload = { fields: Record<string, string>; files: TReceivedFile[]; discard: () => Promise<void> };

/**
 * Streams each multipart file straight to a temporary file (never whole in memory), enforcing the count and
 * size limits as it goes. On any refusal every temporary file is removed before the error leaves.
 */
export const receiveUpload = async (request: FastifyRequest, tempRoot: string): Promise<TReceivedUpload> => {
  const directory = path.join(tempRoot, randomUUID());
  await mkdir(directory, { recursive: true });
  const files: TReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const discard = () => rm(directory, { recursive: true, force: true });
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const field = part.fieldname === 'video' ? 'video' : part.fieldname === 'photos' || part.fieldname === 'photos[]' ? 'photos' : null;
      if (!field) {
        part.file.resume();
        continue;
      }
      if (field === 'photos' && files.filter((file) => file.field === 'photos').length >= MAX_PHOTOS_PER_UPLOAD) {
        part.file.resume();
        throw new AppError('bad_request', UPLOAD_MESSAGES.tooManyPhotos);
      }
      const target = path.join(directory, `${files.length}.upload`);
      await pipeline(part.file, createWriteStream(target));
      if (part.file.truncated) {
        throw new AppError('bad_request', field === 'video' ? 'The video is too large.' : `Each photo must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`);
      }
      files.push({ path: target, originalName: part.filename.slice(0, 200), size: part.file.bytesRead, field });
    }
  } catch (error) {
    await discard();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('bad_request', UPLOAD_MESSAGES.tooManyPhotos);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('bad_request', `Each photo must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB.`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('bad_request', 'The upload must be multipart/form-data.');
    throw error;
  }
  return { fields, files, discard };
};
