import { renderAnnotatedImage } from '../annotate/annotation.renderer.js';
import { DEFAULT_CATALOGUE, type TCatalogue } from '../costing/catalogue.loader.js';
import { estimateDamage, type TEstimate } from '../costing/cost.service.js';
import { computePartTotals, formatDollars, type TPartTotal } from '@cda/contract';
import { analyzeDamages, SQ_UNITS_PER_PHOTO, type TDamageAnalysis } from '../damages/damage.analyzer.js';
import type { TBox } from '../decoders/detection.types.js';
import { decodePhoto } from '../image/image.decoder.js';
import { ModelCardError } from '../vision.errors.js';
import type { TPlateReading } from '../plates/plate.reader.js';
import { readPlateStep, type TPlateOption } from '../plates/plate.step.js';
import { startEarly } from './early-start.js';
import { getDefaultRegistry, type ModelRegistry } from '../models/model.registry.js';
import { segmentImage, type TModelTimings, type TSegmentationResult } from '../models/model.runner.js';
import { layoutParts, type TPartLayout } from '../parts/part-layout.service.js';
import type { TSide, TSpecPart } from '../parts/part-names.js';
import { assessQuality, toAnalysisGrey, type TQualityReport } from '../quality/image-quality.service.js';
import { computeDifferenceHash, summarizeMetadata, type TPhotoMetadata } from './photo-metadata.reader.js';
import { detectVehicle, UNDECIDED_VEHICLE, vehicleFromParts, type TVehicleVerdict } from './vehicle.detector.js';

/** Photos are analysed (and annotated) at this longest side; the server hands over 2048 px normalised JPEGs. */
export const ANALYSIS_MAX_SIDE = 1600;

export const NOTES = {
  noDamageModel: 'No damage model is installed: no damages were detected or invented.',
  noPartModel: 'No part model is installed: damages are named after the damage model\'s class only.',
  noVehicleModel: 'No vehicle or part model is installed: whether a car is in the photo was not checked.',
  noVehicle: 'No vehicle was found in the photo, so it was not analysed for damage.',
} as const;

/** One damage in the report's terms (spec 001 §3 Damage) plus what explains it. */
export type TFinding = {
  car_part: TSpecPart;
  damage_type: string;
  severity: 'High' | 'Average' | 'Low';
  damage_cost: string;
  cost_cents: number;
  /** sq. units: 1/10,000 of the photo's area (see SQ_UNITS_PER_PHOTO). */
  area: number;
  description: string;
  confidence: number;
  geometry: {
    /** Box in pixels of the photo as taken (after EXIF orientation). */
    box: TBox;
    side: TSide;
    model_class: string;
    part_overlap: number;
    share_of_part: number | null;
    share_of_photo: number;
    severity_reasons: string[];
  };
  estimate: TEstimate;
};

export type TPartFinding = {
  part: TSpecPart;
  friendly: string;
  side: TSide;
  model_class: string;
  confidence: number;
  box: TBox;
  area: number;
};

export type TStageTimings = {
  decode_ms: number;
  quality_ms: number;
  fingerprint_ms: number;
  vehicle_ms: number;
  parts_ms: number;
  damages_ms: number;
  assignment_ms: number;
  costing_ms: number;
  plate_ms: number;
  annotate_ms: number;
  total_ms: number;
  /** onnxruntime's own time, summed over models: total_ms / inference_ms is the overhead ratio we own. */
  inference_ms: number;
  models: Record<string, TModelTimings>;
};

export type TPhotoAnalysisResult = {
  image: { width: number; height: number; analysed_width: number; analysed_height: number; format: string; orientation: 'landscape' | 'portrait' | 'square' };
  metadata: TPhotoMetadata;
  hash: string;
  quality: TQualityReport;
  vehicle: TVehicleVerdict;
  parts: TPartFinding[];
  findings: TFinding[];
  /** The licence plate read from the photo (canonical form, see plates/plate-text.rules.ts), or null with a note. */
  plate: TPlateReading | null;
  /** Why no plate was read (also in `notes`); null when one was read or reading is off. */
  plate_note: string | null;
  part_totals: TPartTotal[];
  total_cents: number;
  total: string;
  annotated: Buffer | null;
  notes: string[];
  models: { vehicle: string | null; parts: string | null; damages: string | null };
  timings: TStageTimings;
};

export type TAnalyzeOptions = {
  registry?: ModelRegistry;
  catalogue?: TCatalogue;
  maxSide?: number;
  /** Render the annotated result image (default true). */
  annotate?: boolean;
  /** Read the licence plate (default true: the process-wide reader, loaded on first use); false switches it off. */
  plates?: TPlateOption;
};

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Full analysis of one photo: decode + orient -> quality -> vehicle present -> parts -> damages -> assignment ->
 * area, severity -> cost lines -> annotated image. Missing models are reported in `notes`; nothing is invented.
 * Throws VisionInputError for a file that is not a readable image.
 */
export const analyzePhoto = async (input: Buffer, options: TAnalyzeOptions = {}): Promise<TPhotoAnalysisResult> => {
  const registry = options.registry ?? getDefaultRegistry();
  const catalogue = options.catalogue ?? DEFAULT_CATALOGUE;
  const started = performance.now();
  let mark = started;
  const lap = () => {
    const now = performance.now();
    const elapsed = now - mark;
    mark = now;
    return round(elapsed);
  };
  const timings: TStageTimings = {
    decode_ms: 0, quality_ms: 0, fingerprint_ms: 0, vehicle_ms: 0, parts_ms: 0, damages_ms: 0,
    assignment_ms: 0, costing_ms: 0, plate_ms: 0, annotate_ms: 0, total_ms: 0, inference_ms: 0, models: {},
  };
  const record = (id: string, model: TModelTimings) => {
    timings.models[id] = { preprocessMs: round(model.preprocessMs), inferenceMs: round(model.inferenceMs), decodeMs: round(model.decodeMs) };
    timings.inference_ms = round(timings.inference_ms + model.inferenceMs);
  };

  const decoded = await decodePhoto(input, { maxSide: options.maxSide ?? ANALYSIS_MAX_SIDE });
  const { image, original } = decoded;
  timings.decode_ms = lap();
  const vehicleModel = registry.findByTask('vehicle-detection');
  const partModel = registry.findByTask('part-segmentation');
  const damageModel = registry.findByTask('damage-segmentation');
  // Vehicle and part models start now and run beside each other and the quality and fingerprint stages (see
  // early-start.ts); their answers are collected below in the original order, so notes and verdicts are unchanged.
  const vehicleRun = vehicleModel ? startEarly(() => detectVehicle(registry, vehicleModel, image)) : null;
  const partRun = partModel ? startEarly(() => segmentImage(registry, partModel, image)) : null;

  const grey = await toAnalysisGrey(image);
  const quality = await assessQuality(image, original, { grey });
  timings.quality_ms = lap();
  const hash = await computeDifferenceHash(grey);
  const metadata = summarizeMetadata(decoded.metadata);
  timings.fingerprint_ms = lap();

  const notes: string[] = quality.ok ? [] : [quality.message];

  // A model whose file or card turns out broken is reported and treated as missing, not allowed to fail the photo.
  const attempt = async <T>(id: string, work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ModelCardError)) throw error;
      notes.push(`Model '${id}' could not be used: ${error.message}`);
      return null;
    }
  };

  let vehicle = UNDECIDED_VEHICLE;
  if (vehicleModel && vehicleRun) {
    const detected = await attempt(vehicleModel.id, () => vehicleRun.result());
    if (detected) {
      vehicle = detected.verdict;
      record(vehicleModel.id, detected.timings);
    }
  }
  timings.vehicle_ms = lap();

  // The part model runs even when the vehicle model saw no car: claim photos are often close-ups of one panel,
  // which a COCO detector does not call a car but the part model recognises.
  let layout: TPartLayout | null = null;
  if (partModel && partRun) {
    const parts = await attempt(partModel.id, () => partRun.result());
    if (parts) {
      record(partModel.id, parts.timings);
      layout = layoutParts(parts.map, { minConfidence: partModel.card.thresholds.score });
      const fromParts = vehicleFromParts(layout);
      if (vehicle.decidedBy === null || (vehicle.present === false && fromParts.present)) vehicle = fromParts;
    }
  }
  timings.parts_ms = lap();

  if (!vehicleModel && !partModel) notes.push(NOTES.noVehicleModel);
  if (vehicle.present === false) notes.push(NOTES.noVehicle);
  if (!partModel) notes.push(NOTES.noPartModel);
  if (!damageModel) notes.push(NOTES.noDamageModel);

  let damages: TDamageAnalysis | null = null;
  let damageResult: TSegmentationResult | null = null;
  if (damageModel && vehicle.present !== false) {
    damageResult = await attempt(damageModel.id, () => segmentImage(registry, damageModel, image));
    timings.damages_ms = lap();
    if (damageResult) {
      record(damageModel.id, damageResult.timings);
      const { score, image_min_fraction } = damageModel.card.thresholds;
      damages = analyzeDamages(damageResult.map, layout, { minConfidence: score, minImageFraction: image_min_fraction });
      if (damages.leftOut > 0) notes.push(`${damages.leftOut} smaller damage regions were left out of the report.`);
    }
    timings.assignment_ms = lap();
  }

  // Boxes go back to the photo as taken, the frame of reference of everything stored.
  const toOriginal = original.width / image.width;
  const scaleBox = (box: TBox): TBox => ({
    x1: round(box.x1 * toOriginal), y1: round(box.y1 * toOriginal), x2: round(box.x2 * toOriginal), y2: round(box.y2 * toOriginal),
  });
  const findings: TFinding[] = (damages?.regions ?? []).map((region) => {
    const estimate = estimateDamage(
      {
        part: region.part,
        damageType: region.damageType,
        severity: region.severity,
        detail: `Damaged area ${region.area} sq. units; ${region.severityReasons.join(', ')}.`,
      },
      catalogue,
    );
    return {
      car_part: region.part,
      damage_type: region.damageType,
      severity: region.severity,
      damage_cost: estimate.damage_cost,
      cost_cents: estimate.total_cents,
      area: region.area,
      description: estimate.description,
      confidence: round(region.confidence, 3),
      geometry: {
        box: scaleBox(region.box),
        side: region.side,
        model_class: region.label,
        part_overlap: round(region.partOverlap, 3),
        share_of_part: region.shareOfPart === null ? null : round(region.shareOfPart, 4),
        share_of_photo: round(region.shareOfPhoto, 5),
        severity_reasons: region.severityReasons,
      },
      estimate,
    };
  });
  const partTotals = computePartTotals(findings);
  const totalCents = partTotals.reduce((sum, part) => sum + part.total_cents, 0);
  timings.costing_ms = lap();

  // The plate is searched below the top of the car (the vehicle model's box, else the parts' extent). Reading it
  // (onnxruntime) runs beside the annotation (JavaScript and libvips).
  const plateRun = startEarly(() =>
    readPlateStep({
      image,
      car: vehicle.box ?? layout?.orientation.extent ?? null,
      vehiclePresent: vehicle.present,
      option: options.plates,
      threads: registry.threads,
    }),
  );

  let annotated: Buffer | null = null;
  if (options.annotate !== false && (layout || damages)) {
    annotated = await renderAnnotatedImage({
      image,
      parts: layout,
      damageMap: damageResult?.map ?? null,
      damageOf: damages?.regionOf ?? null,
      damages: (damages?.regions ?? []).map((region, index) => ({
        box: region.box,
        severity: region.severity,
        label: `${region.partFriendly} · ${region.damageType} · ${region.severity} · ${findings[index]!.damage_cost}`,
      })),
    });
  }
  timings.annotate_ms = lap();
  const plateStep = await plateRun.result();
  if (plateStep?.note) notes.push(plateStep.note);
  if (plateStep?.timings) {
    const { preprocessMs, inferenceMs, decodeMs, recogniseMs } = plateStep.timings;
    record('plates', { preprocessMs, inferenceMs, decodeMs: decodeMs + recogniseMs });
  }
  // What the plate reading took beyond the annotation it ran beside.
  timings.plate_ms = lap();
  timings.total_ms = round(performance.now() - started);

  const photoArea = image.width * image.height;
  return {
    image: {
      width: original.width,
      height: original.height,
      analysed_width: image.width,
      analysed_height: image.height,
      format: original.format,
      orientation: original.width === original.height ? 'square' : original.width > original.height ? 'landscape' : 'portrait',
    },
    metadata,
    hash,
    quality,
    vehicle: { ...vehicle, box: vehicle.box ? scaleBox(vehicle.box) : null },
    parts: (layout?.instances ?? []).map((instance) => ({
      part: instance.part,
      friendly: instance.friendly,
      side: instance.side,
      model_class: instance.label,
      confidence: round(instance.confidence, 3),
      box: scaleBox(instance.box),
      area: round((instance.area / photoArea) * SQ_UNITS_PER_PHOTO, 2),
    })),
    findings,
    plate: plateStep?.plate ? { ...plateStep.plate, box: scaleBox(plateStep.plate.box) } : null,
    plate_note: plateStep?.note ?? null,
    part_totals: partTotals,
    total_cents: totalCents,
    total: formatDollars(totalCents),
    annotated,
    notes,
    models: { vehicle: vehicleModel?.id ?? null, parts: partModel?.id ?? null, damages: damageModel?.id ?? null },
    timings,
  };
};
