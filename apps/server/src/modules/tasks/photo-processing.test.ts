import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { computeDifferenceHash } from '@cda/vision';
import { derivePhoto } from './photo-processing.js';

const gradient = (width: number, height: number, flip = false) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const value = Math.round(((flip ? width - x : x) / width) * 255);
      pixels.fill(value, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

describe('photo processing', () => {
  it('applies EXIF orientation and bounds the normalised size', async () => {
    const rotated = await gradient(3000, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const derived = await derivePhoto(rotated);
    expect(derived).toMatchObject({ width: 683, height: 2048, orientation: 'portrait' });
    const thumbnail = await sharp(derived.thumbnail).metadata();
    expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBe(320);
  });

  it('gives the same difference hash to a resized copy and a different one to another image', async () => {
    const original = await gradient(800, 600).jpeg().toBuffer();
    const resized = await gradient(400, 300).jpeg({ quality: 60 }).toBuffer();
    const mirrored = await gradient(800, 600, true).jpeg().toBuffer();
    const hash = await computeDifferenceHash(original);
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(await computeDifferenceHash(resized)).toBe(hash);
    expect(await computeDifferenceHash(mirrored)).not.toBe(hash);
  });

  it('refuses a file that does not decode', async () => {
    await expect(derivePhoto(Buffer.from('not an image'))).rejects.toThrow();
  });
});
