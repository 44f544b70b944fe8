import { addMs, toIso, type TClock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { SessionRepository } from './session.repository.js';

export type TSessionUser = { id: number; username: string; isStaff: boolean };

export type TSessionPolicy = { idleTimeoutMs: number; absoluteTimeoutMs: number };

/** Writing last_seen_at on every request would make each read a write; a minute of slack is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Server-side sessions: the cookie holds a random token, the database its sha256, so several API processes
 * share sessions and a leaked table cannot be replayed.
 */
export class SessionService {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly policy: TSessionPolicy,
    private readonly clock: TClock,
  ) {}

  async start(userId: number, userAgent: string | null): Promise<string> {
    const token = randomToken(32);
    const now = this.clock.now();
    await this.sessions.insert({
      id_hash: sha256(token),
      user_id: userId,
      created_at: toIso(now),
      last_seen_at: toIso(now),
      expires_at: toIso(addMs(now, this.policy.absoluteTimeoutMs)),
      user_agent: userAgent ? userAgent.slice(0, 300) : null,
    });
    return token;
  }

  /** The user behind a cookie value, or null when unknown, inactive, idle too long or past its absolute expiry. */
  async resolve(token: string): Promise<TSessionUser | null> {
    const idHash = sha256(token);
    const session = await this.sessions.findWithUser(idHash);
    if (!session) return null;
    const now = this.clock.now();
    const lastSeen = new Date(session.last_seen_at);
    if (new Date(session.expires_at) <= now || addMs(lastSeen, this.policy.idleTimeoutMs) <= now) {
      await this.sessions.delete(idHash);
      return null;
    }
    if (now.getTime() - lastSeen.getTime() > TOUCH_INTERVAL_MS) await this.sessions.touch(idHash, toIso(now));
    return { id: session.user_id, username: session.username, isStaff: session.is_staff === 1 };
  }

  async end(token: string): Promise<void> {
    await this.sessions.delete(sha256(token));
  }

  async endAllForUser(userId: number): Promise<void> {
    await this.sessions.deleteForUser(userId);
  }

  async purgeExpired(): Promise<void> {
    const now = this.clock.now();
    await this.sessions.deleteExpired(toIso(now), toIso(addMs(now, -this.policy.idleTimeoutMs)));
  }
}
