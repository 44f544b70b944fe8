import type { TBox } from '../decoders/detection.types.js';
import { boxArea } from '../decoders/detection.types.js';
import type { TRasterImage } from '../image/image.decoder.js';
import type { ModelRegistry, TModelEntry } from '../models/model.registry.js';
import { detectObjects, type TModelTimings } from '../models/model.runner.js';
import type { TPartLayout } from '../parts/part-layout.service.js';

/**
 * Without a vehicle model the part model decides: a car is in view when its parts cover at least this share of
 * the photo and at least MIN_VEHICLE_PARTS separate part regions were found (one region alone is as likely a
 * false positive on a wall or a bin as a car).
 */
export const MIN_VEHICLE_PART_FRACTION = 0.02;
export const MIN_VEHICLE_PARTS = 2;

export type TVehicleVerdict = {
  /** null when no model could tell. */
  present: boolean | null;
  decidedBy: 'vehicle-model' | 'part-model' | null;
  confidence: number | null;
  /** The main vehicle (largest detection) or the extent of the car's parts. */
  box: TBox | null;
  /** How many vehicles the vehicle model saw. */
  count: number;
};

export const UNDECIDED_VEHICLE: TVehicleVerdict = { present: null, decidedBy: null, confidence: null, box: null, count: 0 };

/** Runs the vehicle-detection model; the largest vehicle is the subject (others are parked in the background). */
export const detectVehicle = async (
  registry: ModelRegistry,
  entry: TModelEntry,
  image: TRasterImage,
): Promise<{ verdict: TVehicleVerdict; timings: TModelTimings }> => {
  const wanted = new Set(entry.card.vehicle_classes);
  const classFilter = new Set(entry.card.classes.flatMap((name, index) => (wanted.has(name) ? [index] : [])));
  const { detections, timings } = await detectObjects(registry, entry, image, { classFilter });
  const main = [...detections].sort((a, b) => boxArea(b.box) - boxArea(a.box))[0];
  return {
    verdict: main
      ? { present: true, decidedBy: 'vehicle-model', confidence: main.score, box: main.box, count: detections.length }
      : { present: false, decidedBy: 'vehicle-model', confidence: null, box: null, count: 0 },
    timings,
  };
};

/** The part model's verdict (see MIN_VEHICLE_PART_FRACTION). */
export const vehicleFromParts = (layout: TPartLayout): TVehicleVerdict => {
  const photoArea = layout.map.imageWidth * layout.map.imageHeight;
  const share = layout.partArea / photoArea;
  const present = share >= MIN_VEHICLE_PART_FRACTION && layout.instances.length >= MIN_VEHICLE_PARTS;
  const confidence =
    layout.partArea > 0 ? layout.instances.reduce((sum, instance) => sum + instance.confidence * instance.area, 0) / layout.partArea : null;
  return { present, decidedBy: 'part-model', confidence, box: present ? layout.orientation.extent : null, count: present ? 1 : 0 };
};
