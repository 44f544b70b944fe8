import sharp, { type Metadata, type Sharp } from 'sharp';
import { VisionInputError } from '../vision.errors.js';

/** A decompression bomb stops here instead of exhausting memory (about 100 megapixels, as the upload check). */
export const MAX_INPUT_PIXELS = 100_000_000;

/** Interleaved 8-bit RGB, already EXIF-oriented. Every stage after decoding works on this, never on the file. */
export type TRasterImage = { data: Buffer; width: number; height: number };

export type TDecodedPhoto = {
  image: TRasterImage;
  /** Size of the photo as taken (after orientation), before any downscaling for analysis. */
  original: { width: number; height: number; format: string };
  metadata: Metadata;
};

const FORMATS = new Set(['jpeg', 'png', 'webp', 'tiff', 'heif', 'avif', 'gif']);

/**
 * Decodes once, applies EXIF orientation and shrinks to `maxSide` in the same libvips pipeline (JPEG shrink-on-load
 * makes a 12 MP photo cost a fraction of a full decode). Anything that is not a readable image is the caller's
 * fault, hence VisionInputError.
 */
export const decodePhoto = async (input: Buffer, options: { maxSide: number }): Promise<TDecodedPhoto> => {
  if (!Buffer.isBuffer(input) || input.length === 0) throw new VisionInputError('invalid_image', 'The image is empty.');
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new VisionInputError('invalid_image', 'The file is not a readable image.');
  }
  if (!metadata.format || !FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new VisionInputError('invalid_image', 'The file is not a supported image (JPEG, PNG, WebP).');
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new VisionInputError('image_too_large', `The image has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`);
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected channel count ${info.channels}`);
    const oriented = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
    return {
      image: { data, width: info.width, height: info.height },
      original: { width: oriented.width, height: oriented.height, format: metadata.format },
      metadata,
    };
  } catch (error) {
    throw new VisionInputError('invalid_image', `The image could not be decoded (${(error as Error).message}).`);
  }
};

/** Wraps a raster so sharp can keep working on it without re-decoding the file. */
export const rasterToSharp = (image: TRasterImage): Sharp =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });

/** A smaller copy (longest side `maxSide`), for checks that do not need every pixel. */
export const downscaleRaster = async (image: TRasterImage, maxSide: number): Promise<TRasterImage> => {
  if (Math.max(image.width, image.height) <= maxSide) return image;
  const { data, info } = await rasterToSharp(image)
    .resize({ width: maxSide, height: maxSide, fit: 'inside' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
