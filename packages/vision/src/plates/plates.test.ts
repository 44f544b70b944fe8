import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPlate, checkPlate, cleanPlate } from './plate-text.rules.js';
import { isPlateShaped, judgeLines, PlateReader, plateSearchRegion, textBoxesFromProbability } from './plate.reader.js';
import { readPlateStep, PLATE_NOTES } from './plate.step.js';
import type { TRasterImage } from '../image/image.decoder.js';

/** A plate as a camera sees one: black characters (DejaVu Sans Mono Bold) on a white plate with a black rim. */
const renderPlate = async (text: string, width = 220, height = 50): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect x="1.5" y="1.5" width="${width - 3}" height="${height - 3}" rx="5" fill="white" stroke="black" stroke-width="3"/>
<text x="${width / 2}" y="${height * 0.76}" font-family="DejaVu Sans Mono" font-weight="bold" font-size="${height * 0.72}" text-anchor="middle" fill="black">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};

/** The plate on a textured grey background (a bumper), as the interleaved RGB raster the reader takes. */
const sceneWithPlate = async (text: string | null, plateWidth = 220, size = { width: 1280, height: 720 }): Promise<TRasterImage> => {
  const background = sharp({ create: { width: size.width, height: size.height, channels: 3, background: { r: 70, g: 80, b: 95 } } });
  const layers = text ? [{ input: await renderPlate(text, plateWidth), left: Math.round(size.width / 2 - plateWidth / 2), top: Math.round(size.height * 0.72) }] : [];
  const { data, info } = await background.composite(layers).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

describe('plate text rules', () => {
  it('upper-cases, drops separators and maps Cyrillic look-alikes to one Latin form', () => {
    expect(canonicalPlate('ab 123-c.d')).toBe('AB123CD');
    expect(cleanPlate('А 123 ВС 77')).toBe('A123BC77');
    expect(cleanPlate('а123вс77')).toBe(cleanPlate('A123BC77'));
    expect(cleanPlate('ЕКМНОРСТУХ12')).toBeNull(); // 12 characters: too long
    expect(cleanPlate('ЕКМН 12')).toBe('EKMH12');
    expect(cleanPlate('KA 456 BT')).toBe('KA456BT');
  });

  it('accepts 4-10 Latin letters and digits with at least one digit', () => {
    expect(checkPlate('AB1')).toMatchObject({ ok: false, reason: 'not 4-10 characters' });
    expect(checkPlate('AB12')).toEqual({ ok: true, plate: 'AB12' });
    expect(checkPlate('ABCD123456')).toEqual({ ok: true, plate: 'ABCD123456' });
    expect(checkPlate('ABCD1234567')).toMatchObject({ ok: false });
    expect(checkPlate('ABCD')).toMatchObject({ ok: false, reason: 'no digit' });
    expect(checkPlate('Ж123ЖЖ')).toMatchObject({ ok: false, reason: 'characters other than Latin letters and digits' });
    expect(checkPlate('AB#123')).toMatchObject({ ok: false });
  });

  it('refuses words, badges and phone numbers', () => {
    expect(checkPlate('TOYOTA')).toMatchObject({ ok: false });
    expect(checkPlate('DEALER 24')).toMatchObject({ ok: false, reason: 'a word' });
    expect(checkPlate('4MATIC')).toMatchObject({ ok: false, reason: 'a word' });
    expect(checkPlate('V8')).toMatchObject({ ok: false });
    expect(checkPlate('8 800 555 35 35')).toMatchObject({ ok: false });
    expect(checkPlate('12345678')).toEqual({ ok: true, plate: '12345678' });
    expect(checkPlate('8,000-')).toMatchObject({ ok: false });
    expect(checkPlate('8000-')).toMatchObject({ ok: false, reason: 'a number (a price or a phone number), not a plate' });
  });

  it('joins the two lines of a square plate, else takes the line that is a plate', () => {
    expect(judgeLines([{ text: 'AB', mean: 0.9 }, { text: '1234', mean: 0.95 }])).toMatchObject({ raw: 'AB 1234', text: 'AB1234' });
    expect(judgeLines([{ text: 'AUTOHAUS MUELLER', mean: 0.9 }, { text: 'M AB 123', mean: 0.8 }])).toMatchObject({ text: 'MAB123' });
    expect(judgeLines([{ text: 'K456', mean: 0.3 }])).toMatchObject({ text: null, rejected: 'nothing legible' });
    const weighted = judgeLines([{ text: 'AB', mean: 0.5 }, { text: '1234', mean: 1 }]);
    expect(weighted.confidence).toBeCloseTo((0.5 * 2 + 4) / 6, 5);
  });
});

describe('plate geometry', () => {
  it('searches below the top third of the car, or the whole photo without a car', () => {
    expect(plateSearchRegion({ width: 1000, height: 800 }, null)).toEqual({ x1: 0, y1: 0, x2: 1000, y2: 800 });
    expect(plateSearchRegion({ width: 1000, height: 800 }, { x1: 100, y1: 100, x2: 900, y2: 700 })).toEqual({ x1: 60, y1: 280, x2: 940, y2: 730 });
  });

  it('turns the text probability map into merged, unclipped line boxes', () => {
    const width = 40;
    const height = 12;
    const map = new Float32Array(width * height);
    // two words on one line (x 4-11 and 14-21, y 4-7) and a faint blob that stays under the box threshold
    for (let y = 4; y < 8; y += 1) for (let x = 4; x < 22; x += 1) if (x < 12 || x >= 14) map[y * width + x] = 0.9;
    for (let y = 2; y < 5; y += 1) for (let x = 30; x < 36; x += 1) map[y * width + x] = 0.4;
    const boxes = textBoxesFromProbability(map, width, height);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]!.score).toBeCloseTo(0.9, 5);
    expect(boxes[0]!.box.x1).toBeLessThan(4);
    expect(boxes[0]!.box.x2).toBeGreaterThan(22);
    expect(isPlateShaped(boxes[0]!.box, { width: 400, height: 300 })).toBe(true);
    expect(isPlateShaped({ x1: 0, y1: 0, x2: 20, y2: 20 }, { width: 400, height: 300 })).toBe(false);
  });
});

describe('PlateReader with the PaddleOCR models', () => {
  let reader: PlateReader;
  beforeAll(async () => {
    reader = await PlateReader.create({ threads: 2 });
  }, 60_000);
  afterAll(() => reader.close());

  it('reads a rendered plate and returns the cleaned text, a confidence and its box', async () => {
    const image = await sceneWithPlate('KA 456 BT');
    const result = await reader.read(image);
    expect(result.plate?.text).toBe('KA456BT');
    expect(result.plate!.confidence).toBeGreaterThan(0.8);
    expect(result.plate!.confidence).toBeLessThanOrEqual(1);
    const { box } = result.plate!;
    // the plate lies at x 530-750, y 518-568
    expect(box.x1).toBeGreaterThan(500);
    expect(box.x2).toBeLessThan(780);
    expect(box.y1).toBeGreaterThan(500);
    expect(box.y2).toBeLessThan(585);
    expect(result.timings.inferenceMs).toBeGreaterThan(0);
  }, 30_000);

  it('reads a Russian-format plate (Cyrillic look-alikes read as Latin) and finds nothing on a bare bumper', async () => {
    expect((await reader.read(await sceneWithPlate('A 123 BC 77', 260))).plate?.text).toBe(cleanPlate('А 123 ВС 77'));
    const bare = await reader.read(await sceneWithPlate(null));
    expect(bare.plate).toBeNull();
    expect(bare.candidates).toEqual([]);
  }, 30_000);

  it('as a pipeline step: a note when nothing was read, nothing when switched off or without a car', async () => {
    const step = await readPlateStep({ image: await sceneWithPlate(null), car: null, vehiclePresent: true, option: reader, threads: 2 });
    expect(step).toEqual({ plate: null, note: PLATE_NOTES.nothingRead, timings: expect.any(Object) });
    expect(await readPlateStep({ image: await sceneWithPlate('KA 456 BT'), car: null, vehiclePresent: true, option: false, threads: 2 })).toBeNull();
    const noCar = await readPlateStep({ image: await sceneWithPlate('KA 456 BT'), car: null, vehiclePresent: false, option: reader, threads: 2 });
    expect(noCar).toEqual({ plate: null, note: PLATE_NOTES.noVehicle, timings: null });
  }, 30_000);
});
