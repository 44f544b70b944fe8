import { describe, expect, it } from 'vitest';
import type { TSegmentationMap } from '../decoders/detection.types.js';
import { layoutParts } from '../parts/part-layout.service.js';
import { analyzeDamages, SQ_UNITS_PER_PHOTO } from './damage.analyzer.js';
import { gradeSeverity, interpretDamageClass } from './damage-rules.js';

const drawMap = (
  size: { width: number; height: number; cell: number },
  labels: string[],
  rects: [number, number, number, number, number][],
): TSegmentationMap => {
  const classIds = new Uint16Array(size.width * size.height);
  for (const [id, x0, y0, w, h] of rects) {
    for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) classIds[y * size.width + x] = id;
  }
  return {
    width: size.width,
    height: size.height,
    classIds,
    confidence: new Float32Array(size.width * size.height).fill(0.9),
    labels,
    toImage: { scaleX: size.cell, scaleY: size.cell, offsetX: 0, offsetY: 0 },
    imageWidth: size.width * size.cell,
    imageHeight: size.height * size.cell,
  };
};

describe('interpretDamageClass', () => {
  it('reads damaged_parts_capstone panels honestly: broken for lamps and glass, unspecified damage elsewhere', () => {
    expect(interpretDamageClass('Bonnet')).toEqual({ damageType: 'damage', panel: 'hood' });
    expect(interpretDamageClass('Dickey')).toEqual({ damageType: 'damage', panel: 'trunk' });
    expect(interpretDamageClass('Bumper')).toEqual({ damageType: 'damage', panel: 'bumper' });
    expect(interpretDamageClass('Light')).toEqual({ damageType: 'broken', panel: 'light' });
    expect(interpretDamageClass('Windshield')).toEqual({ damageType: 'broken', panel: 'glass' });
  });
  it('keeps real damage types from models that have them', () => {
    expect(interpretDamageClass('scratch')).toEqual({ damageType: 'scratch', panel: null });
    expect(interpretDamageClass('glass shatter')).toEqual({ damageType: 'broken', panel: 'glass' });
    expect(interpretDamageClass('rear-bumper')).toEqual({ damageType: 'damage', panel: 'back_bumper' });
  });
});

describe('gradeSeverity (README severity table)', () => {
  const grade = (damageType: string, part: Parameters<typeof gradeSeverity>[0]['part'], shareOfPart: number | null, shareOfPhoto = 0.001) =>
    gradeSeverity({ damageType, part, shareOfPart, shareOfPhoto }).severity;

  it('grades by share of the part: < 10 % Low, < 35 % Average, else High', () => {
    expect(grade('damage', 'hood', 0.0999)).toBe('Low');
    expect(grade('damage', 'hood', 0.1)).toBe('Average');
    expect(grade('damage', 'hood', 0.3499)).toBe('Average');
    expect(grade('damage', 'hood', 0.35)).toBe('High');
  });
  it('grades by share of the photo when no part is under the damage', () => {
    expect(grade('damage', 'car_parts', null, 0.005)).toBe('Low');
    expect(grade('damage', 'car_parts', null, 0.02)).toBe('Average');
    expect(grade('damage', 'car_parts', null, 0.06)).toBe('High');
  });
  it('never calls broken cosmetic, always calls missing High, and raises glass and wheels', () => {
    expect(grade('broken', 'headlight', 0.05)).toBe('Average');
    expect(grade('missing', 'mirror', 0.01)).toBe('High');
    expect(grade('scratch', 'windshield', 0.05)).toBe('Average');
    expect(grade('broken', 'windshield', 0.05)).toBe('High');
    expect(grade('damage', 'back_wheel', 0.5)).toBe('High');
    expect(gradeSeverity({ damageType: 'broken', part: 'windshield', shareOfPart: 0.05, shareOfPhoto: 0 }).reasons).toEqual([
      'covers 5.0% of the part',
      'broken is never cosmetic',
      'safety-relevant part',
    ]);
  });
});

describe('analyzeDamages', () => {
  // part map: 20x10 cells of 4 px -> an 80x40 photo; hood on the left, front door on the right
  const parts = drawMap({ width: 20, height: 10, cell: 4 }, ['hood', 'front_left_door', 'front_left_light'], [
    [1, 0, 0, 10, 10],
    [2, 10, 0, 10, 10],
  ]);
  const layout = layoutParts(parts);

  it('assigns each damage to the part it overlaps most and measures it in sq. units', () => {
    // damage map at a finer grid (40x20 cells of 2 px): a region straddling hood (6 of 10 columns) and door
    const damages = drawMap({ width: 40, height: 20, cell: 2 }, ['Door'], [[1, 14, 4, 10, 4]]);
    const { regions, regionOf } = analyzeDamages(damages, layout);
    expect(regions).toHaveLength(1);
    const [region] = regions;
    // columns 14..23 at 2 px = image x 28..48; the hood ends at x 40 -> 6 of 10 columns on the hood
    expect(region).toMatchObject({ part: 'hood', partFriendly: 'Hood', label: 'Door', damageType: 'damage', partInstanceId: 1 });
    expect(region!.partOverlap).toBeCloseTo(0.6, 6);
    expect(region!.pixelArea).toBe(40 * 4);
    expect(region!.area).toBe(Math.round((160 / 3200) * SQ_UNITS_PER_PHOTO * 100) / 100); // 500 sq. units
    expect(region!.shareOfPart).toBeCloseTo(160 / 1600, 6);
    expect(region!.severity).toBe('Average');
    expect(region!.box).toEqual({ x1: 28, y1: 8, x2: 48, y2: 16 });
    expect(region!.confidence).toBeCloseTo(0.9, 6);
    expect(regionOf[4 * 40 + 14]).toBe(1);
    expect(regionOf[0]).toBe(0);
  });

  it('separate regions become separate damages; side comes from the part', () => {
    const damages = drawMap({ width: 40, height: 20, cell: 2 }, ['Bonnet', 'Door'], [
      [1, 2, 2, 4, 4],
      [2, 30, 10, 6, 6],
    ]);
    const { regions } = analyzeDamages(damages, layout);
    expect(regions.map((r) => [r.part, r.side, r.severity])).toEqual([
      ['hood', null, 'Low'],
      ['front_door', 'left', 'Low'],
    ]);
  });

  it('without a part under it, the damage class names the panel; without a part model ambiguous panels stay unnamed', () => {
    const offCar = drawMap({ width: 40, height: 20, cell: 2 }, ['Dickey', 'Bumper'], [
      [1, 2, 2, 4, 4],
      [2, 10, 10, 4, 4],
    ]);
    // a car facing left occupies the right half; the bumper damage lies left of the car's middle: its front
    const sideView = layoutParts(
      drawMap({ width: 20, height: 10, cell: 4 }, ['front_left_light', 'back_left_light', 'front_left_door'], [
        [1, 7, 4, 3, 3],
        [2, 17, 4, 3, 3],
        [3, 11, 2, 5, 6],
      ]),
    );
    expect(sideView.orientation.front).toBe('left');
    expect(analyzeDamages(offCar, sideView).regions.map((r) => [r.part, r.partInstanceId])).toEqual([
      ['trunk', null],
      ['front_bumper', null],
    ]);
    const emptyLayout = layoutParts(drawMap({ width: 20, height: 10, cell: 4 }, ['hood'], []));
    expect(analyzeDamages(offCar, emptyLayout).regions.map((r) => r.part)).toEqual(['trunk', 'car_parts']);
    expect(analyzeDamages(offCar, null).regions.map((r) => r.part)).toEqual(['trunk', 'car_parts']);
  });

  it('drops low-confidence regions and keeps only the largest when a model scatters specks', () => {
    const specks = drawMap({ width: 40, height: 40, cell: 1 }, ['Door'], [
      [1, 0, 0, 6, 6],
      [1, 10, 0, 4, 4],
      [1, 20, 0, 3, 3],
      [1, 30, 0, 5, 5],
    ]);
    specks.confidence.fill(0.9);
    for (let y = 0; y < 5; y += 1) for (let x = 30; x < 35; x += 1) specks.confidence[y * 40 + x] = 0.2;
    const confident = analyzeDamages(specks, null, { minConfidence: 0.3 });
    expect(confident.regions.map((r) => r.pixelArea)).toEqual([36, 16, 9]);
    const capped = analyzeDamages(specks, null, { minConfidence: 0.3, maxRegions: 2 });
    expect(capped.regions.map((r) => r.pixelArea)).toEqual([36, 16]);
    expect(capped.leftOut).toBe(1);
    expect(capped.regionOf[20]).toBe(0); // the left-out speck is not painted either
  });

  it("reports nothing on a photo whose damage covers less than the card's image-level share", () => {
    // Two regions: 6x6 + 4x4 = 52 of 400 cells = 13 %.
    const scattered = drawMap({ width: 20, height: 20, cell: 1 }, ['Door', 'Bumper'], [
      [1, 0, 0, 6, 6],
      [2, 10, 10, 4, 4],
    ]);
    expect(analyzeDamages(scattered, null, { minImageFraction: 0.13 }).regions).toHaveLength(2);
    const undamaged = analyzeDamages(scattered, null, { minImageFraction: 0.14 });
    expect(undamaged.regions).toEqual([]);
    expect(undamaged.regionOf.every((region) => region === 0)).toBe(true);
  });

  it('ignores regions below the minimum size', () => {
    const tiny = drawMap({ width: 100, height: 100, cell: 1 }, ['Door'], [[1, 5, 5, 2, 2]]);
    expect(analyzeDamages(tiny, null).regions).toEqual([]);
  });
});
