import { describe, expect, it } from 'vitest';
import type { TSegmentationMap } from '../decoders/detection.types.js';
import { layoutParts, MIN_PART_FRACTION, resolveAxle } from './part-layout.service.js';

/** A class map drawn from rectangles [labelIndex(1-based), x, y, w, h] on a w x h grid, 1 cell = 1 image px. */
const drawMap = (width: number, height: number, labels: string[], rects: [number, number, number, number, number][]): TSegmentationMap => {
  const classIds = new Uint16Array(width * height);
  for (const [id, x0, y0, w, h] of rects) {
    for (let y = y0; y < y0 + h; y += 1) for (let x = x0; x < x0 + w; x += 1) classIds[y * width + x] = id;
  }
  return {
    width,
    height,
    classIds,
    confidence: new Float32Array(width * height).fill(0.8),
    labels,
    toImage: { scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0 },
    imageWidth: width,
    imageHeight: height,
  };
};

const LABELS = ['front_left_light', 'front_left_door', 'back_left_door', 'wheel', 'back_left_light', 'front_glass'];

describe('layoutParts', () => {
  it('names the wheels front and back from where the front of the car is (left side view)', () => {
    // car facing left: headlight at the left end, doors in the middle, tail light at the right end
    const map = drawMap(100, 50, LABELS, [
      [1, 2, 15, 8, 6],
      [2, 30, 10, 18, 20],
      [3, 50, 10, 18, 20],
      [4, 12, 32, 14, 14],
      [4, 72, 32, 14, 14],
      [5, 90, 14, 8, 6],
    ]);
    const layout = layoutParts(map);
    expect(layout.orientation.front).toBe('left');
    const byX = [...layout.instances].sort((a, b) => a.centroid.x - b.centroid.x).map((i) => `${i.part}/${i.side}`);
    expect(byX).toEqual(['headlight/left', 'front_wheel/null', 'front_door/left', 'back_door/left', 'back_wheel/null', 'tail_light/left']);
    const headlight = layout.instances.find((i) => i.part === 'headlight')!;
    expect(headlight).toMatchObject({ label: 'front_left_light', friendly: 'Headlight', area: 48, cells: 48 });
    expect(headlight.box).toEqual({ x1: 2, y1: 15, x2: 10, y2: 21 });
    expect(layout.partArea).toBe(48 + 360 + 360 + 196 * 2 + 48);
  });

  it('mirrors for a car facing right', () => {
    const map = drawMap(100, 50, LABELS, [
      [5, 2, 15, 8, 6],
      [3, 32, 10, 18, 20],
      [2, 52, 10, 18, 20],
      [4, 12, 32, 14, 14],
      [4, 72, 32, 14, 14],
      [1, 90, 14, 8, 6],
    ]);
    const layout = layoutParts(map);
    expect(layout.orientation.front).toBe('right');
    const wheels = layout.instances.filter((i) => i.label === 'wheel').sort((a, b) => a.centroid.x - b.centroid.x);
    expect(wheels.map((w) => w.part)).toEqual(['back_wheel', 'front_wheel']);
  });

  it('calls every wheel a front wheel in a frontal view', () => {
    const map = drawMap(100, 50, LABELS, [
      [6, 25, 2, 50, 12],
      [1, 20, 20, 10, 6],
      [1, 70, 20, 10, 6],
      [4, 10, 30, 10, 16],
      [4, 80, 30, 10, 16],
    ]);
    const layout = layoutParts(map);
    expect(layout.orientation.front).toBe('centre');
    expect(layout.instances.filter((i) => i.label === 'wheel').map((w) => w.part)).toEqual(['front_wheel', 'front_wheel']);
  });

  it('drops parts whose mean probability is below the card threshold', () => {
    const map = drawMap(100, 50, LABELS, [
      [6, 10, 10, 30, 10],
      [1, 60, 10, 10, 10],
    ]);
    for (let y = 10; y < 20; y += 1) for (let x = 60; x < 70; x += 1) map.confidence[y * 100 + x] = 0.25;
    expect(layoutParts(map, { minConfidence: 0.3 }).instances.map((i) => i.part)).toEqual(['windshield']);
    expect(layoutParts(map).instances).toHaveLength(2);
  });

  it('drops specks and one-cell seams, keeps solid parts', () => {
    const map = drawMap(100, 100, LABELS, [
      [6, 10, 10, 40, 20], // solid windshield
      [1, 60, 10, 2, 2], // 4 cells < 0.05 % of 10,000 = 5
      [5, 0, 60, 100, 1], // a 100-cell seam, one cell high: no interior
    ]);
    expect(MIN_PART_FRACTION * 100 * 100).toBe(5);
    expect(layoutParts(map).instances.map((i) => i.part)).toEqual(['windshield']);
  });
});

describe('resolveAxle', () => {
  const extent = { x1: 0, y1: 0, x2: 100, y2: 50 };
  it('uses the half of the car extent the part lies in', () => {
    expect(resolveAxle(30, { front: 'left', back: 'right', extent })).toBe('front');
    expect(resolveAxle(70, { front: 'left', back: 'right', extent })).toBe('back');
    expect(resolveAxle(30, { front: 'right', back: 'left', extent })).toBe('back');
    expect(resolveAxle(70, { front: null, back: 'right', extent })).toBe('back');
  });
  it('follows the visible end in frontal and rear views and defaults to front', () => {
    expect(resolveAxle(10, { front: 'centre', back: null, extent })).toBe('front');
    expect(resolveAxle(10, { front: null, back: 'centre', extent })).toBe('back');
    expect(resolveAxle(10, { front: null, back: null, extent: null })).toBe('front');
  });
});
