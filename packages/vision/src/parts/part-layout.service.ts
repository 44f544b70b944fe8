import { findConnectedComponents, type TComponents } from '../decoders/connected-components.js';
import type { TBox, TSegmentationMap } from '../decoders/detection.types.js';
import {
  AXLE_OF_PART,
  friendlyPartName,
  isAxleAmbiguous,
  mapPartName,
  resolveAmbiguousName,
  type TSide,
  type TSpecPart,
} from './part-names.js';

/**
 * Regions smaller than this share of the part map are noise (a few stray cells at an edge), not a part. At a
 * 320x320 map that is 51 cells, about a 7x7 patch.
 */
export const MIN_PART_FRACTION = 0.0005;

/**
 * A part region must also have this share of its minimum size as interior cells (all four neighbours in the
 * region): the thin seams a segmentation model paints where two parts meet, and resize blends along edges, have
 * none, real parts have plenty.
 */
export const MIN_PART_INTERIOR_SHARE = 0.25;

/**
 * A frontal or rear view: the front (back) parts' centre lies within this share of the car's width from its
 * middle, so front/back cannot tell left from right and every ambiguous part takes the visible end's name.
 */
export const CENTRED_VIEW_TOLERANCE = 0.12;

export type TPartInstance = {
  /** 1-based id, the value in `TPartLayout.instanceOf`. */
  id: number;
  /** The model's class name. */
  label: string;
  part: TSpecPart;
  friendly: string;
  side: TSide;
  confidence: number;
  box: TBox;
  centroid: { x: number; y: number };
  /** Image pixels covered (cells x cell area). */
  area: number;
  cells: number;
};

export type TCarOrientation = {
  /** Where the front of the car is in the image; null when no part says. */
  front: 'left' | 'right' | 'centre' | null;
  back: 'left' | 'right' | 'centre' | null;
  extent: TBox | null;
};

export type TPartLayout = {
  instances: TPartInstance[];
  orientation: TCarOrientation;
  /** Per map cell, the id of the part instance covering it (0 = none). */
  instanceOf: Int32Array;
  map: TSegmentationMap;
  /** Image pixels covered by any part. */
  partArea: number;
};

type TDraft = Omit<TPartInstance, 'part' | 'friendly'> & { name: ReturnType<typeof mapPartName>['name'] };

const weightedCentreX = (drafts: TDraft[], axle: 'front' | 'back'): number | null => {
  let sum = 0;
  let weight = 0;
  for (const draft of drafts) {
    if (!isAxleAmbiguous(draft.name) && AXLE_OF_PART[draft.name] === axle) {
      sum += draft.centroid.x * draft.area;
      weight += draft.area;
    }
  }
  return weight > 0 ? sum / weight : null;
};

/**
 * Which end of the car faces which side of the image. With both ends visible (side and three-quarter views) the
 * front is the side of the front parts' centre relative to the back parts' centre. With one end visible, it is
 * left or right of the car's middle, or 'centre' (a frontal or rear view) when within CENTRED_VIEW_TOLERANCE.
 */
export const orientCar = (drafts: TDraft[], extent: TBox | null): TCarOrientation => {
  const frontX = weightedCentreX(drafts, 'front');
  const backX = weightedCentreX(drafts, 'back');
  if (!extent) return { front: null, back: null, extent };
  const middle = (extent.x1 + extent.x2) / 2;
  const tolerance = CENTRED_VIEW_TOLERANCE * Math.max(1, extent.x2 - extent.x1);
  const place = (x: number | null): TCarOrientation['front'] => {
    if (x === null) return null;
    if (Math.abs(x - middle) <= tolerance) return 'centre';
    return x < middle ? 'left' : 'right';
  };
  if (frontX !== null && backX !== null && Math.abs(frontX - backX) > tolerance) {
    return { front: frontX < backX ? 'left' : 'right', back: frontX < backX ? 'right' : 'left', extent };
  }
  return { front: place(frontX), back: place(backX), extent };
};

/**
 * Front or back for a wheel, door, window, bumper, light or glass the model did not qualify. Rule (README, "Front
 * and back"): when the car's front is known to face left or right, a part whose centre lies in the front half of
 * the car's horizontal extent is a front part, otherwise a back part. In a frontal view (only front parts,
 * centred) everything is front; in a rear view everything is back. Nothing to go on: front, the more photographed
 * end; the part is still reported, never dropped.
 */
export const resolveAxle = (centreX: number, orientation: TCarOrientation): 'front' | 'back' => {
  const { front, back, extent } = orientation;
  if (extent && (front === 'left' || front === 'right')) {
    const middle = (extent.x1 + extent.x2) / 2;
    return (front === 'left') === centreX < middle ? 'front' : 'back';
  }
  if (extent && (back === 'left' || back === 'right')) {
    const middle = (extent.x1 + extent.x2) / 2;
    return (back === 'left') === centreX < middle ? 'back' : 'front';
  }
  if (back !== null && front === null) return 'back';
  return 'front';
};

const unionBox = (boxes: TBox[]): TBox | null =>
  boxes.length === 0
    ? null
    : boxes.reduce((a, b) => ({ x1: Math.min(a.x1, b.x1), y1: Math.min(a.y1, b.y1), x2: Math.max(a.x2, b.x2), y2: Math.max(a.y2, b.y2) }));

/** Part instances (connected regions of each class) in spec names, with front/back resolved from the layout. */
export const layoutParts = (map: TSegmentationMap, options: { minFraction?: number; minConfidence?: number } = {}): TPartLayout => {
  const { labels, components }: TComponents = findConnectedComponents(map);
  const minCells = Math.max(1, Math.round((options.minFraction ?? MIN_PART_FRACTION) * map.width * map.height));
  const cellArea = map.toImage.scaleX * map.toImage.scaleY;
  const keptIds = new Int32Array(components.length + 1);
  const drafts: TDraft[] = [];
  for (const component of components) {
    if (component.cells < minCells || component.interior < minCells * MIN_PART_INTERIOR_SHARE) continue;
    if (component.confidenceSum / component.cells < (options.minConfidence ?? 0)) continue;
    const label = map.labels[component.classId - 1] ?? 'unknown';
    const mapped = mapPartName(label);
    const { scaleX, scaleY, offsetX, offsetY } = map.toImage;
    const id = drafts.length + 1;
    keptIds[component.id] = id;
    drafts.push({
      id,
      label,
      name: mapped.name,
      side: mapped.side,
      confidence: component.confidenceSum / component.cells,
      box: {
        x1: component.minX * scaleX + offsetX,
        y1: component.minY * scaleY + offsetY,
        x2: (component.maxX + 1) * scaleX + offsetX,
        y2: (component.maxY + 1) * scaleY + offsetY,
      },
      centroid: {
        x: (component.sumX / component.cells + 0.5) * scaleX + offsetX,
        y: (component.sumY / component.cells + 0.5) * scaleY + offsetY,
      },
      area: component.cells * cellArea,
      cells: component.cells,
    });
  }
  const instanceOf = new Int32Array(labels.length);
  for (let cell = 0; cell < labels.length; cell += 1) instanceOf[cell] = keptIds[labels[cell]!]!;
  const orientation = orientCar(drafts, unionBox(drafts.map((draft) => draft.box)));
  const instances = drafts.map(({ name, ...draft }) => {
    const part = resolveAmbiguousName(name, resolveAxle(draft.centroid.x, orientation));
    return { ...draft, part, friendly: friendlyPartName(part) };
  });
  return { instances, orientation, instanceOf, map, partArea: instances.reduce((sum, instance) => sum + instance.area, 0) };
};
