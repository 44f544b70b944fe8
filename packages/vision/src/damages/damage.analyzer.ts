import { findConnectedComponents } from '../decoders/connected-components.js';
import type { TBox, TGridTransform, TSegmentationMap } from '../decoders/detection.types.js';
import type { TPartLayout } from '../parts/part-layout.service.js';
import { friendlyPartName, isAxleAmbiguous, resolveAmbiguousName, UNKNOWN_PART, type TSide, type TSpecPart } from '../parts/part-names.js';
import { resolveAxle } from '../parts/part-layout.service.js';
import { gradeSeverity, interpretDamageClass, type TSeverity } from './damage-rules.js';

/**
 * The unit behind the report's 'sq. units': one ten-thousandth of the photo's area (a damage covering 5 % of the
 * photo measures 500 sq. units). It does not depend on the photo's resolution or the model's input size, so areas
 * from different cameras and models compare; the photo is the only scale a single picture has.
 */
export const SQ_UNITS_PER_PHOTO = 10_000;

/** Damage regions smaller than this share of the damage map are dropped as noise (51 cells at 320x320). */
export const MIN_DAMAGE_FRACTION = 0.0005;

/**
 * At most this many damages per photo, the largest kept: an undertrained or confused model can scatter hundreds of
 * specks, and a report listing them helps nobody. The pipeline notes how many were left out.
 */
export const MAX_DAMAGES_PER_PHOTO = 25;

export type TDamageRegion = {
  /** The damage model's class name. */
  label: string;
  damageType: string;
  part: TSpecPart;
  partFriendly: string;
  side: TSide;
  /**
   * The part instance the damage overlaps most. Null when it overlaps none: the damage class's panel then names the
   * part (front/back from the car's layout), or UNKNOWN_PART when even that is unknown.
   */
  partInstanceId: number | null;
  /** Share of the damage's cells that lie on the assigned part instance (0 when assigned from the class). */
  partOverlap: number;
  box: TBox;
  /** Image pixels (of the analysed image) covered. */
  pixelArea: number;
  /** Area in sq. units (see SQ_UNITS_PER_PHOTO), two decimals. */
  area: number;
  shareOfPart: number | null;
  shareOfPhoto: number;
  severity: TSeverity;
  severityReasons: string[];
  confidence: number;
};

export type TDamageAnalysis = {
  regions: TDamageRegion[];
  /** Per damage-map cell, the 1-based index of its region in `regions` (0 = none): what the annotation paints. */
  regionOf: Int32Array;
  /** Regions beyond `maxRegions` (the smallest), not reported. */
  leftOut: number;
};

/** Per-column/row lookup from one grid to another through image coordinates (cell centres); -1 outside. */
const crossGridIndex = (from: TGridTransform, to: TGridTransform, count: number, limit: number, axis: 'x' | 'y'): Int32Array => {
  const index = new Int32Array(count);
  const [scaleFrom, offsetFrom, scaleTo, offsetTo] =
    axis === 'x' ? [from.scaleX, from.offsetX, to.scaleX, to.offsetX] : [from.scaleY, from.offsetY, to.scaleY, to.offsetY];
  for (let i = 0; i < count; i += 1) {
    const image = (i + 0.5) * scaleFrom + offsetFrom;
    const target = Math.floor((image - offsetTo) / scaleTo);
    index[i] = target >= 0 && target < limit ? target : -1;
  }
  return index;
};

/**
 * Damage regions (connected components of the damage map), each assigned to the part instance it overlaps most,
 * measured, and graded. Without a part layout (no part model) the damage class's panel names the part.
 */
/** Share of the map's cells predicted as any damage class (class 0 is background). */
const damagedShare = (damageMap: TSegmentationMap): number => {
  let damaged = 0;
  for (const classId of damageMap.classIds) if (classId !== 0) damaged += 1;
  return damaged / Math.max(1, damageMap.classIds.length);
};

export const analyzeDamages = (
  damageMap: TSegmentationMap,
  layout: TPartLayout | null,
  options: { minFraction?: number; minConfidence?: number; maxRegions?: number; minImageFraction?: number } = {},
): TDamageAnalysis => {
  // The model card's image-level rule: a photo whose predicted damage covers less than this share of it is undamaged.
  if (options.minImageFraction && damagedShare(damageMap) < options.minImageFraction) {
    return { regions: [], regionOf: new Int32Array(damageMap.width * damageMap.height), leftOut: 0 };
  }
  const { labels, components } = findConnectedComponents(damageMap);
  const minCells = Math.max(1, Math.round((options.minFraction ?? MIN_DAMAGE_FRACTION) * damageMap.width * damageMap.height));
  const minConfidence = options.minConfidence ?? 0;
  const candidates = components.filter(
    (component) => component.cells >= minCells && component.confidenceSum / component.cells >= minConfidence,
  );
  // Largest first, then back in map order so the findings read top to bottom as the photo does.
  const maxRegions = options.maxRegions ?? MAX_DAMAGES_PER_PHOTO;
  const kept = [...candidates].sort((a, b) => b.cells - a.cells).slice(0, maxRegions).sort((a, b) => a.id - b.id);
  const regionOf = new Int32Array(labels.length);
  if (kept.length === 0) return { regions: [], regionOf, leftOut: 0 };
  const indexOf = new Int32Array(components.length + 1);
  kept.forEach((component, index) => (indexOf[component.id] = index + 1));
  for (let cell = 0; cell < labels.length; cell += 1) regionOf[cell] = indexOf[labels[cell]!]!;

  // overlap[componentId] = Map(partInstanceId -> cells)
  const overlap = new Map<number, Map<number, number>>(kept.map((component) => [component.id, new Map()]));
  if (layout) {
    const partMap = layout.map;
    const columns = crossGridIndex(damageMap.toImage, partMap.toImage, damageMap.width, partMap.width, 'x');
    const rows = crossGridIndex(damageMap.toImage, partMap.toImage, damageMap.height, partMap.height, 'y');
    for (let y = 0; y < damageMap.height; y += 1) {
      const row = rows[y]!;
      if (row < 0) continue;
      for (let x = 0; x < damageMap.width; x += 1) {
        const counts = overlap.get(labels[y * damageMap.width + x]!);
        const column = columns[x]!;
        if (!counts || column < 0) continue;
        const instance = layout.instanceOf[row * partMap.width + column]!;
        if (instance > 0) counts.set(instance, (counts.get(instance) ?? 0) + 1);
      }
    }
  }

  const { scaleX, scaleY, offsetX, offsetY } = damageMap.toImage;
  const cellArea = scaleX * scaleY;
  const photoArea = damageMap.imageWidth * damageMap.imageHeight;
  const regions = kept.map((component): TDamageRegion => {
    const label = damageMap.labels[component.classId - 1] ?? 'damage';
    const { damageType, panel } = interpretDamageClass(label);
    const pixelArea = component.cells * cellArea;
    const box = {
      x1: Math.max(0, component.minX * scaleX + offsetX),
      y1: Math.max(0, component.minY * scaleY + offsetY),
      x2: Math.min(damageMap.imageWidth, (component.maxX + 1) * scaleX + offsetX),
      y2: Math.min(damageMap.imageHeight, (component.maxY + 1) * scaleY + offsetY),
    };
    let best: { id: number; cells: number } | null = null;
    for (const [id, cells] of overlap.get(component.id) ?? []) if (!best || cells > best.cells) best = { id, cells };
    const instance = best && layout ? layout.instances[best.id - 1] : undefined;
    let part: TSpecPart;
    if (instance) {
      part = instance.part;
    } else if (panel && !isAxleAmbiguous(panel)) {
      part = panel;
    } else if (panel && layout && (layout.orientation.front || layout.orientation.back)) {
      const centreX = (component.sumX / component.cells + 0.5) * scaleX + offsetX;
      part = resolveAmbiguousName(panel, resolveAxle(centreX, layout.orientation));
    } else {
      // A panel like 'Bumper' with no car layout to tell front from back: not guessed.
      part = UNKNOWN_PART;
    }
    const shareOfPart = instance ? Math.min(1, pixelArea / instance.area) : null;
    const shareOfPhoto = pixelArea / photoArea;
    const verdict = gradeSeverity({ damageType, part, shareOfPart, shareOfPhoto });
    return {
      label,
      damageType,
      part,
      partFriendly: friendlyPartName(part),
      side: instance?.side ?? null,
      partInstanceId: instance?.id ?? null,
      partOverlap: instance && best ? best.cells / component.cells : 0,
      box,
      pixelArea,
      area: Math.round(shareOfPhoto * SQ_UNITS_PER_PHOTO * 100) / 100,
      shareOfPart,
      shareOfPhoto,
      severity: verdict.severity,
      severityReasons: verdict.reasons,
      confidence: component.confidenceSum / component.cells,
    };
  });
  return { regions, regionOf, leftOut: candidates.length - kept.length };
};
