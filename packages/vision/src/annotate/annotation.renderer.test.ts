import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TSegmentationMap } from '../decoders/detection.types.js';
import { renderAnnotatedImage, SEVERITY_COLOURS } from './annotation.renderer.js';

const grey = (width: number, height: number) => ({ data: Buffer.alloc(width * height * 3, 128), width, height });

const pixelAt = async (jpeg: Buffer, x: number, y: number) => {
  const { data } = await sharp(jpeg).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [...data];
};
const near = (actual: number[], expected: readonly number[], tolerance = 30) => actual.every((value, i) => Math.abs(value - expected[i]!) <= tolerance);

describe('renderAnnotatedImage', () => {
  it('fills damage cells in the severity colour, boxes them and labels them, even on a small photo', async () => {
    const image = grey(200, 120);
    // a 20x12 damage map of 10 px cells; cells (5..14, 6..9) are damage region 1
    const damageMap: TSegmentationMap = {
      width: 20,
      height: 12,
      classIds: new Uint16Array(240),
      confidence: new Float32Array(240),
      labels: ['Bumper'],
      toImage: { scaleX: 10, scaleY: 10, offsetX: 0, offsetY: 0 },
      imageWidth: 200,
      imageHeight: 120,
    };
    const damageOf = new Int32Array(240);
    for (let y = 6; y < 10; y += 1) for (let x = 5; x < 15; x += 1) damageOf[y * 20 + x] = 1;
    const jpeg = await renderAnnotatedImage({
      image,
      parts: null,
      damageMap,
      damageOf,
      damages: [{ box: { x1: 50, y1: 60, x2: 150, y2: 100 }, severity: 'High', label: 'Front bumper · damage · High · $999.99' }],
    });
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 120]);
    const red = SEVERITY_COLOURS.High;
    // inside: grey blended towards red; on the box edge: red; far away: untouched grey
    const inside = await pixelAt(jpeg, 100, 80);
    expect(inside[0]!).toBeGreaterThan(inside[1]! + 40);
    expect(near(await pixelAt(jpeg, 50, 80), red)).toBe(true);
    expect(near(await pixelAt(jpeg, 10, 110), [128, 128, 128], 6)).toBe(true);
    // the label sits above the box on a dark background, shrunk to fit the 200 px width
    const { data } = await sharp(jpeg).extract({ left: 0, top: 44, width: 200, height: 14 }).greyscale().raw().toBuffer({ resolveWithObject: true });
    const dark = [...data].filter((value) => value < 60).length;
    const bright = [...data].filter((value) => value > 200).length;
    expect(dark).toBeGreaterThan(500);
    expect(bright).toBeGreaterThan(30); // white text
  });

  it('puts a second label on the same spot below the box instead of over the first', async () => {
    const box = { x1: 20, y1: 100, x2: 300, y2: 200 };
    const jpeg = await renderAnnotatedImage({
      image: grey(400, 300),
      parts: null,
      damageMap: null,
      damageOf: null,
      damages: [
        { box, severity: 'Low', label: 'Hood · dent · Low · $1.00' },
        { box, severity: 'Average', label: 'Hood · scratch · Average · $2.00' },
      ],
    });
    const darkIn = async (top: number) => {
      const { data } = await sharp(jpeg).extract({ left: 30, top, width: 150, height: 8 }).greyscale().raw().toBuffer({ resolveWithObject: true });
      return [...data].filter((value) => value < 60).length;
    };
    expect(await darkIn(86)).toBeGreaterThan(300); // above the box
    expect(await darkIn(204)).toBeGreaterThan(300); // below it
  });

  it('returns the photo unchanged apart from compression when there is nothing to draw', async () => {
    const jpeg = await renderAnnotatedImage({ image: grey(64, 48), parts: null, damageMap: null, damageOf: null, damages: [] });
    expect(near(await pixelAt(jpeg, 32, 24), [128, 128, 128], 3)).toBe(true);
  });
});
