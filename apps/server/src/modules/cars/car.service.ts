import type { TCar, TCarCheckResponse, TCarUpdate, TReportStatus, TStatistics, TUserProfileResponse } from '@cda/contract';
import type { TDb } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { toIso, type TClock } from '../../lib/clock.js';
import type { TBlobStorage } from '../../storage/blob-storage.js';
import type { ReportRepository } from '../reports/report.repository.js';
import type { TSessionUser } from '../sessions/session.service.js';
import type { UserRepository } from '../users/user.repository.js';
import type { CarRepository, TCarRow } from './car.repository.js';

const PENDING_STATUSES = new Set(['created', 'photos_added', 'failed']);
export const CAR_SUGGESTIONS_LIMIT = 10;
const PROFILE_CACHE_SIZE = 500;

/** Spec 001 §4: completed = completed, processing = processing, pending = created, photos_added or failed. */
export const computeStatistics = (input: { cars: number; photos: number; statuses: string[] }): TStatistics => ({
  total_cars: input.cars,
  total_reports: input.statuses.length,
  total_photos: input.photos,
  completed_reports: input.statuses.filter((status) => status === 'completed').length,
  processing_reports: input.statuses.filter((status) => status === 'processing').length,
  pending_reports: input.statuses.filter((status) => PENDING_STATUSES.has(status)).length,
});

export class CarService {
  private readonly profileCache = new Map<number, { version: number; json: string }>();

  constructor(
    private readonly deps: {
      db: TDb;
      cars: CarRepository;
      reports: ReportRepository;
      users: UserRepository;
      storage: TBlobStorage;
      clock: TClock;
    },
  ) {}

  async checkCar(user: TSessionUser, name: string, mode: 'exact' | 'search'): Promise<TCarCheckResponse> {
    const text = name.trim();
    if (mode === 'search') {
      const cars = await this.deps.cars.search(user.id, text, CAR_SUGGESTIONS_LIMIT);
      return { exists: cars.some((car) => car.name === text), cars };
    }
    if (!text) return { exists: false, cars: [] };
    const car = await this.deps.cars.findByName(user.id, text);
    return car ? { exists: true, cars: [{ id: car.id, name: car.name }] } : { exists: false, cars: [] };
  }

  /**
   * The profile as JSON text, from this process's cache while the user's data version is unchanged: a user
   * with a thousand reports costs one indexed read per request instead of reading every report.
   */
  async getProfileJson(user: TSessionUser): Promise<string> {
    const version = await this.deps.users.dataVersion(user.id);
    const cached = this.profileCache.get(user.id);
    if (cached && version !== null && cached.version === version) return cached.json;
    const json = JSON.stringify(await this.getProfile(user));
    if (version !== null) {
      this.profileCache.delete(user.id);
      this.profileCache.set(user.id, { version, json });
      if (this.profileCache.size > PROFILE_CACHE_SIZE) this.profileCache.delete(this.profileCache.keys().next().value as number);
    }
    return json;
  }

  async getProfile(user: TSessionUser): Promise<TUserProfileResponse> {
    const { users, cars, reports } = this.deps;
    const [account, carRows, summaries, photoCount] = await Promise.all([
      users.findById(user.id),
      cars.listForUser(user.id),
      reports.listSummariesForUser(user.id),
      reports.countPhotosForUser(user.id),
    ]);
    if (!account) throw new AppError('unauthorized', 'Authentication credentials were not provided.');
    const byCar = new Map<number, TCar['damage_reports']>();
    for (const summary of summaries) {
      const list = byCar.get(summary.car_id) ?? [];
      list.push({
        id: summary.id,
        created_at: summary.created_at,
        status: summary.status as TReportStatus,
        description: summary.description,
        photo_count: Number(summary.photo_count),
      });
      byCar.set(summary.car_id, list);
    }
    return {
      user_info: {
        username: account.username,
        email: account.email,
        date_joined: account.date_joined,
        last_login: account.last_login,
        is_staff: account.is_staff === 1,
        is_active: account.is_active === 1,
      },
      statistics: computeStatistics({ cars: carRows.length, photos: photoCount, statuses: summaries.map((s) => s.status) }),
      cars: carRows.map((car) => this.toCar(car, byCar.get(car.id) ?? [])),
    };
  }

  private toCar(car: TCarRow, reports: TCar['damage_reports']): TCar {
    return {
      id: car.id,
      name: car.name,
      license_number: car.license_number,
      license_confidence: car.license_confidence ?? null,
      color: car.color,
      auto_type: car.auto_type,
      created_at: car.created_at,
      damage_reports: reports,
    };
  }

  async findOwnedCar(user: TSessionUser, carId: number): Promise<TCarRow> {
    const car = await this.deps.cars.findOwned(user.id, carId);
    if (!car) throw new AppError('not_found', 'Car not found.');
    return car;
  }

  async updateCar(user: TSessionUser, carId: number, values: TCarUpdate): Promise<TCar> {
    const current = await this.findOwnedCar(user, carId);
    const clash = await this.deps.cars.findByName(user.id, values.name);
    if (clash && clash.id !== carId) throw AppError.fields({ name: ['You already have a car with this name.'] });
    // A number the owner types (or changes) is theirs: the confidence of a photo reading no longer applies.
    const typed = values.license_number !== current.license_number ? { license_confidence: null } : {};
    await this.deps.cars.update(carId, { ...values, ...typed, updated_at: toIso(this.deps.clock.now()) });
    await this.deps.users.bumpDataVersion(user.id);
    const updated = await this.findOwnedCar(user, carId);
    return this.toCar(updated, []);
  }

  /** Removes the car, its reports, photos, damages and tasks (cascade) and then the stored files. */
  async deleteCar(user: TSessionUser, carId: number): Promise<void> {
    await this.findOwnedCar(user, carId);
    const keys = await this.deps.reports.listStorageKeys({ carId });
    await this.deps.cars.delete(carId);
    await this.deps.users.bumpDataVersion(user.id);
    await this.deps.storage.delete(keys);
  }
}
