import exifr from 'exifr';
import sharp from 'sharp';

/** A decompression bomb stops here instead of exhausting memory (about 100 megapixels). */
export const MAX_INPUT_PIXELS = 100_000_000;
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

/** The few EXIF fields that matter for claims (when and with what a photo was taken, where): fraud signals. */
const EXIF_FIELDS = ['Make', 'Model', 'Software', 'DateTimeOriginal', 'CreateDate', 'ModifyDate', 'latitude', 'longitude', 'ExifImageWidth', 'ExifImageHeight'];

const readExif = async (input: Buffer): Promise<Record<string, unknown>> => {
  try {
    const parsed = (await exifr.parse(input, { pick: EXIF_FIELDS, gps: true })) as Record<string, unknown> | undefined;
    if (!parsed) return {};
    return Object.fromEntries(
      Object.entries(parsed).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
    );
  } catch {
    return {};
  }
};

/** 64-bit difference hash (9x8 grey): robust to resizing and recompression, for duplicate checks across reports. */
export const computeDifferenceHash = async (input: Buffer): Promise<string> => {
  const pixels = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const left = pixels[row * 9 + col] ?? 0;
      const right = pixels[row * 9 + col + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
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
    exif: await readExif(original),
    phash: await computeDifferenceHash(normalized.data),
  };
};
