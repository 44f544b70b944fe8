import type { TPlateReading, TReport, TReportStatus } from '@cda/contract';
import { AppError } from '../../errors/app-error.js';
import { toIso, type TClock } from '../../lib/clock.js';
import type { TBlobStorage } from '../../storage/blob-storage.js';
import type { CarRepository } from '../cars/car.repository.js';
import type { TSessionUser } from '../sessions/session.service.js';
import type { UserRepository } from '../users/user.repository.js';
import { damageEstimate, type TDamageEstimate } from './report-estimate.mapper.js';
import type { ReportRepository, TPhotoRow } from './report.repository.js';

export type TPhotoVariant = 'original' | 'normalized' | 'thumbnail' | 'result';

/** Image types pdfkit can embed as they are. */
const EMBEDDABLE_TYPES = new Set(['image/jpeg', 'image/png']);

export const photoUrl = (photoId: number, variant: TPhotoVariant) => `/api/media/photos/${photoId}/${variant}/`;

/** The plate the analysis read from a photo (kept in its analysis_json), null when none or not recorded. */
const storedPlate = (analysisJson: string | null): TPlateReading | null => {
  if (!analysisJson) return null;
  try {
    const plate = (JSON.parse(analysisJson) as { plate?: { text?: unknown; confidence?: unknown } | null }).plate;
    return plate && typeof plate.text === 'string' && typeof plate.confidence === 'number' ? { text: plate.text, confidence: plate.confidence } : null;
  } catch {
    return null;
  }
};

export class ReportService {
  constructor(
    private readonly deps: { reports: ReportRepository; cars: CarRepository; users: UserRepository; storage: TBlobStorage; clock: TClock },
  ) {}

  async createReport(user: TSessionUser, carId: number) {
    const car = await this.deps.cars.findOwned(user.id, carId);
    if (!car) throw new AppError('not_found', 'Car not found.');
    const now = toIso(this.deps.clock.now());
    const report = await this.deps.reports.insert({ car_id: car.id, user_id: user.id, status: 'created', description: '', detailed: 0, created_at: now, updated_at: now });
    await this.deps.users.bumpDataVersion(user.id);
    return { id: report.id, created_at: report.created_at, status: report.status as TReportStatus, description: report.description, car_id: car.id };
  }

  /** Another user's report is a 403, as the report page expects; an unknown one a 404. */
  private async requireReadable(user: TSessionUser, reportId: number) {
    const report = await this.deps.reports.findById(reportId);
    if (!report) throw new AppError('not_found', 'Report not found.');
    if (report.user_id !== user.id) throw new AppError('forbidden', 'You do not have permission to access this resource.');
    return report;
  }

  async deleteReport(user: TSessionUser, reportId: number): Promise<void> {
    const report = await this.deps.reports.findById(reportId);
    if (!report || report.user_id !== user.id) throw new AppError('not_found', 'Report not found.');
    const keys = await this.deps.reports.listStorageKeys({ reportIds: [reportId] });
    await this.deps.reports.delete(reportId);
    await this.deps.users.bumpDataVersion(user.id);
    await this.deps.storage.delete(keys);
  }

  async getResults(user: TSessionUser, reportId: number): Promise<TReport> {
    return (await this.loadResults(user, reportId)).report;
  }

  /** The report with each damage's explainable estimate lines, by damage id. */
  async getEstimatedResults(user: TSessionUser, reportId: number): Promise<{ report: TReport; estimates: Map<number, TDamageEstimate> }> {
    const { report, damages } = await this.loadResults(user, reportId);
    return { report, estimates: new Map(damages.map((damage) => [damage.id, damageEstimate(damage)])) };
  }

  /**
   * Everything the PDF shows: the report, the estimates and, per photo in report order, the image to print, read
   * through storage: the annotated result, else the original as its normalised copy (upright, since pdfkit would
   * turn an EXIF-rotated original inside a box sized for the unrotated one, and smaller), else the original itself
   * while no copy exists yet, when pdfkit can embed its type.
   */
  async getPrintableReport(user: TSessionUser, reportId: number) {
    const { report, photos, damages } = await this.loadResults(user, reportId);
    // Read one at a time while the PDF is drawn, so a 10-photo report never holds every image at once.
    const images = photos.map((photo) => async (): Promise<Buffer | null> => {
      const key = photo.result_key ?? photo.normalized_key ?? (EMBEDDABLE_TYPES.has(photo.mime_type) ? photo.original_key : null);
      return key ? this.deps.storage.read(key) : null;
    });
    return { report, estimates: new Map(damages.map((damage) => [damage.id, damageEstimate(damage)])), images };
  }

  private async loadResults(user: TSessionUser, reportId: number) {
    const report = await this.requireReadable(user, reportId);
    const [car, photos, damages] = await Promise.all([
      this.deps.cars.findById(report.car_id),
      this.deps.reports.listPhotos(reportId),
      this.deps.reports.listDamages(reportId),
    ]);
    const view: TReport = {
      id: report.id,
      created_at: report.created_at,
      status: report.status as TReportStatus,
      description: report.description,
      car: {
        id: report.car_id,
        name: car?.name ?? '',
        auto_type: car?.auto_type ?? '',
        license_number: car?.license_number ?? '',
        color: car?.color ?? '',
        license_confidence: car?.license_confidence ?? null,
      },
      photos: photos.map((photo) => ({
        id: photo.id,
        plate: storedPlate(photo.analysis_json),
        image_url: photoUrl(photo.id, 'original'),
        image_result: photo.result_key ? photoUrl(photo.id, 'result') : null,
        thumbnail_url: photo.thumbnail_key ? photoUrl(photo.id, 'thumbnail') : null,
        orientation: photo.orientation,
        width: photo.width,
        height: photo.height,
        photos: damages
          .filter((damage) => damage.photo_id === photo.id)
          .map((damage) => ({
            id: damage.id,
            car_part: damage.car_part,
            damage_type: damage.damage_type,
            severity: damage.severity,
            damage_cost: damage.damage_cost,
            area: damage.area,
            description: damage.description,
            confidence: damage.confidence,
          })),
      })),
    };
    return { report: view, photos, damages };
  }

  /** A stored image of the user's own photo; others get a 404 so ids reveal nothing. */
  async openPhoto(user: TSessionUser, photoId: number, variant: TPhotoVariant) {
    const photo = await this.deps.reports.findPhoto(photoId);
    if (!photo || photo.user_id !== user.id) throw new AppError('not_found', 'Photo not found.');
    const key = this.keyOf(photo, variant);
    if (!key) throw new AppError('not_found', 'This version of the photo does not exist yet.');
    const contentType = variant === 'original' ? photo.mime_type : 'image/jpeg';
    return { stream: await this.deps.storage.stream(key), contentType };
  }

  private keyOf(photo: TPhotoRow, variant: TPhotoVariant): string | null {
    if (variant === 'original') return photo.original_key;
    if (variant === 'normalized') return photo.normalized_key;
    if (variant === 'thumbnail') return photo.thumbnail_key;
    return photo.result_key;
  }
}
