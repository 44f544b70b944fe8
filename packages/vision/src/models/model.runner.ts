import type { TRasterImage } from '../image/image.decoder.js';
import { toInputTensor, type TInputTransform } from '../image/tensor.preprocess.js';
import type { TDetection, TSegmentationMap } from '../decoders/detection.types.js';
import { decodeSemanticSegmentation, detectionsToSegmentationMap } from '../decoders/semantic-seg.decoder.js';
import { decodeYoloV8Detections, decodeYoloV8Segmentation } from '../decoders/yolo-v8.decoder.js';
import { decodeYolox } from '../decoders/yolox.decoder.js';
import { ModelCardError } from '../vision.errors.js';
import { padAlignFor } from './model-card.schema.js';
import type { ModelRegistry, TModelEntry, TRunResult } from './model.registry.js';

export type TModelTimings = { preprocessMs: number; inferenceMs: number; decodeMs: number };

export type TDetectionsResult = { kind: 'detections'; detections: TDetection[]; timings: TModelTimings };
export type TSegmentationResult = { kind: 'segmentation'; map: TSegmentationMap; timings: TModelTimings };

const pickOutput = (run: TRunResult, names: readonly string[], wanted: string | undefined, position: number, id: string) => {
  const name = wanted ?? names[position];
  const output = name ? run.outputs[name] : undefined;
  if (!output) throw new ModelCardError(id, `the model has no output ${wanted ? `'${wanted}'` : `#${position + 1}`}`);
  return output;
};

const runRaw = async (registry: ModelRegistry, entry: TModelEntry, image: TRasterImage) => {
  const started = performance.now();
  const tensor = await toInputTensor(image, entry.card.input, padAlignFor(entry.card));
  const preprocessMs = performance.now() - started;
  const run = await registry.run(entry.id, tensor);
  const names = await registry.outputNames(entry.id);
  return { run, names, transform: tensor.transform, preprocessMs };
};

const decodeDetections = (
  entry: TModelEntry,
  run: TRunResult,
  names: readonly string[],
  transform: TInputTransform,
  classFilter?: ReadonlySet<number>,
): TDetection[] => {
  const { card } = entry;
  const output = pickOutput(run, names, card.output.name, 0, entry.id);
  const common = {
    classes: card.classes,
    transform,
    scoreThreshold: card.thresholds.score,
    iouThreshold: card.thresholds.iou,
  };
  let detections: TDetection[];
  if (card.format === 'yolox') {
    detections = decodeYolox(output.data, output.dims, { ...common, strides: card.output.strides, ...(classFilter ? { classFilter } : {}) });
  } else if (card.format === 'yolo-v8-det') {
    detections = decodeYoloV8Detections(output.data, output.dims, common);
  } else if (card.format === 'yolo-v8-seg') {
    const protos = pickOutput(run, names, card.output.protos_name, 1, entry.id);
    detections = decodeYoloV8Segmentation(output.data, output.dims, protos.data, protos.dims, {
      ...common,
      maskThreshold: card.thresholds.mask,
    });
  } else {
    throw new ModelCardError(entry.id, `format '${card.format}' does not produce detections`);
  }
  return classFilter ? detections.filter((detection) => classFilter.has(detection.classIndex)) : detections;
};

/** Runs a detection-format model (yolox, yolo-v8-det, yolo-v8-seg) and returns boxes in image pixels. */
export const detectObjects = async (
  registry: ModelRegistry,
  entry: TModelEntry,
  image: TRasterImage,
  options: { classFilter?: ReadonlySet<number> } = {},
): Promise<TDetectionsResult> => {
  const { run, names, transform, preprocessMs } = await runRaw(registry, entry, image);
  const started = performance.now();
  const detections = decodeDetections(entry, run, names, transform, options.classFilter);
  return { kind: 'detections', detections, timings: { preprocessMs, inferenceMs: run.inferenceMs, decodeMs: performance.now() - started } };
};

/**
 * Runs any part/damage model and returns a class map: semantic-seg directly, YOLOv8 seg/det painted into a grid
 * (a quarter of the input resolution for box-only models).
 */
export const segmentImage = async (registry: ModelRegistry, entry: TModelEntry, image: TRasterImage): Promise<TSegmentationResult> => {
  const { run, names, transform, preprocessMs } = await runRaw(registry, entry, image);
  const started = performance.now();
  const { card } = entry;
  let map: TSegmentationMap;
  if (card.format === 'semantic-seg') {
    const output = pickOutput(run, names, card.output.name, 0, entry.id);
    map = decodeSemanticSegmentation(output.data, output.dims, {
      classes: card.classes,
      backgroundIndex: card.output.background_index,
      activation: card.output.activation,
      transform,
    });
  } else {
    const detections = decodeDetections(entry, run, names, transform);
    map = detectionsToSegmentationMap(detections, {
      labels: card.classes,
      grid: { width: Math.ceil(card.input.width / 4), height: Math.ceil(card.input.height / 4) },
      transform,
    });
  }
  return { kind: 'segmentation', map, timings: { preprocessMs, inferenceMs: run.inferenceMs, decodeMs: performance.now() - started } };
};
