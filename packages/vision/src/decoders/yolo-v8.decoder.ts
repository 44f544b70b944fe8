import type { TInputTransform } from '../image/tensor.preprocess.js';
import { inputBoxToImage, inputGridToImage, suppressOverlaps, type TBox, type TDetection } from './detection.types.js';

const MASK_COEFFICIENTS = 32;

export type TYoloV8Options = {
  classes: readonly string[];
  transform: TInputTransform;
  scoreThreshold: number;
  iouThreshold: number;
};

/**
 * Ultralytics exports write `[1, channels, anchors]` (channel-first); some converters transpose to
 * `[1, anchors, channels]`. Both are accepted; `at(channel, anchor)` hides which one this is.
 */
const readLayout = (dims: readonly number[], channels: number) => {
  if (dims.length !== 3) throw new Error(`YOLOv8 output must be 3-D, got [${dims.join(',')}]`);
  if (dims[1] === channels) {
    const anchors = dims[2]!;
    return { anchors, index: (channel: number, anchor: number) => channel * anchors + anchor };
  }
  if (dims[2] === channels) {
    return { anchors: dims[1]!, index: (channel: number, anchor: number) => anchor * channels + channel };
  }
  throw new Error(`YOLOv8 output has shape [${dims.join(',')}], expected ${channels} channels`);
};

type TCandidate = TDetection & { anchor: number; inputBox: TBox };

const collectCandidates = (
  output: Float32Array,
  dims: readonly number[],
  channels: number,
  options: TYoloV8Options,
): TCandidate[] => {
  const { anchors, index } = readLayout(dims, channels);
  const candidates: TCandidate[] = [];
  for (let anchor = 0; anchor < anchors; anchor += 1) {
    let bestClass = -1;
    let bestScore = options.scoreThreshold;
    for (let c = 0; c < options.classes.length; c += 1) {
      const score = output[index(4 + c, anchor)]!;
      if (score >= bestScore) {
        bestScore = score;
        bestClass = c;
      }
    }
    if (bestClass < 0) continue;
    const cx = output[index(0, anchor)]!;
    const cy = output[index(1, anchor)]!;
    const w = output[index(2, anchor)]!;
    const h = output[index(3, anchor)]!;
    const inputBox = { x1: cx - w / 2, y1: cy - h / 2, x2: cx + w / 2, y2: cy + h / 2 };
    candidates.push({
      anchor,
      inputBox,
      box: inputBoxToImage(inputBox, options.transform),
      score: bestScore,
      classIndex: bestClass,
      label: options.classes[bestClass]!,
    });
  }
  return suppressOverlaps(candidates, { iouThreshold: options.iouThreshold });
};

const strip = ({ anchor: _anchor, inputBox: _inputBox, ...detection }: TCandidate): TDetection => detection;

/** YOLOv8/v11 detection: `[1, 4 + classes, anchors]`, boxes as centre/size in input pixels, scores already sigmoid. */
export const decodeYoloV8Detections = (output: Float32Array, dims: readonly number[], options: TYoloV8Options): TDetection[] =>
  collectCandidates(output, dims, 4 + options.classes.length, options).map(strip);

/**
 * YOLOv8/v11 segmentation: output0 `[1, 4 + classes + 32, anchors]` and prototypes `[1, 32, mh, mw]`. An instance
 * mask is sigmoid(coefficients . prototypes) > maskThreshold, cropped to its box, at prototype resolution.
 */
export const decodeYoloV8Segmentation = (
  output: Float32Array,
  dims: readonly number[],
  protos: Float32Array,
  protoDims: readonly number[],
  options: TYoloV8Options & { maskThreshold: number },
): TDetection[] => {
  if (protoDims.length !== 4 || protoDims[1] !== MASK_COEFFICIENTS) {
    throw new Error(`YOLOv8-seg prototypes have shape [${protoDims.join(',')}], expected [1,32,h,w]`);
  }
  const maskHeight = protoDims[2]!;
  const maskWidth = protoDims[3]!;
  const plane = maskWidth * maskHeight;
  const channels = 4 + options.classes.length + MASK_COEFFICIENTS;
  const { index } = readLayout(dims, channels);
  const toImage = inputGridToImage({ width: maskWidth, height: maskHeight }, options.transform);
  // A logit threshold avoids one exp() per cell: sigmoid(x) > t  <=>  x > ln(t / (1 - t)).
  const logitThreshold = Math.log(options.maskThreshold / (1 - options.maskThreshold));
  const cellX = options.transform.inputWidth / maskWidth;
  const cellY = options.transform.inputHeight / maskHeight;

  return collectCandidates(output, dims, channels, options).map((candidate) => {
    const coefficients = new Float32Array(MASK_COEFFICIENTS);
    for (let k = 0; k < MASK_COEFFICIENTS; k += 1) {
      coefficients[k] = output[index(4 + options.classes.length + k, candidate.anchor)]!;
    }
    const data = new Uint8Array(plane);
    const x1 = Math.max(0, Math.floor(candidate.inputBox.x1 / cellX));
    const y1 = Math.max(0, Math.floor(candidate.inputBox.y1 / cellY));
    const x2 = Math.min(maskWidth, Math.ceil(candidate.inputBox.x2 / cellX));
    const y2 = Math.min(maskHeight, Math.ceil(candidate.inputBox.y2 / cellY));
    for (let y = y1; y < y2; y += 1) {
      for (let x = x1; x < x2; x += 1) {
        const cell = y * maskWidth + x;
        let logit = 0;
        for (let k = 0; k < MASK_COEFFICIENTS; k += 1) logit += coefficients[k]! * protos[k * plane + cell]!;
        if (logit > logitThreshold) data[cell] = 1;
      }
    }
    return { ...strip(candidate), mask: { width: maskWidth, height: maskHeight, data, toImage } };
  });
};
