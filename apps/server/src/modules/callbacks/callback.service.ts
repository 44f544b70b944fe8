import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { addMs, toIso, type TClock } from '../../lib/clock.js';
import { hmac } from '../../lib/crypto.js';
import type { CallbackRepository, TDeliveryRow } from './callback.repository.js';

/** Delays before attempts 2, 3, …; the last entry ends the tries. */
export const CALLBACK_BACKOFF_MS = [10_000, 60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000];
export const CALLBACK_TIMEOUT_MS = 10_000;
export const SIGNATURE_HEADER = 'X-CDA-Signature';

export type TDeliveryStatus = 'pending' | 'delivered' | 'failed';

export type TCallbackAttemptView = {
  event: string;
  url: string;
  status: TDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
};

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as receivers of signed webhooks commonly check. */
export const signPayload = (secret: string, body: string, unixSeconds: number) =>
  `t=${unixSeconds},v1=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;

/**
 * Signed POSTs of finished reports to the integrator's `callback_url`, kept as rows so that every attempt is
 * visible to the owner and a restart loses none; retried with backoff until delivered or out of attempts.
 */
export class CallbackService {
  constructor(
    private readonly deps: {
      callbacks: CallbackRepository;
      clock: TClock;
      logger: FastifyBaseLogger;
      secret: string;
      fetch?: typeof fetch;
    },
  ) {}

  /** Each user has one signing secret, derived from the server's secret (shown by GET /api/v1/webhook-secret/). */
  secretFor(userId: number): string {
    return hmac(this.deps.secret, `webhook-signing:${userId}`);
  }

  async enqueue(input: { taskId: string; userId: number; url: string; event: string; payload: unknown }): Promise<void> {
    const now = toIso(this.deps.clock.now());
    await this.deps.callbacks.insert({
      task_id: input.taskId,
      user_id: input.userId,
      url: input.url,
      event: input.event,
      payload: JSON.stringify({ event: input.event, ...(input.payload as object) }),
      status: 'pending',
      attempts: 0,
      last_status_code: null,
      last_error: null,
      next_attempt_at: now,
      locked_until: null,
      created_at: now,
      delivered_at: null,
    });
  }

  /** Sends every due delivery once; returns how many were attempted. */
  async deliverDue(limit = 20): Promise<number> {
    const { callbacks, clock } = this.deps;
    const now = clock.now();
    let attempted = 0;
    for (const delivery of await callbacks.findDue(toIso(now), limit)) {
      if (!(await callbacks.lock(delivery.id, toIso(now), toIso(addMs(now, CALLBACK_TIMEOUT_MS * 3))))) continue;
      attempted += 1;
      await this.attempt(delivery);
    }
    return attempted;
  }

  private async attempt(delivery: TDeliveryRow): Promise<void> {
    const { callbacks, clock, logger } = this.deps;
    const attempts = delivery.attempts + 1;
    const signature = signPayload(this.secretFor(delivery.user_id), delivery.payload, Math.floor(clock.now().getTime() / 1000));
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await (this.deps.fetch ?? fetch)(delivery.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'CarInspect-AI-Webhook/1', [SIGNATURE_HEADER]: signature },
        body: delivery.payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      });
      statusCode = response.status;
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    const nowIso = toIso(clock.now());
    if (!error) {
      await callbacks.record(delivery.id, { status: 'delivered', attempts, last_status_code: statusCode, last_error: null, delivered_at: nowIso });
      return;
    }
    const delay = CALLBACK_BACKOFF_MS[attempts - 1];
    logger.warn({ deliveryId: delivery.id, attempts, error }, 'callback delivery failed');
    await callbacks.record(delivery.id, {
      status: delay === undefined ? 'failed' : 'pending',
      attempts,
      last_status_code: statusCode,
      last_error: error.slice(0, 500),
      next_attempt_at: delay === undefined ? nowIso : toIso(addMs(clock.now(), delay)),
    });
  }

  async listForTask(taskId: string): Promise<TCallbackAttemptView[]> {
    return (await this.deps.callbacks.listForTask(taskId)).map((row) => ({
      event: row.event,
      url: row.url,
      status: row.status as TDeliveryStatus,
      attempts: row.attempts,
      last_status_code: row.last_status_code,
      last_error: row.last_error,
      next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
      delivered_at: row.delivered_at,
    }));
  }
}
