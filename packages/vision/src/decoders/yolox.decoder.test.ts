import { describe, expect, it } from 'vitest';
import { planResize } from '../image/tensor.preprocess.js';
import { intersectionOverUnion, suppressOverlaps } from './detection.types.js';
import { decodeYolox } from './yolox.decoder.js';

const CLASSES = ['person', 'car'];
const ROW = 5 + CLASSES.length;
// 64x64 input: 8x8 cells at stride 8, 4x4 at 16, 2x2 at 32.
const CELLS = 64 + 16 + 4;

const emptyOutput = () => new Float32Array(CELLS * ROW);
const setRow = (output: Float32Array, row: number, values: number[]) => output.set(values, row * ROW);

describe('decodeYolox', () => {
  const transform = planResize({ width: 64, height: 64 }, { width: 64, height: 64, resize: 'stretch' }, 'top-left');
  const options = { classes: CLASSES, strides: [8, 16, 32], transform, scoreThreshold: 0.3, iouThreshold: 0.45 };

  it('decodes grid offsets, log sizes and objectness x class score', () => {
    const output = emptyOutput();
    // stride 8, gx=3, gy=2 -> row 2*8+3 = 19: centre (28, 20), size 32x16
    setRow(output, 19, [0.5, 0.5, Math.log(4), Math.log(2), 0.9, 0.1, 0.8]);
    const [detection, ...rest] = decodeYolox(output, [1, CELLS, ROW], options);
    expect(rest).toHaveLength(0);
    expect(detection!.label).toBe('car');
    expect(detection!.classIndex).toBe(1);
    expect(detection!.score).toBeCloseTo(0.72, 5);
    expect(detection!.box.x1).toBeCloseTo(12, 4);
    expect(detection!.box.y1).toBeCloseTo(12, 4);
    expect(detection!.box.x2).toBeCloseTo(44, 4);
    expect(detection!.box.y2).toBeCloseTo(28, 4);
  });

  it('reads the second and third stride in row-major order', () => {
    const output = emptyOutput();
    // stride 16 block starts at row 64; gx=1, gy=2 -> row 64 + 2*4 + 1 = 73: centre (16+8, 32+8)
    setRow(output, 73, [0.5, 0.5, 0, 0, 0.8, 0.9, 0]);
    // stride 32 block starts at row 80; gx=1, gy=1 -> row 83: centre (48, 48)
    setRow(output, 83, [0.5, 0.5, 0, 0, 0.8, 0, 0.9]);
    const detections = decodeYolox(output, [1, CELLS, ROW], options);
    const person = detections.find((d) => d.label === 'person')!;
    const car = detections.find((d) => d.label === 'car')!;
    expect((person.box.x1 + person.box.x2) / 2).toBeCloseTo(24, 4);
    expect((person.box.y1 + person.box.y2) / 2).toBeCloseTo(40, 4);
    expect(person.box.x2 - person.box.x1).toBeCloseTo(16, 4);
    expect((car.box.x1 + car.box.x2) / 2).toBeCloseTo(48, 4);
    expect(car.box.x2 - car.box.x1).toBeCloseTo(32, 4);
  });

  it('drops low scores, suppresses overlapping boxes and honours the class filter', () => {
    const output = emptyOutput();
    setRow(output, 19, [0.5, 0.5, Math.log(4), Math.log(2), 0.9, 0, 0.8]);
    setRow(output, 20, [0.3, 0.5, Math.log(4), Math.log(2), 0.9, 0, 0.6]); // same car, 2 px to the right, weaker
    setRow(output, 40, [0.5, 0.5, 0, 0, 0.5, 0, 0.5]); // score 0.25 < 0.3
    setRow(output, 50, [0.5, 0.5, 0, 0, 0.9, 0.9, 0]); // a person elsewhere
    const all = decodeYolox(output, [1, CELLS, ROW], options);
    expect(all.map((d) => [d.label, Number(d.score.toFixed(2))])).toEqual([
      ['person', 0.81],
      ['car', 0.72],
    ]);
    const carsOnly = decodeYolox(output, [1, CELLS, ROW], { ...options, classFilter: new Set([1]) });
    expect(carsOnly.map((d) => d.label)).toEqual(['car']);
  });

  it('undoes the letterbox into image pixels and clips to the image', () => {
    // a 128x64 image letterboxed top-left into 64x64: scale 0.5, image occupies rows 0..31
    const letterbox = planResize({ width: 128, height: 64 }, { width: 64, height: 64, resize: 'letterbox' }, 'top-left');
    const output = emptyOutput();
    setRow(output, 19, [0.5, 0.5, Math.log(4), Math.log(2), 0.9, 0, 0.8]); // input box (12,12)-(44,28)
    setRow(output, 7, [0.5, 0.5, Math.log(4), Math.log(4), 0.9, 0, 0.8]); // input centre (60,4), 32x32: runs off the image
    const detections = decodeYolox(output, [1, CELLS, ROW], { ...options, transform: letterbox, iouThreshold: 0.99 });
    const inner = detections.find((d) => d.box.x1 > 20 && d.box.x1 < 30)!;
    expect([inner.box.x1, inner.box.y1, inner.box.x2, inner.box.y2].map((value) => Math.round(value * 1000) / 1000)).toEqual([
      24, 24, 88, 56,
    ]);
    const edge = detections.find((d) => d !== inner)!;
    expect(edge.box.x2).toBe(128);
    expect(edge.box.y1).toBe(0);
  });

  it('refuses an output whose shape does not match the card', () => {
    expect(() => decodeYolox(new Float32Array(10), [1, 10, 1], options)).toThrow(/expected \[1,84,7\]/);
  });
});

describe('suppressOverlaps', () => {
  const box = (x1: number, y1: number, x2: number, y2: number) => ({ x1, y1, x2, y2 });

  it('computes intersection over union', () => {
    expect(intersectionOverUnion(box(0, 0, 10, 10), box(5, 0, 15, 10))).toBeCloseTo(50 / 150, 6);
    expect(intersectionOverUnion(box(0, 0, 10, 10), box(10, 0, 20, 10))).toBe(0);
  });

  it('keeps the best of overlapping boxes per class unless class-agnostic', () => {
    const detections = [
      { box: box(0, 0, 10, 10), score: 0.6, classIndex: 0 },
      { box: box(1, 0, 11, 10), score: 0.9, classIndex: 0 },
      { box: box(1, 1, 10, 10), score: 0.7, classIndex: 1 },
    ];
    expect(suppressOverlaps(detections, { iouThreshold: 0.5 }).map((d) => d.score)).toEqual([0.9, 0.7]);
    expect(suppressOverlaps(detections, { iouThreshold: 0.5, classAgnostic: true }).map((d) => d.score)).toEqual([0.9]);
  });
});
