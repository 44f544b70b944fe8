import { randomUUID } from 'node:crypto';
import { UPLOAD_MESSAGES } from '@cda/contract';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { toIso, type TClock } from '../../lib/clock.js';
import type { TBlobStorage } from '../../storage/blob-storage.js';
import type { CarRepository } from '../cars/car.repository.js';
import type { ReportRepository } from '../reports/report.repository.js';
import type { TSessionUser } from '../sessions/session.service.js';
import type { TaskRepository } from '../tasks/task.repository.js';
import type { UserRepository } from '../users/user.repository.js';
import { assertVideo, inspectImage, type TInspectedImage } from './image-inspection.js';
import type { TReceivedFile, TReceivedUpload } from './upload.receiver.js';

export const CAR_NAME_MAX = 100;
export const ANALYSIS_TASK_TYPE = 'damage_analysis';

const isTrue = (value: string | undefined) => value === 'true' || value === '1' || value === 'on';

export class AssessmentService {
  constructor(
    private readonly deps: {
      db: TDb;
      cars: CarRepository;
      reports: ReportRepository;
      tasks: TaskRepository;
      users: UserRepository;
      storage: TBlobStorage;
      clock: TClock;
      maxAttempts: number;
    },
  ) {}

  /**
   * Turns a received upload into a car (if new), a report, its photos and a pending task. Everything is checked
   * before anything is stored; if storing fails half-way, the files already stored are removed again and the
   * transaction leaves no rows, so a refused or failed upload leaves nothing behind.
   */
  async createAssessment(
    user: TSessionUser,
    upload: TReceivedUpload,
    options: { carName?: string; callbackUrl?: string } = {},
  ): Promise<{ taskId: string; reportId: number; carId: number }> {
    const { db, cars, reports, tasks, storage, clock } = this.deps;
    const carName = (options.carName ?? upload.fields.carName ?? '').trim();
    if (!carName) throw new AppError('bad_request', UPLOAD_MESSAGES.carNameRequired);
    if (carName.length > CAR_NAME_MAX) throw new AppError('bad_request', `Car name must be at most ${CAR_NAME_MAX} characters.`);
    const photoFiles = upload.files.filter((file) => file.field === 'photos');
    if (photoFiles.length === 0) throw new AppError('bad_request', 'Please add at least one photo.');
    const inspected = [];
    for (const file of photoFiles) inspected.push({ file, image: await inspectImage(file.path) });
    for (const video of upload.files.filter((file) => file.field === 'video')) await assertVideo(video.path);

    const prefix = `u${user.id}/${randomUUID()}`;
    const stored: string[] = [];
    try {
      const placed: { key: string; file: TReceivedFile; image: TInspectedImage; position: number }[] = [];
      for (const [index, { file, image }] of inspected.entries()) {
        const key = `${prefix}/${index + 1}-original.${image.ext}`;
        await storage.putFile(key, file.path, image.mime);
        stored.push(key);
        placed.push({ key, file, image, position: index });
      }
      const now = toIso(clock.now());
      const taskId = randomUUID();
      const { reportId, carId } = await db.transaction().execute(async (trx) => {
        const car =
          (await cars.findByName(user.id, carName, trx)) ??
          (await cars.insert({ user_id: user.id, name: carName, license_number: '', color: '', auto_type: '', created_at: now, updated_at: now }, trx));
        await cars.update(car.id, { updated_at: now }, trx);
        const report = await reports.insert(
          { car_id: car.id, user_id: user.id, status: 'photos_added', description: '', detailed: isTrue(upload.fields.createDetailedReport) ? 1 : 0, created_at: now, updated_at: now },
          trx,
        );
        await reports.insertPhotos(
          placed.map(({ key, file, image, position }) => ({
            report_id: report.id,
            user_id: user.id,
            position,
            original_key: key,
            original_name: file.originalName,
            mime_type: image.mime,
            size_bytes: file.size,
            width: image.width,
            height: image.height,
            normalized_key: null,
            thumbnail_key: null,
            result_key: null,
            orientation: null,
            exif_json: null,
            phash: null,
            analysis_json: null,
            created_at: now,
          })),
          trx,
        );
        await tasks.insert(
          {
            id: taskId,
            user_id: user.id,
            report_id: report.id,
            car_name: car.name,
            task_type: ANALYSIS_TASK_TYPE,
            status: 'pending',
            progress: 0,
            attempts: 0,
            max_attempts: this.deps.maxAttempts,
            error_message: null,
            cancel_requested: 0,
            run_after: now,
            locked_by: null,
            lease_until: null,
            created_at: now,
            started_at: null,
            finished_at: null,
            callback_url: options.callbackUrl ?? null,
          },
          trx,
        );
        await this.deps.users.bumpDataVersion(user.id, trx);
        return { reportId: report.id, carId: car.id };
      });
      return { taskId, reportId, carId };
    } catch (error) {
      await storage.delete(stored).catch(() => undefined);
      throw error;
    }
  }
}
