import type { TInputTransform } from '../image/tensor.preprocess.js';
import { inputBoxToImage, suppressOverlaps, type TDetection } from './detection.types.js';

export type TYoloxOptions = {
  classes: readonly string[];
  strides: readonly number[];
  transform: TInputTransform;
  scoreThreshold: number;
  iouThreshold: number;
  /** Only these class indices are kept (e.g. the vehicle classes); all when absent. */
  classFilter?: ReadonlySet<number>;
};

/**
 * YOLOX head output `[1, cells, 5 + classes]`, cells = sum over strides of (W/s)*(H/s), row-major per stride.
 * Each row: dx, dy, log w, log h, objectness, class probabilities (objectness and classes already sigmoid-activated,
 * as the official export does). Returns boxes in image pixels after NMS.
 */
export const decodeYolox = (output: Float32Array, dims: readonly number[], options: TYoloxOptions): TDetection[] => {
  const { transform, strides, classes } = options;
  const rowLength = 5 + classes.length;
  const cells = strides.reduce(
    (sum, stride) => sum + Math.floor(transform.inputWidth / stride) * Math.floor(transform.inputHeight / stride),
    0,
  );
  if (dims.length !== 3 || dims[1] !== cells || dims[2] !== rowLength) {
    throw new Error(`YOLOX output has shape [${dims.join(',')}], expected [1,${cells},${rowLength}]`);
  }
  const candidates: TDetection[] = [];
  let row = 0;
  for (const stride of strides) {
    const gridWidth = Math.floor(transform.inputWidth / stride);
    const gridHeight = Math.floor(transform.inputHeight / stride);
    for (let gy = 0; gy < gridHeight; gy += 1) {
      for (let gx = 0; gx < gridWidth; gx += 1, row += 1) {
        const base = row * rowLength;
        const objectness = output[base + 4]!;
        if (objectness < options.scoreThreshold) continue; // score = objectness * p <= objectness: cheap early exit
        let bestClass = -1;
        let bestScore = 0;
        for (let c = 0; c < classes.length; c += 1) {
          if (options.classFilter && !options.classFilter.has(c)) continue;
          const score = objectness * output[base + 5 + c]!;
          if (score > bestScore) {
            bestScore = score;
            bestClass = c;
          }
        }
        if (bestClass < 0 || bestScore < options.scoreThreshold) continue;
        const cx = (output[base]! + gx) * stride;
        const cy = (output[base + 1]! + gy) * stride;
        const w = Math.exp(output[base + 2]!) * stride;
        const h = Math.exp(output[base + 3]!) * stride;
        candidates.push({
          box: inputBoxToImage({ x1: cx - w / 2, y1: cy - h / 2, x2: cx + w / 2, y2: cy + h / 2 }, transform),
          score: bestScore,
          classIndex: bestClass,
          label: classes[bestClass]!,
        });
      }
    }
  }
  return suppressOverlaps(candidates, { iouThreshold: options.iouThreshold });
};
