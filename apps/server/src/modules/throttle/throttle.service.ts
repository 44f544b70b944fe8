import { AppError } from '../../errors/app-error.js';
import { addMs, toIso, type TClock } from '../../lib/clock.js';
import type { ThrottleRepository } from './throttle.repository.js';

export type TLimit = { max: number; windowMs: number };

export const LIMITS = {
  loginFailuresPerUsername: { max: 5, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { max: 20, windowMs: 15 * 60_000 },
  passwordResetPerIp: { max: 10, windowMs: 15 * 60_000 },
  passwordResetPerEmail: { max: 3, windowMs: 60 * 60_000 },
  registrationPerIp: { max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, TLimit>;

const TOO_MANY = 'Too many attempts. Please try again later.';

export class ThrottleService {
  constructor(
    private readonly counters: ThrottleRepository,
    private readonly clock: TClock,
  ) {}

  private retryAfter(windowEndsAt: string): number {
    return Math.max(1, Math.ceil((new Date(windowEndsAt).getTime() - this.clock.now().getTime()) / 1000));
  }

  /** Throws 429 when the key already used up its limit, without counting this call. */
  async assertAllowed(key: string, limit: TLimit): Promise<void> {
    const counter = await this.counters.peek(key, toIso(this.clock.now()));
    if (counter && counter.hits >= limit.max) {
      throw new AppError('too_many_requests', TOO_MANY, { retryAfterSeconds: this.retryAfter(counter.windowEndsAt) });
    }
  }

  async record(key: string, limit: TLimit): Promise<void> {
    const now = this.clock.now();
    await this.counters.hit(key, toIso(now), toIso(addMs(now, limit.windowMs)));
  }

  /** Counts this call and throws 429 once it goes over the limit. */
  async consume(key: string, limit: TLimit): Promise<void> {
    const now = this.clock.now();
    const counter = await this.counters.hit(key, toIso(now), toIso(addMs(now, limit.windowMs)));
    if (counter.hits > limit.max) {
      throw new AppError('too_many_requests', TOO_MANY, { retryAfterSeconds: this.retryAfter(counter.windowEndsAt) });
    }
  }

  async reset(key: string): Promise<void> {
    await this.counters.clear(key);
  }
}
