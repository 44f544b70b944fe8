import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModelRegistry } from '../models/model.registry.js';
import { writeSyntheticPartModel } from '../testing/synthetic-models.js';
import { renderSyntheticScene } from '../testing/synthetic-scene.js';
import { VisionInputError } from '../vision.errors.js';
import { CAPTURE_POSITIONS } from './capture-positions.table.js';
import { evaluatePosition, FRAME_MESSAGES, parsePositionIndex, validateFrame, type TObservedPart } from './frame.validator.js';

const dirs: string[] = [];
const registries: ModelRegistry[] = [];
const registryWith = (parts: boolean) => {
  const dir = mkdtempSync(join(tmpdir(), 'vision-frame-'));
  dirs.push(dir);
  if (parts) writeSyntheticPartModel(dir);
  const registry = new ModelRegistry({ dir, threads: 1 });
  registries.push(registry);
  return registry;
};
afterAll(async () => {
  await Promise.all(registries.map((registry) => registry.close()));
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const observed = (part: string, x: number, y: number, share = 0.02): TObservedPart => ({ part, confidence: 0.9, share, centroid: { x, y } });

describe('the capture positions table', () => {
  it('has the six spec positions in order, position 3 read as the rear view', () => {
    expect(CAPTURE_POSITIONS.map((p) => p.name)).toEqual([
      'Front View',
      'Left-front side View',
      'Left-rear side View',
      'Rear View',
      'Right-rear side View',
      'Right-front side View',
    ]);
    expect(CAPTURE_POSITIONS[3]!.required.map((r) => r.part)).toContain('back_windshield');
  });

  it('left-front: front parts must be on the image left of the front door', () => {
    const position = CAPTURE_POSITIONS[1]!;
    const good = [observed('headlight', 10, 50), observed('front_bumper', 8, 60), observed('front_wheel', 25, 70), observed('front_door', 45, 50), observed('back_door', 65, 50)];
    expect(evaluatePosition(position, good, 0.5)).toEqual({ missing_parts: [], area_violations: [], position_violations: [] });
    // the same parts mirrored: the right-front view shown at the left-front position
    const mirrored = good.map((part) => ({ ...part, centroid: { x: 100 - part.centroid.x, y: part.centroid.y } }));
    expect(evaluatePosition(position, mirrored, 0.5).position_violations).toEqual([{ part: 'headlight' }, { part: 'front_bumper' }, { part: 'front_door' }]);
    expect(evaluatePosition(CAPTURE_POSITIONS[5]!, mirrored, 0.5).position_violations).toEqual([]);
  });

  it('side views want the doors and mirror of their own side of the car', () => {
    const parts = [
      { ...observed('headlight', 10, 50), side: 'left' as const },
      observed('front_bumper', 8, 60),
      observed('front_wheel', 25, 70),
      { ...observed('front_door', 45, 50), side: 'right' as const },
    ];
    expect(evaluatePosition(CAPTURE_POSITIONS[1]!, parts, 0.5).position_violations).toEqual([{ part: 'front_door' }]);
    const leftDoor = parts.map((part) => (part.part === 'front_door' ? { ...part, side: 'left' as const } : part));
    expect(evaluatePosition(CAPTURE_POSITIONS[1]!, leftDoor, 0.5).position_violations).toEqual([]);
    expect(CAPTURE_POSITIONS[0]!.sides).toEqual([]);
    expect(CAPTURE_POSITIONS[4]!.sides.map((rule) => rule.side)).toEqual(['right', 'right', 'right']);
  });

  it('counts missing parts against the required count and checks area ranges', () => {
    const position = CAPTURE_POSITIONS[3]!;
    const status = evaluatePosition(position, [observed('tail_light', 20, 40, 0.001), observed('trunk', 50, 30), observed('back_bumper', 50, 60)], 0.99);
    expect(status.missing_parts).toEqual([
      { part_type: 'tail_light', missing_count: 1, required_count: 2 },
      { part_type: 'back_windshield', missing_count: 1, required_count: 1 },
    ]);
    expect(status.area_violations).toEqual([{ part: 'vehicle' }, { part: 'tail_light' }]);
    expect(status.position_violations).toEqual([]);
  });

  it('parses the position field strictly', () => {
    expect(parsePositionIndex('0')).toBe(0);
    expect(parsePositionIndex(5)).toBe(5);
    for (const bad of ['6', '-1', '1.5', 'front', '', undefined, 7]) {
      expect(() => parsePositionIndex(bad), String(bad)).toThrow(VisionInputError);
    }
  });
});

describe('validateFrame', () => {
  let registry: ModelRegistry;
  let frontFrame: Buffer;
  beforeAll(async () => {
    registry = registryWith(true);
    // what the scan sends: 1280x720 JPEG at quality 0.7
    frontFrame = await sharp(await renderSyntheticScene({ width: 1280, height: 720 })).jpeg({ quality: 70 }).toBuffer();
  });

  it('accepts a front view at position 0 with exactly the spec result shape', async () => {
    const result = await validateFrame(frontFrame, '0', { registry });
    expect(Object.keys(result).sort()).toEqual(['current_element_validation', 'details', 'valid']);
    expect(Object.keys(result.details).sort()).toEqual(['detected_parts', 'message', 'validation_status']);
    expect(result).toMatchObject({
      valid: true,
      current_element_validation: 0,
      details: { validation_status: { missing_parts: [], area_violations: [], position_violations: [] } },
    });
    expect(result.details.detected_parts.map((p) => p.type).sort()).toEqual(['front_bumper', 'front_wheel', 'front_wheel', 'headlight', 'headlight', 'hood', 'windshield']);
    for (const part of result.details.detected_parts) expect(Object.keys(part).sort()).toEqual(['confidence', 'type']);
  });

  it('the same frame at the rear position lists the missing rear parts', async () => {
    const result = await validateFrame(frontFrame, 3, { registry });
    expect(result.valid).toBe(false);
    expect(result.current_element_validation).toBe(3);
    expect(result.details.validation_status.missing_parts.map((m) => m.part_type)).toEqual(['tail_light', 'back_bumper', 'trunk', 'back_windshield']);
    expect(result.details.message).toMatch(/^Parts of the car are missing: tail_light \(0 of 2\)/);
  });

  it('an upside-down car breaks the position rules', async () => {
    const flipped = await renderSyntheticScene({ flip: true, width: 1280, height: 720, format: 'jpeg' });
    const result = await validateFrame(flipped, 0, { registry });
    expect(result.valid).toBe(false);
    expect(result.details.validation_status.position_violations).toEqual([{ part: 'windshield' }, { part: 'hood' }]);
    expect(result.details.message).toMatch(/wrong position/);
  });

  it('a blurry frame is invalid with a message containing "blurry"', async () => {
    const blurred = await sharp(frontFrame).blur(8).jpeg({ quality: 70 }).toBuffer();
    const result = await validateFrame(blurred, 0, { registry });
    expect(result.valid).toBe(false);
    expect(result.details.message.toLowerCase()).toContain('blurry');
  });

  it('no car in view: invalid with a clear message', async () => {
    const empty = await renderSyntheticScene({ empty: true, width: 1280, height: 720, format: 'jpeg' });
    const result = await validateFrame(empty, 0, { registry });
    expect(result).toMatchObject({ valid: false, details: { message: FRAME_MESSAGES.noVehicle, detected_parts: [] } });
  });

  it('without any model it says validation is unavailable instead of guessing', async () => {
    const result = await validateFrame(frontFrame, 0, { registry: registryWith(false) });
    expect(result).toMatchObject({ valid: false, details: { message: FRAME_MESSAGES.noModels } });
  });

  it('throws VisionInputError for a position outside 0-5 or an undecodable image', async () => {
    await expect(validateFrame(frontFrame, '6', { registry })).rejects.toMatchObject({ name: 'VisionInputError', code: 'invalid_position' });
    await expect(validateFrame(Buffer.from('<html>not an image</html>'), 0, { registry })).rejects.toMatchObject({ code: 'invalid_image' });
  });
});
