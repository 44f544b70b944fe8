import { toIso, type TClock } from '../../lib/clock.js';
import type { TBlobStorage } from '../../storage/blob-storage.js';
import type { CarRepository } from '../cars/car.repository.js';
import type { ReportRepository, TPhotoRow } from '../reports/report.repository.js';
import { derivePhoto } from './photo-processing.js';
import type { TPhotoAnalyzer, TPlateRead } from './photo-analyzer.js';

/**
 * A plate read from a report's photos fills the car's empty licence number only at this confidence (mean character
 * probability of the OCR) or above: clean synthetic and real plates read at 0.9 and more, misreads of partly hidden
 * or distant plates mostly below 0.8.
 */
export const PLATE_FILL_MIN_CONFIDENCE = 0.8;

export class TaskCancelledError extends Error {
  constructor() {
    super('Cancelled by user');
  }
}

export type TTaskControl = {
  /** Records progress and extends the lease; throws TaskCancelledError when the owner cancelled. */
  checkpoint: (progress: number) => Promise<void>;
};

const keyFor = (photo: TPhotoRow, suffix: string) => photo.original_key.replace(/original\.[a-z0-9]+$/, suffix);

/**
 * Analyses every photo of a report. Idempotent: a retry overwrites the same keys and replaces the same damage
 * rows, so a task picked up again after a crash ends in the same state as one that never crashed.
 */
export const createAnalysisHandler = (deps: {
  reports: ReportRepository;
  cars: CarRepository;
  storage: TBlobStorage;
  analyzer: TPhotoAnalyzer;
  clock: TClock;
}) => {
  const { reports, cars, storage, analyzer, clock } = deps;

  return async (reportId: number, control: TTaskControl): Promise<void> => {
    const report = await reports.findById(reportId);
    if (!report) throw new Error('The report was deleted before it could be analysed.');
    await reports.setStatus(reportId, 'processing', toIso(clock.now()));
    const photos = await reports.listPhotos(reportId);
    const notes = new Set<string>();
    let damageCount = 0;
    let bestPlate: TPlateRead | null = null;
    await control.checkpoint(0);

    for (const [index, photo] of photos.entries()) {
      let derived: Awaited<ReturnType<typeof derivePhoto>>;
      try {
        derived = await derivePhoto(await storage.read(photo.original_key));
      } catch {
        // The upload check reads only the header; a body that is cut off or corrupt shows up here.
        throw new Error(`Photo ${index + 1} (${photo.original_name}) could not be decoded: the file is damaged or incomplete.`);
      }
      const normalizedKey = keyFor(photo, 'normalized.jpg');
      const thumbnailKey = keyFor(photo, 'thumbnail.jpg');
      await storage.putBuffer(normalizedKey, derived.normalized, 'image/jpeg');
      await storage.putBuffer(thumbnailKey, derived.thumbnail, 'image/jpeg');

      const analysis = await analyzer.analyze(derived.normalized);
      analysis.notes.forEach((note) => notes.add(note));
      if (analysis.plate && analysis.plate.confidence >= PLATE_FILL_MIN_CONFIDENCE && analysis.plate.confidence > (bestPlate?.confidence ?? 0)) {
        bestPlate = analysis.plate;
      }
      let resultKey: string | null = null;
      if (analysis.annotated) {
        resultKey = keyFor(photo, 'result.jpg');
        await storage.putBuffer(resultKey, analysis.annotated, 'image/jpeg');
      }
      await reports.replaceDamages(
        photo.id,
        analysis.findings.map((finding) => ({
          photo_id: photo.id,
          report_id: reportId,
          car_part: finding.car_part,
          damage_type: finding.damage_type,
          severity: finding.severity,
          damage_cost: finding.damage_cost,
          cost_cents: finding.cost_cents,
          area: finding.area,
          description: finding.description,
          geometry_json: finding.geometry === undefined ? null : JSON.stringify(finding.geometry),
          confidence: finding.confidence,
        })),
      );
      damageCount += analysis.findings.length;
      await reports.updatePhoto(photo.id, {
        normalized_key: normalizedKey,
        thumbnail_key: thumbnailKey,
        result_key: resultKey,
        width: derived.width,
        height: derived.height,
        orientation: derived.orientation,
        exif_json: JSON.stringify(derived.exif),
        phash: derived.phash,
        analysis_json: JSON.stringify({
          notes: analysis.notes,
          findings: analysis.findings.length,
          ...(analysis.plate === undefined ? {} : { plate: analysis.plate, plate_note: analysis.plateNote ?? null }),
        }),
      });
      await control.checkpoint(Math.round(((index + 1) / photos.length) * 100));
    }

    // Never overwrites a number the owner typed: the repository writes only where the number is still empty.
    if (bestPlate) await cars.fillLicenceNumber(report.car_id, { text: bestPlate.text, confidence: bestPlate.confidence }, toIso(clock.now()));

    const summary = [
      `${photos.length} photo${photos.length === 1 ? '' : 's'} analysed, ${damageCount} damage${damageCount === 1 ? '' : 's'} found.`,
      ...notes,
    ].join(' ');
    await reports.setStatus(reportId, 'completed', toIso(clock.now()), summary);
  };
};
