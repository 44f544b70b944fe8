import type { TReport, TReportSummaryData } from '@cda/contract';
import { partKey } from '@cda/contract';

/** The translation key of a part name ('back-door-1' -> parts.back_door); English falls back to friendlyPartName. */
export const partTranslationKey = (raw: string) => `parts.${partKey(raw)}`;

/** 1-based photo numbers in report order, so damages can say which photo they were found on. */
export const photoNumbers = (report: Pick<TReport, 'photos'>): Map<number, number> =>
  new Map(report.photos.map((photo, index) => [photo.id, index + 1]));

/**
 * Damages whose cost the total leaves out: the non-replacement damages of a part that is replaced (spec 001 §4).
 * Returns their ids so the list can show them as not counted.
 */
export const ignoredDamageIds = (summary: Pick<TReportSummaryData, 'damages' | 'part_costs'>): Set<number> => {
  const replacedParts = new Set(summary.part_costs.filter((part) => part.replacement).map((part) => part.part));
  return new Set(summary.damages.filter((damage) => !damage.replacement && replacedParts.has(partKey(damage.car_part))).map((damage) => damage.id));
};

/** Photos that have an annotated version, the only ones the before/after slider can compare. */
export const comparablePhotos = (report: Pick<TReport, 'photos'>) => report.photos.filter((photo) => photo.image_result !== null);
