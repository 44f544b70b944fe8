import { describe, expect, it } from 'vitest';
import { planResize } from '../image/tensor.preprocess.js';
import { findConnectedComponents } from './connected-components.js';
import { decodeSemanticSegmentation, detectionsToSegmentationMap, summarizeClassConfidence } from './semantic-seg.decoder.js';

/** [1, C, h, w] logits from per-pixel class vectors (row-major pixels). */
const logits = (pixels: number[][]): Float32Array => {
  const classes = pixels[0]!.length;
  const out = new Float32Array(classes * pixels.length);
  pixels.forEach((vector, cell) => vector.forEach((value, c) => (out[c * pixels.length + cell] = value)));
  return out;
};

describe('decodeSemanticSegmentation', () => {
  const transform = planResize({ width: 40, height: 20 }, { width: 4, height: 2, resize: 'stretch' }, 'center');

  it('takes the argmax per cell, maps background to 0 and keeps the winner softmax probability', () => {
    const pixels = [
      [5, 0, 0], // background
      [0, 3, 0], // hood
      [0, 0, 2], // wheel
      [1, 1, 0], // tie: first class wins -> background
      [0, Math.log(3), 0], // hood with p = 3 / (1 + 3 + 1) = 0.6
      [0, 0, 9],
      [0, 9, 0],
      [9, 0, 0],
    ];
    const map = decodeSemanticSegmentation(logits(pixels), [1, 3, 2, 4], {
      classes: ['background', 'hood', 'wheel'],
      backgroundIndex: 0,
      activation: 'softmax',
      transform,
    });
    expect([...map.classIds]).toEqual([0, 1, 2, 0, 1, 2, 1, 0]);
    expect(map.labels).toEqual(['hood', 'wheel']);
    expect(map.confidence[4]).toBeCloseTo(0.6, 5);
    expect(map.confidence[0]).toBe(0); // background probabilities are not computed
    expect(map.confidence[1]).toBeCloseTo(Math.exp(3) / (Math.exp(3) + 2), 5);
    // each cell of the 4x2 map is 10x10 image pixels
    expect(map.toImage).toEqual({ scaleX: 10, scaleY: 10, offsetX: -0, offsetY: -0 });
    const summary = summarizeClassConfidence(map);
    expect(summary.map((s) => [s.label, s.cells])).toEqual([
      ['hood', 3],
      ['wheel', 2],
    ]);
  });

  it('handles a background class that is not first, and sigmoid outputs', () => {
    const map = decodeSemanticSegmentation(logits([[2, 0], [0, 2]]), [1, 2, 1, 2], {
      classes: ['crack', 'background'],
      backgroundIndex: 1,
      activation: 'sigmoid',
      transform: planResize({ width: 2, height: 1 }, { width: 2, height: 1, resize: 'stretch' }, 'center'),
    });
    expect([...map.classIds]).toEqual([1, 0]);
    expect(map.labels).toEqual(['crack']);
    expect(map.confidence[0]).toBeCloseTo(1 / (1 + Math.exp(-2)), 6);
  });

  it('computes probabilities exactly at one cell per 2x2 block and at class changes, copies them elsewhere', () => {
    // one 2x2 block of 'hood' with different margins, and a 'wheel' cell in the next block's anchor position
    const pixels = [
      [0, 2, 0], [0, 5, 0], [0, 0, 3],
      [0, 9, 0], [0, 1, 0], [0, 0, 3],
    ];
    const map = decodeSemanticSegmentation(logits(pixels), [1, 3, 2, 3], {
      classes: ['background', 'hood', 'wheel'],
      backgroundIndex: 0,
      activation: 'softmax',
      transform: planResize({ width: 3, height: 2 }, { width: 3, height: 2, resize: 'stretch' }, 'center'),
    });
    const exact = (margin: number) => Math.exp(margin) / (Math.exp(margin) + 2);
    expect(map.confidence[0]).toBeCloseTo(exact(2), 6);
    [1, 3, 4].forEach((cell) => expect(map.confidence[cell]).toBe(map.confidence[0])); // copied from the anchor
    expect(map.confidence[2]).toBeCloseTo(exact(3), 6); // anchor of its own block
  });

  it('refuses logits whose channel count differs from the classes', () => {
    expect(() =>
      decodeSemanticSegmentation(new Float32Array(8), [1, 2, 2, 2], { classes: ['a', 'b', 'c'], backgroundIndex: 0, activation: 'softmax', transform }),
    ).toThrow(/expected \[1,3,h,w\]/);
  });
});

describe('detectionsToSegmentationMap', () => {
  it('paints boxes onto the grid, the more confident instance on top', () => {
    const transform = planResize({ width: 80, height: 80 }, { width: 8, height: 8, resize: 'stretch' }, 'center');
    const map = detectionsToSegmentationMap(
      [
        { box: { x1: 0, y1: 0, x2: 40, y2: 40 }, score: 0.9, classIndex: 1, label: 'b' },
        { box: { x1: 20, y1: 20, x2: 60, y2: 60 }, score: 0.5, classIndex: 0, label: 'a' },
      ],
      { labels: ['a', 'b'], grid: { width: 8, height: 8 }, transform },
    );
    const at = (x: number, y: number) => map.classIds[y * 8 + x];
    expect(at(0, 0)).toBe(2);
    expect(at(3, 3)).toBe(2); // overlap: the 0.9 box wins
    expect(at(5, 5)).toBe(1);
    expect(at(7, 7)).toBe(0);
  });
});

describe('findConnectedComponents', () => {
  it('separates regions of the same class, joins diagonals, and counts interior cells', () => {
    // prettier-ignore
    const classIds = [
      1, 1, 1, 0, 2, 0,
      1, 1, 1, 0, 0, 0,
      1, 1, 1, 0, 0, 1,
      0, 0, 0, 0, 1, 0,
    ];
    const { labels, components } = findConnectedComponents({ width: 6, height: 4, classIds });
    expect(components.map((c) => [c.classId, c.cells, c.interior])).toEqual([
      [1, 9, 1],
      [2, 1, 0],
      [1, 2, 0], // (5,2) and (4,3) touch diagonally
    ]);
    expect(components[0]).toMatchObject({ minX: 0, minY: 0, maxX: 2, maxY: 2 });
    expect(labels[23]).toBe(0);
    expect(labels[17]).toBe(labels[22]);
    expect(labels[17]).not.toBe(labels[0]);
  });
});
