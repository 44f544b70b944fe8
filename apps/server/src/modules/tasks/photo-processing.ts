import { computeDifferenceHash, MAX_INPUT_PIXELS, summarizeMetadata } from '@cda/vision';
import sharp from 'sharp';

const NORMALIZED_MAX_SIDE = 2048;
const THUMBNAIL_SIDE = 320;

export type TPhotoDerivatives = {
  normalized: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  orientation: 'landscape' | 'portrait' | 'square';
  exif: Record<string, unknown>;
  phash: string;
};

/** Decodes the original fully (EXIF orientation applied) and derives what the report shows. */
export const derivePhoto = async (original: Buffer): Promise<TPhotoDerivatives> => {
  const oriented = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const normalized = await oriented
    .clone()
    .resize(NORMALIZED_MAX_SIDE, NORMALIZED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 88, mozjpeg: false })
    .toBuffer({ resolveWithObject: true });
  const thumbnail = await sharp(normalized.data).resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside' }).jpeg({ quality: 80 }).toBuffer();
  const { width, height } = normalized.info;
  return {
    normalized: normalized.data,
    thumbnail,
    width,
    height,
    orientation: width === height ? 'square' : width > height ? 'landscape' : 'portrait',
    // Camera, dates and GPS (fraud signals), read by the same parser the analysis engine uses.
    exif: summarizeMetadata(await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()),
    phash: await computeDifferenceHash(normalized.data),
  };
};
