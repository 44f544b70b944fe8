import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../errors/app-error.js';
import { addMs, toIso, type TClock } from '../../lib/clock.js';
import { hmac } from '../../lib/crypto.js';
import type { TSessionUser } from '../sessions/session.service.js';
import type { ThrottleService } from '../throttle/throttle.service.js';
import type { UserRepository } from '../users/user.repository.js';
import type { TokenRepository } from './token.repository.js';

export const TOKEN_NAME_MAX = 100;
export const TOKEN_MAX_DAYS = 3650;
export const API_RATE_LIMIT = { max: 300, windowMs: 60_000 };
const ISSUER = 'car-damage-assessment';
const TOUCH_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 3600_000;

export type TTokenView = { id: string; name: string; key: string; created: string; expires_at: string | null; last_used_at: string | null };

const maskKey = (hint: string) => `••••••••${hint}`;
const unauthorized = (message: string) => new AppError('unauthorized', message);

/**
 * API tokens are HS256 JWTs with a unique id. The table keeps that id, a 6-character hint for the list and the
 * expiry, so a token can be verified, expired and revoked without the server ever holding the token itself.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    private readonly deps: { tokens: TokenRepository; users: UserRepository; throttle: ThrottleService; clock: TClock; secret: string },
  ) {
    this.key = new TextEncoder().encode(hmac(deps.secret, 'api-token-signing-key'));
  }

  async generate(user: TSessionUser, input: { name: string; expiresInDays?: number | null }) {
    const name = input.name.trim();
    if (!name) throw new AppError('bad_request', 'Token name cannot be empty.');
    if (name.length > TOKEN_NAME_MAX) throw new AppError('bad_request', `Token name must be at most ${TOKEN_NAME_MAX} characters.`);
    const days = input.expiresInDays ?? null;
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > TOKEN_MAX_DAYS)) {
      throw new AppError('bad_request', `expires_in_days must be a whole number from 1 to ${TOKEN_MAX_DAYS}.`);
    }
    const now = this.deps.clock.now();
    const expiresAt = days === null ? null : addMs(now, days * DAY_MS);
    const id = randomUUID();
    let jwt = new SignJWT({ name }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(user.id)).setJti(id).setIssuer(ISSUER).setIssuedAt(Math.floor(now.getTime() / 1000));
    if (expiresAt) jwt = jwt.setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
    const apiKey = await jwt.sign(this.key);
    const row = { id, user_id: user.id, name, key_hint: apiKey.slice(-6), created_at: toIso(now), expires_at: expiresAt ? toIso(expiresAt) : null, last_used_at: null, revoked_at: null };
    await this.deps.tokens.insert(row);
    return { ...this.toView(row), api_key: apiKey };
  }

  private toView(row: { id: string; name: string; key_hint: string; created_at: string; expires_at: string | null; last_used_at: string | null }): TTokenView {
    return { id: row.id, name: row.name, key: maskKey(row.key_hint), created: row.created_at, expires_at: row.expires_at, last_used_at: row.last_used_at };
  }

  async list(user: TSessionUser): Promise<TTokenView[]> {
    return (await this.deps.tokens.listActive(user.id)).map((row) => this.toView(row));
  }

  async revoke(user: TSessionUser, id: string): Promise<void> {
    if (!(await this.deps.tokens.revoke(id, user.id, toIso(this.deps.clock.now())))) throw new AppError('not_found', 'Token not found.');
  }

  /** The user behind a bearer token; 401 for anything missing, malformed, forged, expired or revoked. */
  async authenticate(authorization: string | undefined): Promise<TSessionUser> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw unauthorized('Authentication credentials were not provided.');
    const now = this.deps.clock.now();
    let subject: string | undefined;
    let tokenId: string | undefined;
    try {
      const { payload } = await jwtVerify(match[1], this.key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
      subject = payload.sub;
      tokenId = payload.jti;
    } catch {
      throw unauthorized('Invalid or expired token.');
    }
    const row = tokenId ? await this.deps.tokens.find(tokenId) : undefined;
    if (!row || String(row.user_id) !== subject || row.revoked_at || (row.expires_at && new Date(row.expires_at) <= now)) {
      throw unauthorized('Invalid or expired token.');
    }
    const user = await this.deps.users.findById(row.user_id);
    if (!user || user.is_active !== 1) throw unauthorized('Invalid or expired token.');
    await this.deps.throttle.consume(`api-token:${row.id}`, API_RATE_LIMIT);
    if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() > TOUCH_INTERVAL_MS) await this.deps.tokens.touch(row.id, toIso(now));
    return { id: user.id, username: user.username, isStaff: user.is_staff === 1 };
  }
}
