import { open } from 'node:fs/promises';
import { UPLOAD_MESSAGES } from '@cda/contract';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../errors/app-error.js';
import { MAX_INPUT_PIXELS } from '@cda/vision';

const FORMATS: Record<string, { mime: string; ext: string }> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
};

export type TInspectedImage = { mime: string; ext: string; width: number; height: number };

/**
 * Decides by content, never by name or declared type: the header must parse as JPEG, PNG or WebP with sane
 * dimensions. The full decode happens in the worker, where a corrupt body fails that photo's task.
 */
export const inspectImage = async (filePath: string): Promise<TInspectedImage> => {
  let metadata: Metadata;
  try {
    metadata = await sharp(filePath, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('bad_request', UPLOAD_MESSAGES.invalidFileType);
  }
  const format = metadata.format ? FORMATS[metadata.format] : undefined;
  if (!format || !metadata.width || !metadata.height) throw new AppError('bad_request', UPLOAD_MESSAGES.invalidFileType);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new AppError('bad_request', `Image dimensions are too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
  }
  return { ...format, width: metadata.width, height: metadata.height };
};

const VIDEO_SIGNATURES: ((head: Buffer) => boolean)[] = [
  (head) => head.subarray(4, 8).toString('latin1') === 'ftyp', // MP4, MOV, 3GP
  (head) => head.readUInt32BE(0) === 0x1a45dfa3, // WebM, Matroska
  (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'AVI ',
];

export const assertVideo = async (filePath: string): Promise<void> => {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    if (bytesRead < 12 || !VIDEO_SIGNATURES.some((matches) => matches(head))) {
      throw new AppError('bad_request', UPLOAD_MESSAGES.invalidVideoType);
    }
  } finally {
    await handle.close();
  }
};
