import { describe, expect, it } from 'vitest';
import { planResize } from '../image/tensor.preprocess.js';
import { decodeYoloV8Detections, decodeYoloV8Segmentation } from './yolo-v8.decoder.js';

const CLASSES = ['dent', 'scratch'];
const transform = planResize({ width: 64, height: 64 }, { width: 64, height: 64, resize: 'stretch' }, 'center');
const options = { classes: CLASSES, transform, scoreThreshold: 0.25, iouThreshold: 0.5 };

/** Channel-first [1, channels, anchors] from per-anchor rows. */
const channelFirst = (rows: number[][]): Float32Array => {
  const channels = rows[0]!.length;
  const out = new Float32Array(channels * rows.length);
  rows.forEach((row, anchor) => row.forEach((value, channel) => (out[channel * rows.length + anchor] = value)));
  return out;
};

describe('decodeYoloV8Detections', () => {
  const rows = [
    [20, 20, 10, 8, 0.1, 0.9], // scratch at (15,16)-(25,24)
    [21, 20, 10, 8, 0.1, 0.6], // duplicate, weaker: suppressed
    [50, 50, 4, 4, 0.8, 0.2], // dent
    [10, 50, 4, 4, 0.2, 0.1], // below threshold
  ];

  it('reads the channel-first layout Ultralytics exports', () => {
    const detections = decodeYoloV8Detections(channelFirst(rows), [1, 6, 4], options);
    expect(detections.map((d) => [d.label, d.score])).toEqual([
      ['scratch', expect.closeTo(0.9, 5)],
      ['dent', expect.closeTo(0.8, 5)],
    ]);
    expect(detections[0]!.box).toEqual({ x1: 15, y1: 16, x2: 25, y2: 24 });
  });

  it('reads the transposed [1, anchors, channels] layout as well', () => {
    const detections = decodeYoloV8Detections(new Float32Array(rows.flat()), [1, 4, 6], options);
    expect(detections.map((d) => d.label)).toEqual(['scratch', 'dent']);
  });

  it('refuses a shape with the wrong channel count', () => {
    expect(() => decodeYoloV8Detections(new Float32Array(28), [1, 7, 4], options)).toThrow(/expected 6 channels/);
  });
});

describe('decodeYoloV8Segmentation', () => {
  it('builds each instance mask from coefficients x prototypes, cropped to its box', () => {
    // prototypes 32 x 8x8 (cell = 8 input px); prototype 0 is +1 on the left half, -1 on the right half
    const mask = 8;
    const protos = new Float32Array(32 * mask * mask);
    for (let y = 0; y < mask; y += 1) for (let x = 0; x < mask; x += 1) protos[y * mask + x] = x < 4 ? 1 : -1;
    const coefficients = (first: number) => [first, ...new Array<number>(31).fill(0)];
    const rows = [
      [32, 32, 48, 16, 0.9, 0, ...coefficients(5)], // box x 8..56, y 24..40 -> mask cells x 1..6, y 3..4; positive where x < 4
      [32, 8, 16, 16, 0, 0.7, ...coefficients(-5)], // negative coefficient: the right half, within x 3..4, y 0..1
    ];
    const detections = decodeYoloV8Segmentation(channelFirst(rows), [1, 4 + 2 + 32, 2], protos, [1, 32, mask, mask], {
      ...options,
      maskThreshold: 0.5,
    });
    const dent = detections.find((d) => d.label === 'dent')!;
    const cells = (data: Uint8Array) => [...data.keys()].filter((i) => data[i]).map((i) => [i % mask, Math.floor(i / mask)]);
    expect(cells(dent.mask!.data)).toEqual([
      [1, 3], [2, 3], [3, 3],
      [1, 4], [2, 4], [3, 4],
    ]);
    const scratch = detections.find((d) => d.label === 'scratch')!;
    expect(cells(scratch.mask!.data)).toEqual([
      [4, 0], [4, 1],
    ]);
    // mask cells are 8 image pixels here (stretch, same size)
    expect(dent.mask!.toImage).toEqual({ scaleX: 8, scaleY: 8, offsetX: -0, offsetY: -0 });
  });

  it('refuses prototypes that are not [1, 32, h, w]', () => {
    expect(() =>
      decodeYoloV8Segmentation(new Float32Array(38), [1, 38, 1], new Float32Array(16), [1, 16, 1, 1], { ...options, maskThreshold: 0.5 }),
    ).toThrow(/prototypes/);
  });
});
