import { AUTH_MESSAGES, findPasswordProblem, isValidEmail, type TLocale } from '@cda/contract';
import { AppError } from '../../errors/app-error.js';
import { addMs, toIso, type TClock } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { TMailer } from '../../mail/mailer.js';
import type { SessionService } from '../sessions/session.service.js';
import { LIMITS, type ThrottleService } from '../throttle/throttle.service.js';
import { burnVerifyTime, hashPassword, verifyPassword } from '../users/password-hasher.js';
import type { UserRepository } from '../users/user.repository.js';
import type { TPublicUser, UserService } from '../users/user.service.js';
import { buildResetMail } from './reset-mail.js';
import type { ResetTokenRepository } from './reset-token.repository.js';

const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';

type TDependencies = {
  users: UserRepository;
  userService: UserService;
  sessions: SessionService;
  throttle: ThrottleService;
  resetTokens: ResetTokenRepository;
  mailer: TMailer;
  clock: TClock;
  publicUrl: string;
  resetTokenTtlMs: number;
  registrationEnabled: boolean;
};

export class AuthService {
  constructor(private readonly deps: TDependencies) {}

  /** Checks credentials; the same 400 answer for an unknown user, a wrong password and an inactive account. */
  async login(input: { username: string; password: string; ip: string; userAgent: string | null }) {
    const { throttle, users, sessions, clock } = this.deps;
    const usernameKey = `login:user:${input.username.toLowerCase()}`;
    const ipKey = `login:ip:${input.ip}`;
    await throttle.assertAllowed(ipKey, LIMITS.loginFailuresPerIp);
    await throttle.assertAllowed(usernameKey, LIMITS.loginFailuresPerUsername);

    const user = input.username ? await users.findByUsername(input.username) : undefined;
    const isValid = user ? await verifyPassword(user.password_hash, input.password) : (await burnVerifyTime(input.password), false);
    if (!user || !isValid || user.is_active !== 1) {
      await throttle.record(ipKey, LIMITS.loginFailuresPerIp);
      await throttle.record(usernameKey, LIMITS.loginFailuresPerUsername);
      throw new AppError('bad_request', AUTH_MESSAGES.invalidCredentials);
    }
    await throttle.reset(usernameKey);
    await users.touchLastLogin(user.id, toIso(clock.now()));
    const sessionToken = await sessions.start(user.id, input.userAgent);
    return { sessionToken, username: user.username };
  }

  async requestPasswordReset(input: { email: string; locale: TLocale; ip: string }): Promise<void> {
    const email = input.email.trim();
    if (!email) throw AppError.fields({ email: [AUTH_MESSAGES.emailRequired] });
    if (!isValidEmail(email)) throw AppError.fields({ email: ['Enter a valid email address.'] });
    const { throttle, users, resetTokens, clock, mailer } = this.deps;
    await throttle.consume(`reset:ip:${input.ip}`, LIMITS.passwordResetPerIp);
    await throttle.consume(`reset:email:${email.toLowerCase()}`, LIMITS.passwordResetPerEmail);

    for (const user of await users.findByEmail(email)) {
      if (user.is_active !== 1) continue;
      const token = randomToken(32);
      const now = clock.now();
      await resetTokens.insert({
        token_hash: sha256(token),
        user_id: user.id,
        created_at: toIso(now),
        expires_at: toIso(addMs(now, this.deps.resetTokenTtlMs)),
        used_at: null,
      });
      const link = `${this.deps.publicUrl}/reset-password/${token}`;
      await mailer.send(buildResetMail({ to: user.email, username: user.username, link, locale: input.locale }));
    }
  }

  async resetPassword(input: { token: string; newPassword: string }): Promise<void> {
    const { resetTokens, users, sessions, clock } = this.deps;
    const tokenHash = sha256(input.token);
    const nowIso = toIso(clock.now());
    const token = await resetTokens.findUsable(tokenHash, nowIso);
    if (!token) throw new AppError('bad_request', INVALID_RESET_LINK);
    const problem = findPasswordProblem(input.newPassword);
    if (problem) throw new AppError('bad_request', problem);
    const passwordHash = await hashPassword(input.newPassword);
    if (!(await resetTokens.markUsed(tokenHash, nowIso))) throw new AppError('bad_request', INVALID_RESET_LINK);
    await users.updatePasswordHash(token.user_id, passwordHash);
    // A reset is what people do after a suspected compromise: every existing session ends.
    await sessions.endAllForUser(token.user_id);
  }

  assertRegistrationOpen(): void {
    if (!this.deps.registrationEnabled) throw new AppError('forbidden', 'Registration is currently disabled.');
  }

  async register(input: {
    username: string;
    email: string;
    password1: string;
    password2: string;
    ip: string;
  }): Promise<TPublicUser> {
    this.assertRegistrationOpen();
    await this.deps.throttle.consume(`register:ip:${input.ip}`, LIMITS.registrationPerIp);
    return this.deps.userService.createUser({
      username: input.username,
      email: input.email,
      password: input.password1,
      passwordConfirmation: input.password2,
    });
  }
}
