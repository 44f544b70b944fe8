import type { TInputTransform } from '../image/tensor.preprocess.js';
import { inputGridToImage, type TDetection, type TSegmentationMap } from './detection.types.js';

export type TSemanticSegOptions = {
  classes: readonly string[];
  backgroundIndex: number;
  activation: 'softmax' | 'sigmoid' | 'none';
  transform: TInputTransform;
};

/**
 * Logits `[1, classes, h, w]` -> per-cell argmax class and, for non-background cells, its probability, at the
 * model's output resolution.
 * Softmax needs only the winner's probability: 1 / sum(exp(l - max)). Cells whose winner is the background class
 * become 0; the other classes are renumbered 1..n in the order of `labels` (the card's classes minus background).
 */
export const decodeSemanticSegmentation = (
  output: Float32Array,
  dims: readonly number[],
  options: TSemanticSegOptions,
): TSegmentationMap => {
  const classCount = options.classes.length;
  if (dims.length !== 4 || dims[1] !== classCount) {
    throw new Error(`semantic-seg output has shape [${dims.join(',')}], expected [1,${classCount},h,w]`);
  }
  const height = dims[2]!;
  const width = dims[3]!;
  const plane = width * height;
  const labels = options.classes.filter((_, index) => index !== options.backgroundIndex);
  const labelOf = options.classes.map((_, index) =>
    index === options.backgroundIndex ? 0 : index < options.backgroundIndex ? index + 1 : index,
  );
  // Class-major passes walk each logits plane sequentially (cell-major strides across 20+ planes and is several
  // times slower on a 320x320 map).
  const best = new Uint16Array(plane);
  const bestValue = output.slice(0, plane);
  for (let c = 1; c < classCount; c += 1) {
    const base = c * plane;
    for (let cell = 0; cell < plane; cell += 1) {
      const value = output[base + cell]!;
      if (value > bestValue[cell]!) {
        bestValue[cell] = value;
        best[cell] = c;
      }
    }
  }
  const classIds = new Uint16Array(plane);
  for (let cell = 0; cell < plane; cell += 1) classIds[cell] = labelOf[best[cell]!]!;
  // Probabilities are only read as region means (a part's or a damage's confidence), so they are computed exactly
  // at one cell of every 2x2 block and wherever a cell's class differs from its block's anchor, and copied
  // elsewhere; background cells are skipped (left 0). exp() is the decoder's main cost: this cuts it about 4x.
  const exact: number[] = [];
  for (let cell = 0; cell < plane; cell += 1) {
    const id = classIds[cell]!;
    if (id === 0) continue;
    const x = cell % width;
    const y = (cell - x) / width;
    const anchor = (y & ~1) * width + (x & ~1);
    if (anchor === cell || classIds[anchor] !== id) exact.push(cell);
  }
  const confidence = new Float32Array(plane);
  if (options.activation === 'softmax') {
    // Winner's probability = 1 / sum(exp(l - max)); terms below e^-16 cannot change a float32 result.
    const sums = new Float32Array(exact.length);
    for (let c = 0; c < classCount; c += 1) {
      const base = c * plane;
      for (let i = 0; i < exact.length; i += 1) {
        const cell = exact[i]!;
        const delta = output[base + cell]! - bestValue[cell]!;
        if (delta > -16) sums[i] = sums[i]! + Math.exp(delta);
      }
    }
    for (let i = 0; i < exact.length; i += 1) confidence[exact[i]!] = 1 / sums[i]!;
  } else {
    for (const cell of exact) {
      confidence[cell] = options.activation === 'sigmoid' ? 1 / (1 + Math.exp(-bestValue[cell]!)) : bestValue[cell]!;
    }
  }
  for (let cell = 0; cell < plane; cell += 1) {
    if (classIds[cell] === 0 || confidence[cell] !== 0) continue;
    const x = cell % width;
    const y = (cell - x) / width;
    confidence[cell] = confidence[(y & ~1) * width + (x & ~1)]!;
  }
  return {
    width,
    height,
    classIds,
    confidence,
    labels,
    toImage: inputGridToImage({ width, height }, options.transform),
    imageWidth: options.transform.imageWidth,
    imageHeight: options.transform.imageHeight,
  };
};

/** Mean winning probability per label over the cells it won (0 for labels that won none). */
export const summarizeClassConfidence = (map: TSegmentationMap): { label: string; cells: number; confidence: number }[] => {
  const cells = new Float64Array(map.labels.length + 1);
  const sums = new Float64Array(map.labels.length + 1);
  for (let i = 0; i < map.classIds.length; i += 1) {
    const id = map.classIds[i]!;
    cells[id] = cells[id]! + 1;
    sums[id] = sums[id]! + map.confidence[i]!;
  }
  return map.labels.map((label, index) => ({
    label,
    cells: cells[index + 1]!,
    confidence: cells[index + 1]! > 0 ? sums[index + 1]! / cells[index + 1]! : 0,
  }));
};

/**
 * Instance results (YOLOv8 det/seg) painted into a class map so later stages treat every format alike. Lower
 * scores are painted first, so where instances overlap the most confident one wins. Box-only detections fill
 * their box.
 */
export const detectionsToSegmentationMap = (
  detections: readonly TDetection[],
  options: { labels: readonly string[]; grid: { width: number; height: number }; transform: TInputTransform },
): TSegmentationMap => {
  const first = detections.find((detection) => detection.mask)?.mask;
  const width = first?.width ?? options.grid.width;
  const height = first?.height ?? options.grid.height;
  const toImage = first?.toImage ?? inputGridToImage({ width, height }, options.transform);
  const classIds = new Uint16Array(width * height);
  const confidence = new Float32Array(width * height);
  for (const detection of [...detections].sort((a, b) => a.score - b.score)) {
    const id = detection.classIndex + 1;
    if (detection.mask && detection.mask.width === width && detection.mask.height === height) {
      detection.mask.data.forEach((inside, cell) => {
        if (inside) {
          classIds[cell] = id;
          confidence[cell] = detection.score;
        }
      });
      continue;
    }
    const x1 = Math.max(0, Math.floor((detection.box.x1 - toImage.offsetX) / toImage.scaleX));
    const y1 = Math.max(0, Math.floor((detection.box.y1 - toImage.offsetY) / toImage.scaleY));
    const x2 = Math.min(width, Math.ceil((detection.box.x2 - toImage.offsetX) / toImage.scaleX));
    const y2 = Math.min(height, Math.ceil((detection.box.y2 - toImage.offsetY) / toImage.scaleY));
    for (let y = y1; y < y2; y += 1) {
      for (let x = x1; x < x2; x += 1) {
        classIds[y * width + x] = id;
        confidence[y * width + x] = detection.score;
      }
    }
  }
  return {
    width,
    height,
    classIds,
    confidence,
    labels: [...options.labels],
    toImage,
    imageWidth: options.transform.imageWidth,
    imageHeight: options.transform.imageHeight,
  };
};
