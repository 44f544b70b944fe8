import { ZFeedbackSubmission } from '@cda/contract';
import { AppError } from '../../errors/app-error.js';
import { toIso, type TClock } from '../../lib/clock.js';
import type { TSessionUser } from '../sessions/session.service.js';
import type { ThrottleService } from '../throttle/throttle.service.js';
import type { FeedbackRepository, TFeedbackRow } from './feedback.repository.js';

export const FEEDBACK_LIMIT_PER_IP = { max: 5, windowMs: 10 * 60_000 };

export class FeedbackService {
  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly throttle: ThrottleService,
    private readonly clock: TClock,
  ) {}

  /** Validates like the form does, limits submissions per IP, and stores the feedback. */
  async submit(input: { body: unknown; ip: string; user: TSessionUser | null }): Promise<number> {
    const parsed = ZFeedbackSubmission.safeParse(input.body);
    if (!parsed.success) throw new AppError('bad_request', parsed.error.issues[0]?.message ?? 'Invalid feedback.');
    await this.throttle.consume(`feedback:ip:${input.ip}`, FEEDBACK_LIMIT_PER_IP);
    const data = parsed.data;
    return this.feedback.insert({
      name: data.name,
      email: data.email,
      type: data.type,
      rating: data.rating,
      message: data.message,
      page: data.page ?? null,
      client_timestamp: data.timestamp ?? null,
      user_agent: data.userAgent ?? null,
      ip: input.ip,
      user_id: input.user?.id ?? null,
      created_at: toIso(this.clock.now()),
    });
  }

  async list(options: { limit?: number; offset?: number } = {}): Promise<TFeedbackRow[]> {
    return this.feedback.list({ limit: Math.min(options.limit ?? 1000, 10_000), offset: options.offset ?? 0 });
  }
}
