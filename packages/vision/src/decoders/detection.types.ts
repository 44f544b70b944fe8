/** Geometry shared by the decoders and everything after them. Coordinates are working-image pixels. */
export type TBox = { x1: number; y1: number; x2: number; y2: number };

/**
 * Maps a grid (a mask or a class map, one cell per element) onto the image: the cell (gx, gy) covers
 * `[gx * scaleX + offsetX, (gx + 1) * scaleX + offsetX)` horizontally, and likewise vertically.
 */
export type TGridTransform = { scaleX: number; scaleY: number; offsetX: number; offsetY: number };

/** A binary mask on a grid (1 = inside), as YOLOv8-seg instances produce. */
export type TInstanceMask = { width: number; height: number; data: Uint8Array; toImage: TGridTransform };

export type TDetection = {
  box: TBox;
  score: number;
  classIndex: number;
  label: string;
  mask?: TInstanceMask;
};

/**
 * A per-cell class map: `classIds` holds 0 for background and `k` for `labels[k - 1]`; `confidence` the
 * probability of the winning class. Every segmentation model, semantic or instance, ends up as one of these so the
 * part and damage stages need not know the model's format. Background cells have confidence 0 (not computed).
 */
export type TSegmentationMap = {
  width: number;
  height: number;
  classIds: Uint16Array;
  confidence: Float32Array;
  labels: string[];
  toImage: TGridTransform;
  imageWidth: number;
  imageHeight: number;
};

export const boxArea = (box: TBox): number => Math.max(0, box.x2 - box.x1) * Math.max(0, box.y2 - box.y1);

export const intersectionOverUnion = (a: TBox, b: TBox): number => {
  const width = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1);
  const height = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1);
  if (width <= 0 || height <= 0) return 0;
  const intersection = width * height;
  return intersection / (boxArea(a) + boxArea(b) - intersection);
};

/**
 * Greedy non-maximum suppression, per class unless `classAgnostic`: keeps the best-scoring box and drops the ones
 * overlapping it by more than `iouThreshold`.
 */
export const suppressOverlaps = <T extends Pick<TDetection, 'box' | 'score' | 'classIndex'>>(
  detections: T[],
  options: { iouThreshold: number; classAgnostic?: boolean; maxDetections?: number },
): T[] => {
  const sorted = [...detections].sort((a, b) => b.score - a.score);
  const kept: T[] = [];
  const limit = options.maxDetections ?? 300;
  for (const candidate of sorted) {
    if (kept.length >= limit) break;
    const overlaps = kept.some(
      (other) =>
        (options.classAgnostic || other.classIndex === candidate.classIndex) &&
        intersectionOverUnion(other.box, candidate.box) > options.iouThreshold,
    );
    if (!overlaps) kept.push(candidate);
  }
  return kept;
};

/** Letterbox/stretch undone: model-input pixels back to image pixels, clipped to the image. */
export const inputBoxToImage = (
  box: TBox,
  transform: { scaleX: number; scaleY: number; padX: number; padY: number; imageWidth: number; imageHeight: number },
): TBox => {
  const clip = (value: number, max: number) => Math.min(max, Math.max(0, value));
  return {
    x1: clip((box.x1 - transform.padX) / transform.scaleX, transform.imageWidth),
    y1: clip((box.y1 - transform.padY) / transform.scaleY, transform.imageHeight),
    x2: clip((box.x2 - transform.padX) / transform.scaleX, transform.imageWidth),
    y2: clip((box.y2 - transform.padY) / transform.scaleY, transform.imageHeight),
  };
};

/** The transform of a grid that spans the whole model input (a mask or logits map at any resolution). */
export const inputGridToImage = (
  grid: { width: number; height: number },
  transform: { inputWidth: number; inputHeight: number; scaleX: number; scaleY: number; padX: number; padY: number },
): TGridTransform => {
  const cellX = transform.inputWidth / grid.width;
  const cellY = transform.inputHeight / grid.height;
  return {
    scaleX: cellX / transform.scaleX,
    scaleY: cellY / transform.scaleY,
    offsetX: -transform.padX / transform.scaleX,
    offsetY: -transform.padY / transform.scaleY,
  };
};
