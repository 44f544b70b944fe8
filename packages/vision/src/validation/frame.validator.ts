import { boxArea } from '../decoders/detection.types.js';
import { decodePhoto } from '../image/image.decoder.js';
import { getDefaultRegistry, type ModelRegistry } from '../models/model.registry.js';
import { segmentImage } from '../models/model.runner.js';
import { layoutParts } from '../parts/part-layout.service.js';
import { startEarly } from '../pipeline/early-start.js';
import { detectVehicle, UNDECIDED_VEHICLE, vehicleFromParts } from '../pipeline/vehicle.detector.js';
import { assessQuality } from '../quality/image-quality.service.js';
import { VisionInputError } from '../vision.errors.js';
import { CAPTURE_POSITIONS, type TCapturePosition } from './capture-positions.table.js';

/** Frames are checked at this longest side: 1280x720 becomes 640x360, decoded with JPEG shrink-on-load. */
export const FRAME_MAX_SIDE = 640;
/** Frames are previews, not evidence: only unusably small ones fail on resolution. */
export const FRAME_MIN_SIDE = 240;

/** Spec 001 §3 "Frame validation result", field for field. */
export type TFrameValidationResult = {
  valid: boolean;
  current_element_validation: number;
  details: {
    message: string;
    detected_parts: { type: string; confidence: number }[];
    validation_status: {
      missing_parts: { part_type: string; missing_count: number; required_count: number }[];
      area_violations: { part: string }[];
      position_violations: { part: string }[];
    };
  };
};

/** Texts the scan shows (spec 001 §8 banners); 'blurry' must appear in the blur message (spec 001 §5). */
export const FRAME_MESSAGES = {
  noVehicle: 'Car not detected. Please adjust camera position.',
  blurry: 'The image is blurry. Hold the camera steady.',
  tooDark: 'The image is too dark. Add light or move out of the shadow.',
  overExposed: 'The image is over-exposed. Avoid direct sunlight and reflections.',
  missing: 'Parts of the car are missing',
  area: 'Some parts are too small or too large',
  position: 'Some parts are in wrong position',
  noModels: 'Frame validation is unavailable: no vehicle or part model is installed.',
  partsUnchecked: 'Car detected; parts were not checked because no part model is installed.',
} as const;

export type TObservedPart = {
  part: string;
  confidence: number;
  share: number;
  centroid: { x: number; y: number };
  side?: 'left' | 'right' | null;
};

export type TFrameStatus = TFrameValidationResult['details']['validation_status'];

/** Parses the multipart field (a number or its text) and refuses anything but 0-5. */
export const parsePositionIndex = (value: unknown): number => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const index = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(index) || index < 0 || index >= CAPTURE_POSITIONS.length) {
    throw new VisionInputError('invalid_position', `current_element_validation must be a position from 0 to ${CAPTURE_POSITIONS.length - 1}.`);
  }
  return index;
};

const centreOf = (parts: TObservedPart[], name: string) => {
  const matching = parts.filter((part) => part.part === name);
  if (matching.length === 0) return null;
  return {
    x: matching.reduce((sum, part) => sum + part.centroid.x, 0) / matching.length,
    y: matching.reduce((sum, part) => sum + part.centroid.y, 0) / matching.length,
  };
};

/** The table applied to what was seen (pure; the table's rules are unit-tested through it). */
export const evaluatePosition = (position: TCapturePosition, parts: TObservedPart[], vehicleShare: number | null): TFrameStatus => {
  const missing_parts = position.required.flatMap(({ part, count }) => {
    const seen = parts.filter((observed) => observed.part === part).length;
    return seen < count ? [{ part_type: part, missing_count: count - seen, required_count: count }] : [];
  });
  const area_violations = position.areas.flatMap(({ part, min, max }) => {
    const shares = part === 'vehicle' ? (vehicleShare === null ? [] : [vehicleShare]) : parts.filter((p) => p.part === part).map((p) => p.share);
    return shares.some((share) => share < min || share > max) ? [{ part }] : [];
  });
  const position_violations = position.rules.flatMap(({ part, relation, other }) => {
    const a = centreOf(parts, part);
    const b = centreOf(parts, other);
    if (!a || !b) return [];
    const holds =
      relation === 'left-of' ? a.x < b.x : relation === 'right-of' ? a.x > b.x : relation === 'above' ? a.y < b.y : a.y > b.y;
    return holds ? [] : [{ part }];
  });
  for (const { part, side } of position.sides) {
    if (parts.some((observed) => observed.part === part && observed.side && observed.side !== side)) position_violations.push({ part });
  }
  // A part listed twice (two rules) is one violation for the outline.
  const unique = (items: { part: string }[]) => [...new Map(items.map((item) => [item.part, item])).values()];
  return { missing_parts, area_violations: unique(area_violations), position_violations: unique(position_violations) };
};

const EMPTY_STATUS: TFrameStatus = { missing_parts: [], area_violations: [], position_violations: [] };

export type TFrameTimings = { total_ms: number; decode_ms: number; quality_ms: number; inference_ms: number };

/**
 * Checks one guided-scan frame against its position. Throws VisionInputError (the server answers 400) for a
 * position outside 0-5 or a file that is not an image; every other outcome is a result with valid true or false.
 */
export const validateFrameWithTimings = async (
  input: Buffer,
  positionIndex: unknown,
  options: { registry?: ModelRegistry } = {},
): Promise<{ result: TFrameValidationResult; timings: TFrameTimings }> => {
  const started = performance.now();
  const index = parsePositionIndex(positionIndex);
  const position = CAPTURE_POSITIONS[index]!;
  const registry = options.registry ?? getDefaultRegistry();
  const decoded = await decodePhoto(input, { maxSide: FRAME_MAX_SIDE });
  const decodeMs = performance.now() - started;
  const timings: TFrameTimings = { total_ms: 0, decode_ms: decodeMs, quality_ms: 0, inference_ms: 0 };
  const finish = (valid: boolean, message: string, detected: TObservedPart[] = [], status: TFrameStatus = EMPTY_STATUS) => {
    timings.total_ms = performance.now() - started;
    const detected_parts = [...detected]
      .sort((a, b) => b.confidence - a.confidence)
      .map((part) => ({ type: part.part, confidence: Math.round(part.confidence * 1000) / 1000 }));
    return { result: { valid, current_element_validation: index, details: { message, detected_parts, validation_status: status } }, timings };
  };

  const vehicleModel = registry.findByTask('vehicle-detection');
  const partModel = registry.findByTask('part-segmentation');
  const { image } = decoded;
  // The models start at once and run beside the quality check and each other: onnxruntime works on its own threads,
  // so the JavaScript and libvips work of one stage overlaps the inference of another instead of queueing behind it.
  // A frame that fails on quality or has no car wastes one inference; a good frame is answered sooner.
  const vehicleRun = vehicleModel ? startEarly(() => detectVehicle(registry, vehicleModel, image)) : null;
  const partRun = partModel ? startEarly(() => segmentImage(registry, partModel, image)) : null;

  const quality = await assessQuality(decoded.image, decoded.original, { minSide: FRAME_MIN_SIDE });
  timings.quality_ms = performance.now() - started - decodeMs;
  if (quality.blur.blurry) return finish(false, FRAME_MESSAGES.blurry);
  if (quality.exposure.tooDark) return finish(false, FRAME_MESSAGES.tooDark);
  if (quality.exposure.overExposed) return finish(false, FRAME_MESSAGES.overExposed);

  if (!vehicleRun && !partRun) return finish(false, FRAME_MESSAGES.noModels);

  const frameArea = image.width * image.height;
  let vehicle = UNDECIDED_VEHICLE;
  if (vehicleRun) {
    const detected = await vehicleRun.result();
    timings.inference_ms += detected.timings.inferenceMs;
    vehicle = detected.verdict;
    if (!vehicle.present) return finish(false, FRAME_MESSAGES.noVehicle);
  }
  if (!partRun || !partModel) {
    const share = vehicle.box ? boxArea(vehicle.box) / frameArea : null;
    const status = evaluatePosition({ ...position, required: [], rules: [], sides: [], areas: position.areas.filter((rule) => rule.part === 'vehicle') }, [], share);
    const valid = status.area_violations.length === 0;
    return finish(valid, valid ? FRAME_MESSAGES.partsUnchecked : `${FRAME_MESSAGES.area}: vehicle.`, [], status);
  }

  const segmentation = await partRun.result();
  timings.inference_ms += segmentation.timings.inferenceMs;
  const layout = layoutParts(segmentation.map, { minConfidence: partModel.card.thresholds.score });
  if (!vehicleModel) {
    vehicle = vehicleFromParts(layout);
    if (!vehicle.present) return finish(false, FRAME_MESSAGES.noVehicle);
  }
  const parts: TObservedPart[] = layout.instances.map((instance) => ({
    part: instance.part,
    confidence: instance.confidence,
    share: instance.area / frameArea,
    centroid: instance.centroid,
    side: instance.side,
  }));
  const vehicleBox = vehicle.box ?? layout.orientation.extent;
  const status = evaluatePosition(position, parts, vehicleBox ? boxArea(vehicleBox) / frameArea : null);
  const problems: string[] = [];
  if (status.missing_parts.length > 0) {
    const list = status.missing_parts.map((item) =>
      item.required_count > 1 ? `${item.part_type} (${item.required_count - item.missing_count} of ${item.required_count})` : item.part_type,
    );
    problems.push(`${FRAME_MESSAGES.missing}: ${list.join(', ')}.`);
  }
  if (status.area_violations.length > 0) problems.push(`${FRAME_MESSAGES.area}: ${status.area_violations.map((item) => item.part).join(', ')}.`);
  if (status.position_violations.length > 0) {
    problems.push(`${FRAME_MESSAGES.position}: ${status.position_violations.map((item) => item.part).join(', ')}.`);
  }
  const valid = problems.length === 0;
  return finish(valid, valid ? `${position.name}: all required parts are visible.` : problems.join(' '), parts, status);
};

/** Spec 001 §3's frame validation: `{valid, current_element_validation, details}` and nothing else. */
export const validateFrame = async (
  input: Buffer,
  positionIndex: unknown,
  options: { registry?: ModelRegistry } = {},
): Promise<TFrameValidationResult> => (await validateFrameWithTimings(input, positionIndex, options)).result;
