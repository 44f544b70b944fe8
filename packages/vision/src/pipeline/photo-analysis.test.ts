import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../costing/catalogue.loader.js';
import { ModelRegistry } from '../models/model.registry.js';
import { constantOutputGraph, writeModel, writeSyntheticDamageModel, writeSyntheticPartModel } from '../testing/synthetic-models.js';
import { renderSyntheticScene, SCENE_DAMAGE } from '../testing/synthetic-scene.js';
import { toAnalysisGrey } from '../quality/image-quality.service.js';
import { VisionInputError } from '../vision.errors.js';
import { PLATE_NOTES } from '../plates/plate.step.js';
import { analyzePhoto, NOTES } from './photo-analysis.pipeline.js';
import { computeDifferenceHash, hammingDistance, parseExif } from './photo-metadata.reader.js';

const dirs: string[] = [];
const registries: ModelRegistry[] = [];
/** A YOLOX-format vehicle model that always answers the same: one car over the whole input, or nothing. */
const writeFixedVehicleModel = (dir: string, seesCar: boolean) => {
  const data = new Float32Array(84 * 7);
  if (seesCar) data.set([0.5, 0.5, Math.log(8), Math.log(8), 0.9, 0, 0.9], 83 * 7); // stride 32, centre (48,48), 256x256
  writeModel(dir, 'vehicle', constantOutputGraph({ inputName: 'images', inputDims: [1, 3, 64, 64], outputs: [{ name: 'output', dims: [1, 84, 7], data }] }), {
    name: 'fixed-vehicle', task: 'vehicle-detection', format: 'yolox', classes: ['person', 'car'], vehicle_classes: ['car'], licence: 'test',
    input: { name: 'images', width: 64, height: 64, color: 'BGR', resize: 'letterbox' },
  });
};

const registryWith = (models: { parts?: boolean; damages?: string; vehicle?: 'car' | 'nothing' }) => {
  const dir = mkdtempSync(join(tmpdir(), 'vision-pipeline-'));
  dirs.push(dir);
  if (models.vehicle) writeFixedVehicleModel(dir, models.vehicle === 'car');
  if (models.parts) writeSyntheticPartModel(dir);
  if (models.damages) writeSyntheticDamageModel(dir, { damageClass: models.damages });
  const registry = new ModelRegistry({ dir, threads: 1 });
  registries.push(registry);
  return registry;
};
afterAll(async () => {
  await Promise.all(registries.map((registry) => registry.close()));
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('analyzePhoto reads the licence plate', () => {
  it('finds the plate on the bumper, in pixels of the photo as taken, and can be switched off', async () => {
    const plateSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="54"><rect x="1.5" y="1.5" width="237" height="51" rx="5" fill="white" stroke="black" stroke-width="3"/>
<text x="120" y="41" font-family="DejaVu Sans Mono" font-weight="bold" font-size="38" text-anchor="middle" fill="black">KA 456 BT</text></svg>`;
    // the bumper spans x 340-940, y 460-560 at 1280x720; the plate sits in its middle; the photo is sent at 2560x1440
    const scene = await renderSyntheticScene({ width: 1280, height: 720 });
    // sharp composites after resizing, hence two steps
    const withPlate = await sharp(scene).composite([{ input: Buffer.from(plateSvg), left: 520, top: 483 }]).png().toBuffer();
    const photo = await sharp(withPlate).resize(2560, 1440).jpeg({ quality: 92 }).toBuffer();
    const registry = registryWith({ parts: true });
    const result = await analyzePhoto(photo, { registry, annotate: false });
    expect(result.plate).toMatchObject({ text: 'KA456BT' });
    expect(result.plate!.confidence).toBeGreaterThan(0.8);
    expect(result.plate!.box.x1).toBeGreaterThan(1000);
    expect(result.plate!.box.x2).toBeLessThan(1560);
    expect(result.plate!.box.y1).toBeGreaterThan(940);
    expect(result.plate!.box.y2).toBeLessThan(1080);
    expect(result.plate_note).toBeNull();
    expect(result.timings.plate_ms).toBeGreaterThan(0);

    const off = await analyzePhoto(photo, { registry, annotate: false, plates: false });
    expect([off.plate, off.plate_note, off.timings.plate_ms > 50]).toEqual([null, null, false]);
  }, 60_000);
});

describe('analyzePhoto with generated part and damage models', () => {
  let photo: Buffer;
  let registry: ModelRegistry;
  beforeAll(async () => {
    // 1280x720: the scene at twice its base size, so every coordinate below doubles
    photo = await renderSyntheticScene({ damage: true, width: 1280, height: 720, format: 'jpeg' });
    registry = registryWith({ parts: true, damages: 'Bonnet' });
  });

  it('finds the car, its parts, the damage on the hood, grades, prices and annotates it', async () => {
    const result = await analyzePhoto(photo, { registry });
    expect(result.notes).toEqual([PLATE_NOTES.nothingRead]);
    expect(result.plate).toBeNull();
    expect(result.plate_note).toBe(PLATE_NOTES.nothingRead);
    expect(result.quality.ok).toBe(true);
    expect(result.vehicle).toMatchObject({ present: true, decidedBy: 'part-model' });
    expect(result.parts.map((p) => p.part).sort()).toEqual(['front_bumper', 'front_wheel', 'front_wheel', 'headlight', 'headlight', 'hood', 'windshield']);
    expect(result.parts.filter((p) => p.part === 'headlight').map((p) => p.side).sort()).toEqual(['left', 'right']);

    expect(result.findings).toHaveLength(1);
    const [finding] = result.findings;
    expect(finding).toMatchObject({ car_part: 'hood', damage_type: 'damage', severity: 'Average' });
    expect(finding!.geometry.model_class).toBe('Bonnet');
    expect(finding!.geometry.part_overlap).toBeGreaterThan(0.95);
    // drawn 160x80 px on a 1280x720 photo = 1.39 % = 139 sq. units; model cells blur the edge by a few percent
    expect(finding!.area).toBeGreaterThan(139 * 0.85);
    expect(finding!.area).toBeLessThan(139 * 1.15);
    // the box, in photo pixels, within one model cell (1280 / 96 = 13.3 px) of the drawn patch
    const [x, y, w, h] = SCENE_DAMAGE.map((value) => value * 2) as [number, number, number, number];
    const { box } = finding!.geometry;
    expect([box.x1 - x, box.y1 - y, box.x2 - (x + w), box.y2 - (y + h)].every((delta) => Math.abs(delta) <= 14)).toBe(true);
    expect(finding!.damage_cost).toBe('$375.30');
    expect(finding!.cost_cents).toBe(37530);
    expect(finding!.description).toMatch(/^Repair the hood: damage, average severity\. Damaged area [\d.]+ sq\. units/);
    expect(result.part_totals).toEqual([{ part: 'hood', total_cents: 37530, total: '$375.30', replacement: false, damages: 1 }]);
    expect(result.total).toBe('$375.30');

    const annotated = await sharp(result.annotated!).metadata();
    expect([annotated.format, annotated.width, annotated.height]).toEqual(['jpeg', 1280, 720]);
    // the damage is painted in the Average colour (orange) over the magenta patch
    const { data } = await sharp(result.annotated!).extract({ left: x + w / 2, top: y + h / 2, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[1]).toBeGreaterThan(40); // magenta has no green; orange adds it

    expect(result.models).toEqual({ vehicle: null, parts: 'car-parts', damages: 'car-damage' });
    expect(result.timings.inference_ms).toBeGreaterThan(0);
    expect(result.timings.total_ms).toBeGreaterThanOrEqual(result.timings.inference_ms);
    expect(Object.keys(result.timings.models).sort()).toEqual(['car-damage', 'car-parts', 'plates']);
    expect(result.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('a broken light is replaced and the estimate follows the catalogue given', async () => {
    const lights = registryWith({ parts: true, damages: 'Light' });
    const result = await analyzePhoto(photo, { registry: lights, catalogue: loadCatalogue({ tax_rate: 0 }), annotate: false });
    const [finding] = result.findings;
    expect(finding).toMatchObject({ car_part: 'hood', damage_type: 'broken' });
    expect(finding!.description).toMatch(/^Replace the hood with a new part/);
    expect(finding!.estimate.lines.map((line) => line.kind)).toEqual(['part', 'removal_refit', 'paint']);
    expect(result.part_totals[0]!.replacement).toBe(true);
    expect(result.annotated).toBeNull();
  });

  it('the vehicle model decides when it sees a car; a close-up it misses is still analysed when the parts are there', async () => {
    const seen = await analyzePhoto(photo, { registry: registryWith({ vehicle: 'car', parts: true, damages: 'Bonnet' }), annotate: false });
    expect(seen.vehicle).toMatchObject({ present: true, decidedBy: 'vehicle-model', count: 1 });
    expect(seen.findings).toHaveLength(1);
    expect(seen.timings.models.vehicle!.inferenceMs).toBeGreaterThan(0);
    const missed = await analyzePhoto(photo, { registry: registryWith({ vehicle: 'nothing', parts: true, damages: 'Bonnet' }), annotate: false });
    expect(missed.vehicle).toMatchObject({ present: true, decidedBy: 'part-model' });
    expect(missed.findings).toHaveLength(1);
    const empty = await renderSyntheticScene({ empty: true, width: 1280, height: 720 });
    const nothing = await analyzePhoto(empty, { registry: registryWith({ vehicle: 'nothing', damages: 'Bonnet' }), annotate: false });
    expect(nothing.vehicle).toMatchObject({ present: false, decidedBy: 'vehicle-model' });
    expect(nothing.notes).toContain(NOTES.noVehicle);
  });

  it('without a car in the photo it analyses no damage and says why', async () => {
    const empty = await renderSyntheticScene({ empty: true, width: 1280, height: 720 });
    const result = await analyzePhoto(empty, { registry });
    expect(result.vehicle.present).toBe(false);
    expect(result.findings).toEqual([]);
    expect(result.notes).toContain(NOTES.noVehicle);
  });

  it('with no models it reports each missing model and invents nothing', async () => {
    const result = await analyzePhoto(photo, { registry: registryWith({}) });
    expect(result.findings).toEqual([]);
    expect(result.parts).toEqual([]);
    expect(result.vehicle.present).toBeNull();
    expect(result.annotated).toBeNull();
    expect(result.notes).toEqual([NOTES.noVehicleModel, NOTES.noPartModel, NOTES.noDamageModel, PLATE_NOTES.nothingRead]);
    expect(result.total).toBe('$0.00');
  });

  it('refuses a file that is not an image', async () => {
    await expect(analyzePhoto(Buffer.from('GIF89a but not really'), { registry })).rejects.toBeInstanceOf(VisionInputError);
  });
});

describe('photo fingerprints', () => {
  it('the difference hash survives resizing and recompression and tells different photos apart', async () => {
    const raster = async (buffer: Buffer) => {
      const { data, info } = await sharp(buffer).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    };
    const original = await renderSyntheticScene({ damage: true, width: 1280, height: 720 });
    const smaller = await sharp(original).resize(500).jpeg({ quality: 60 }).toBuffer();
    const other = await renderSyntheticScene({ flip: true, width: 1280, height: 720 });
    const [a, b, c] = await Promise.all([original, smaller, other].map(async (buffer) => computeDifferenceHash(await raster(buffer))));
    expect(hammingDistance(a!, b!)).toBeLessThanOrEqual(5);
    expect(hammingDistance(a!, c!)).toBeGreaterThan(10);
    // the pipeline hashes the 512 px grey copy the quality check made: the same picture, the same hash
    const greyCopy = await toAnalysisGrey(await raster(original));
    expect(greyCopy.data.length).toBe(greyCopy.width * greyCopy.height);
    expect(hammingDistance(await computeDifferenceHash(greyCopy), a!)).toBeLessThanOrEqual(3);
  });

  it('reads camera, dates and GPS from EXIF, and nothing from a photo without it', async () => {
    const withExif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam', Model: 'X100', DateTime: '2024:05:06 07:08:09' }, IFD2: { DateTimeOriginal: '2024:05:06 07:00:00' } })
      .toBuffer();
    const { exif } = await sharp(withExif).metadata();
    expect(parseExif(exif)).toMatchObject({ make: 'TestCam', model: 'X100', takenAt: '2024-05-06T07:00:00', modifiedAt: '2024-05-06T07:08:09' });
    expect(parseExif(undefined)).toMatchObject({ make: null, latitude: null });
    expect(parseExif(Buffer.from('Exif\0\0garbage-garbage'))).toMatchObject({ make: null });
  });
});
