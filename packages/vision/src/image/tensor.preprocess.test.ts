import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { VisionInputError } from '../vision.errors.js';
import { decodePhoto } from './image.decoder.js';
import { packPlanar, planResize, toInputTensor } from './tensor.preprocess.js';

const input = (overrides: Partial<Parameters<typeof toInputTensor>[1]> = {}) => ({
  name: 'input',
  width: 8,
  height: 8,
  layout: 'NCHW' as const,
  color: 'RGB' as const,
  scale: 1,
  mean: [0, 0, 0] as [number, number, number],
  std: [1, 1, 1] as [number, number, number],
  resize: 'stretch' as const,
  pad_value: 114,
  ...overrides,
});

describe('planResize', () => {
  it('stretches each axis independently', () => {
    expect(planResize({ width: 200, height: 100 }, { width: 50, height: 50, resize: 'stretch' }, 'center')).toMatchObject({
      scaleX: 0.25,
      scaleY: 0.5,
      padX: 0,
      padY: 0,
    });
  });

  it('letterboxes with one scale, centred or top-left', () => {
    const centred = planResize({ width: 200, height: 100 }, { width: 100, height: 100, resize: 'letterbox' }, 'center');
    expect(centred).toMatchObject({ scaleX: 0.5, scaleY: 0.5, padX: 0, padY: 25, resizedWidth: 100, resizedHeight: 50 });
    const topLeft = planResize({ width: 200, height: 100 }, { width: 100, height: 100, resize: 'letterbox' }, 'top-left');
    expect(topLeft).toMatchObject({ padX: 0, padY: 0, resizedHeight: 50 });
  });
});

describe('packPlanar', () => {
  it('reorders to planar channels, swaps to BGR and applies scale, mean and std', () => {
    const pixels = Uint8Array.from([10, 20, 30, 40, 50, 60]); // two RGB pixels
    expect([...packPlanar(pixels, 2, 1, { color: 'RGB', scale: 1, mean: [0, 0, 0], std: [1, 1, 1] })]).toEqual([10, 40, 20, 50, 30, 60]);
    expect([...packPlanar(pixels, 2, 1, { color: 'BGR', scale: 1, mean: [0, 0, 0], std: [1, 1, 1] })]).toEqual([30, 60, 20, 50, 10, 40]);
    const normalised = packPlanar(pixels, 2, 1, { color: 'RGB', scale: 0.1, mean: [1, 2, 3], std: [2, 4, 0.5] });
    expect(normalised[0]).toBeCloseTo((10 * 0.1 - 1) / 2, 6);
    expect(normalised[3]).toBeCloseTo((50 * 0.1 - 2) / 4, 6);
    expect(normalised[5]).toBeCloseTo((60 * 0.1 - 3) / 0.5, 6);
  });
});

describe('decodePhoto + toInputTensor', () => {
  it('applies EXIF orientation before anything else', async () => {
    // 40x20 stored, orientation 6 (rotate 90 cw) -> 20x40 upright
    const file = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ff0000' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const decoded = await decodePhoto(file, { maxSide: 100 });
    expect([decoded.image.width, decoded.image.height]).toEqual([20, 40]);
    expect(decoded.original).toMatchObject({ width: 20, height: 40, format: 'jpeg' });
  });

  it('shrinks to the longest side and never enlarges', async () => {
    const file = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await decodePhoto(file, { maxSide: 200 })).image).toMatchObject({ width: 200, height: 50 });
    expect((await decodePhoto(file, { maxSide: 1000 })).image).toMatchObject({ width: 400, height: 100 });
  });

  it('refuses what is not an image with VisionInputError', async () => {
    await expect(decodePhoto(Buffer.from('definitely not a jpeg'), { maxSide: 100 })).rejects.toBeInstanceOf(VisionInputError);
    await expect(decodePhoto(Buffer.alloc(0), { maxSide: 100 })).rejects.toMatchObject({ code: 'invalid_image' });
  });

  it('letterboxes with the pad value and reports the transform', async () => {
    const white = await decodePhoto(await sharp({ create: { width: 16, height: 8, channels: 3, background: '#fff' } }).png().toBuffer(), {
      maxSide: 100,
    });
    const tensor = await toInputTensor(white.image, input({ resize: 'letterbox' }), 'top-left');
    expect(tensor.dims).toEqual([1, 3, 8, 8]);
    expect(tensor.transform).toMatchObject({ scaleX: 0.5, scaleY: 0.5, padX: 0, padY: 0 });
    // rows 0-3 are the image (255), rows 4-7 the padding (114), in every channel
    expect(tensor.data[0]).toBe(255);
    expect(tensor.data[5 * 8]).toBe(114);
    expect(tensor.data[64 * 2 + 7 * 8 + 7]).toBe(114);
  });
});
