import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { decodePhoto } from '../image/image.decoder.js';
import { constantOutputGraph, writeModel } from '../testing/synthetic-models.js';
import { ModelCardError } from '../vision.errors.js';
import { ModelRegistry } from './model.registry.js';
import { detectObjects, segmentImage } from './model.runner.js';

/** The shared folder lies beside the checkout (SHARED_DIR overrides); the test fails, not skips, without it. */
const SHARED_DIR = process.env.SHARED_DIR ?? fileURLToPath(new URL('../../../../../shared', import.meta.url));
const SHARED_YOLOX = join(SHARED_DIR, 'models/vehicle/yolox_nano_416.onnx');
const EXAMPLE_VEHICLE_CARD = fileURLToPath(new URL('../../model-cards/vehicle.json.example', import.meta.url));
const SHARED_SAMPLE_PHOTO = join(SHARED_DIR, 'datasets/carparts_dsmlr/images/test/test_car10.jpg');

const dirs: string[] = [];
const registries: ModelRegistry[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vision-registry-'));
  dirs.push(dir);
  return dir;
};
const open = (dir: string) => {
  const registry = new ModelRegistry({ dir, threads: 1 });
  registries.push(registry);
  return registry;
};
afterAll(async () => {
  await Promise.all(registries.map((registry) => registry.close()));
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const card = (overrides: Record<string, unknown> = {}) => ({
  name: 'identity-seg',
  version: '1',
  task: 'part-segmentation',
  format: 'semantic-seg',
  input: { name: 'input', width: 4, height: 2, color: 'RGB', scale: 1 / 255, resize: 'stretch' },
  output: { name: 'logits', activation: 'softmax', background_index: 0 },
  classes: ['background', 'hood', 'wheel'],
  licence: 'test',
  ...overrides,
});

/** An Identity network read as a 3-class segmenter: the strongest colour channel wins (R = background). */
const writeIdentityModel = (dir: string, id = 'car-parts', overrides: Record<string, unknown> = {}) =>
  writeModel(
    dir,
    id,
    { inputs: [{ name: 'input', dims: [1, 3, 2, 4] }], outputs: [{ name: 'logits', dims: [1, 3, 2, 4] }], nodes: [{ op: 'Identity', inputs: ['input'], outputs: ['logits'] }] },
    card(overrides),
  );

describe('ModelRegistry', () => {
  it('reads cards, loads a generated ONNX model lazily and runs it through the right decoder', async () => {
    const dir = tempDir();
    writeIdentityModel(dir);
    const registry = open(dir);
    expect(registry.describeModels().models.map((m) => [m.id, m.loaded])).toEqual([['car-parts', false]]);
    expect(registry.describeModels().missing_tasks).toEqual(['vehicle-detection', 'damage-segmentation']);

    // left half green (hood), right half blue (wheel), 40x20 -> 4x2 input
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="20" height="20" fill="#0f0"/><rect x="20" width="20" height="20" fill="#00f"/></svg>';
    const { image } = await decodePhoto(await sharp(Buffer.from(svg)).png().toBuffer(), { maxSide: 100 });
    const result = await segmentImage(registry, registry.findByTask('part-segmentation')!, image);
    expect([...result.map.classIds]).toEqual([1, 1, 2, 2, 1, 1, 2, 2]);
    expect(result.map.labels).toEqual(['hood', 'wheel']);
    expect(result.timings.inferenceMs).toBeGreaterThan(0);

    const described = registry.describeModels().models[0]!;
    expect(described).toMatchObject({ id: 'car-parts', name: 'identity-seg', task: 'part-segmentation', format: 'semantic-seg', loaded: true, error: null, licence: 'test' });
    expect(described.classes).toEqual(['background', 'hood', 'wheel']);
    // one session per model: the same promise every time
    expect(registry.session('car-parts')).toBe(registry.session('car-parts'));
  });

  it('reports unusable cards and missing files instead of inventing models', () => {
    const dir = tempDir();
    writeIdentityModel(dir, 'no-licence', { licence: '' });
    writeIdentityModel(dir, 'bad-format', { format: 'mask-rcnn' });
    writeFileSync(join(dir, 'broken.json'), '{ not json');
    writeFileSync(join(dir, 'orphan.json'), JSON.stringify(card()));
    const registry = open(dir);
    expect(registry.list()).toEqual([]);
    const rejected = Object.fromEntries(registry.describeModels().rejected.map((r) => [r.file, r.error]));
    expect(rejected['no-licence.json']).toMatch(/licence/);
    expect(rejected['bad-format.json']).toMatch(/format/);
    expect(rejected['broken.json']).toMatch(/JSON/);
    expect(rejected['orphan.json']).toMatch(/does not exist/);
    expect(registry.describeModels().missing_tasks).toHaveLength(3);
  });

  it('an empty or absent folder is simply no models', () => {
    const registry = open(join(tempDir(), 'nothing-here'));
    expect(registry.describeModels()).toMatchObject({ models: [], rejected: [] });
    expect(registry.findByTask('part-segmentation')).toBeNull();
  });

  it('a card that disagrees with its ONNX file fails once, is reported, and stops serving its task', async () => {
    const dir = tempDir();
    writeIdentityModel(dir, 'a-wrong-input', { input: { name: 'images', width: 4, height: 2, color: 'RGB', resize: 'stretch' } });
    writeIdentityModel(dir, 'b-wrong-size', { input: { name: 'input', width: 8, height: 8, color: 'RGB', resize: 'stretch' } });
    const registry = open(dir);
    await expect(registry.session('a-wrong-input')).rejects.toThrow(ModelCardError);
    await expect(registry.session('b-wrong-size')).rejects.toThrow(/input shape \[1,3,2,4\] does not match the card's \[1,3,8,8\]/);
    const report = registry.describeModels();
    expect(report.models.find((m) => m.id === 'a-wrong-input')).toMatchObject({ loaded: false, error: expect.stringMatching(/images/) });
    expect(registry.findByTask('part-segmentation')).toBeNull();
    expect(report.missing_tasks).toContain('part-segmentation');
  });

  it('decodes a YOLOX-format model end to end through onnxruntime', async () => {
    const dir = tempDir();
    const classes = ['person', 'car'];
    const data = new Float32Array(84 * 7);
    data.set([0.5, 0.5, Math.log(4), Math.log(2), 0.9, 0.05, 0.8], 19 * 7); // car, input box (12,12)-(44,28)
    writeModel(dir, 'vehicles', constantOutputGraph({ inputName: 'images', inputDims: [1, 3, 64, 64], outputs: [{ name: 'output', dims: [1, 84, 7], data }] }), {
      name: 'tiny-yolox',
      task: 'vehicle-detection',
      format: 'yolox',
      input: { name: 'images', width: 64, height: 64, color: 'BGR', resize: 'letterbox', pad_value: 114 },
      output: { name: 'output', strides: [8, 16, 32] },
      classes,
      vehicle_classes: ['car'],
      licence: 'test',
    });
    const registry = open(dir);
    const { image } = await decodePhoto(await sharp({ create: { width: 128, height: 64, channels: 3, background: '#888' } }).png().toBuffer(), {
      maxSide: 1000,
    });
    const { detections } = await detectObjects(registry, registry.findByTask('vehicle-detection')!, image);
    expect(detections).toHaveLength(1);
    expect(detections[0]!.label).toBe('car');
    // top-left letterbox at scale 0.5: the input box doubles
    expect(detections[0]!.box.x1).toBeCloseTo(24, 3);
    expect(detections[0]!.box.x2).toBeCloseTo(88, 3);
  });

  it('decodes YOLOv8 detection and segmentation exports end to end', async () => {
    const dir = tempDir();
    const anchors = 2;
    const det = new Float32Array((4 + 1) * anchors);
    [16, 16, 8, 8, 0.9].forEach((value, channel) => (det[channel * anchors] = value)); // anchor 0: box (12,12)-(20,20)
    writeModel(dir, 'det', constantOutputGraph({ inputName: 'images', inputDims: [1, 3, 32, 32], outputs: [{ name: 'output0', dims: [1, 5, anchors], data: det }] }), {
      name: 'tiny-v8-det', task: 'damage-segmentation', format: 'yolo-v8-det', classes: ['dent'], licence: 'test',
      input: { name: 'images', width: 32, height: 32, color: 'RGB', scale: 1 / 255, resize: 'letterbox' },
    });
    const seg = new Float32Array((4 + 1 + 32) * anchors);
    [16, 16, 32, 32, 0.9, 10].forEach((value, channel) => (seg[channel * anchors] = value)); // whole image, coefficient 0 = 10
    const protos = new Float32Array(32 * 4 * 4);
    protos.set([1, 1, -1, -1, 1, 1, -1, -1, 1, 1, -1, -1, 1, 1, -1, -1]); // prototype 0: left half
    writeModel(
      dir,
      'seg',
      constantOutputGraph({
        inputName: 'images',
        inputDims: [1, 3, 32, 32],
        outputs: [
          { name: 'output0', dims: [1, 37, anchors], data: seg },
          { name: 'output1', dims: [1, 32, 4, 4], data: protos },
        ],
      }),
      {
        name: 'tiny-v8-seg', task: 'part-segmentation', format: 'yolo-v8-seg', classes: ['hood'], licence: 'test',
        input: { name: 'images', width: 32, height: 32, color: 'RGB', scale: 1 / 255, resize: 'letterbox' },
      },
    );
    const registry = open(dir);
    const { image } = await decodePhoto(await sharp({ create: { width: 32, height: 32, channels: 3, background: '#888' } }).png().toBuffer(), { maxSide: 100 });
    const boxes = await segmentImage(registry, registry.get('det')!, image);
    // box-only model painted on a quarter-resolution grid (8x8, 4 px cells): cells 3..4
    const painted = [...boxes.map.classIds.keys()].filter((i) => boxes.map.classIds[i]);
    expect(painted.map((i) => [i % 8, Math.floor(i / 8)])).toEqual([[3, 3], [4, 3], [3, 4], [4, 4]]);
    const masks = await segmentImage(registry, registry.get('seg')!, image);
    expect([masks.map.width, masks.map.height]).toEqual([4, 4]);
    expect([...masks.map.classIds]).toEqual([1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0]);
  });
});

describe('the shared YOLOX-Nano vehicle model', () => {
  // Used in place, never copied (models/README). Missing means the test machine is not set up: fail, do not skip.
  const installShared = () => {
    if (!existsSync(SHARED_YOLOX)) throw new Error(`${SHARED_YOLOX} is missing: the vehicle model test cannot run`);
    const dir = tempDir();
    // the example card deployments copy (packages/vision/model-cards), pointed at the shared file
    const example = JSON.parse(readFileSync(EXAMPLE_VEHICLE_CARD, 'utf8')) as Record<string, unknown>;
    writeFileSync(join(dir, 'vehicle.json'), JSON.stringify({ ...example, file: SHARED_YOLOX }));
    return open(dir);
  };

  it('loads and returns a well-formed detection list for a generated image', async () => {
    const registry = installShared();
    expect(registry.describeModels().rejected).toEqual([]);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#9cc"/><rect x="120" y="180" width="400" height="100" rx="30" fill="#c33"/><circle cx="200" cy="290" r="35" fill="#222"/><circle cx="440" cy="290" r="35" fill="#222"/></svg>';
    const { image } = await decodePhoto(await sharp(Buffer.from(svg)).jpeg().toBuffer(), { maxSide: 640 });
    const entry = registry.findByTask('vehicle-detection')!;
    const { detections, timings } = await detectObjects(registry, entry, image);
    expect(Array.isArray(detections)).toBe(true);
    for (const detection of detections) {
      expect(detection.score).toBeGreaterThan(0);
      expect(detection.score).toBeLessThanOrEqual(1);
      expect(entry.card.classes).toContain(detection.label);
      expect(detection.box.x1).toBeGreaterThanOrEqual(0);
      expect(detection.box.x2).toBeLessThanOrEqual(640);
      expect(detection.box.x2).toBeGreaterThan(detection.box.x1);
    }
    expect(timings.inferenceMs).toBeGreaterThan(0);
    expect(registry.describeModels().models[0]!.loaded).toBe(true);
  });

  it('finds the car in a real photo', async () => {
    const registry = installShared();
    const { image } = await decodePhoto(readFileSync(SHARED_SAMPLE_PHOTO), { maxSide: 640 });
    const { detections } = await detectObjects(registry, registry.findByTask('vehicle-detection')!, image);
    const cars = detections.filter((d) => d.label === 'car');
    expect(cars.length).toBeGreaterThan(0);
    const biggest = cars.sort((a, b) => (b.box.x2 - b.box.x1) * (b.box.y2 - b.box.y1) - (a.box.x2 - a.box.x1) * (a.box.y2 - a.box.y1))[0]!;
    // the photo is a close-up of one car: it spans most of the width
    expect(biggest.box.x2 - biggest.box.x1).toBeGreaterThan(image.width * 0.5);
  });
});
