import { findPasswordProblem, findUsernameProblem, isValidEmail, AUTH_MESSAGES } from '@cda/contract';
import { AppError, type TFieldErrors } from '../../errors/app-error.js';
import { toIso, type TClock } from '../../lib/clock.js';
import { hashPassword } from './password-hasher.js';
import type { TUserRow, UserRepository } from './user.repository.js';

export type TCreateUserInput = {
  username: string;
  email: string;
  password: string;
  passwordConfirmation?: string;
  isStaff?: boolean;
};

export type TPublicUser = {
  id: number;
  username: string;
  email: string;
  is_staff: boolean;
  is_active: boolean;
  date_joined: string;
  last_login: string | null;
};

export const toPublicUser = (row: TUserRow): TPublicUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  is_staff: row.is_staff === 1,
  is_active: row.is_active === 1,
  date_joined: row.date_joined,
  last_login: row.last_login,
});

const USERNAME_TAKEN = 'A user with that username already exists.';

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: TClock,
  ) {}

  /** Applies spec 001's registration rules; throws field errors (`{detail: {field: [...]}}`). */
  async createUser(input: TCreateUserInput): Promise<TPublicUser> {
    const fields: TFieldErrors = {};
    const username = input.username.trim();
    const email = input.email.trim();
    const usernameProblem = findUsernameProblem(username);
    if (usernameProblem) fields.username = [usernameProblem];
    if (!email) fields.email = [AUTH_MESSAGES.emailRequired];
    else if (!isValidEmail(email)) fields.email = [AUTH_MESSAGES.emailInvalid];
    const passwordProblem = findPasswordProblem(input.password);
    if (passwordProblem) fields.password1 = [passwordProblem];
    if (input.passwordConfirmation !== undefined && input.passwordConfirmation !== input.password) {
      fields.password2 = [AUTH_MESSAGES.passwordsMismatch];
    }
    if (!fields.username && (await this.users.findByUsername(username))) fields.username = [USERNAME_TAKEN];
    if (Object.keys(fields).length > 0) throw AppError.fields(fields);

    try {
      const row = await this.users.create({
        username,
        email,
        password_hash: await hashPassword(input.password),
        is_staff: input.isStaff ? 1 : 0,
        is_active: 1,
        date_joined: toIso(this.clock.now()),
        last_login: null,
      });
      return toPublicUser(row);
    } catch (error) {
      // Two concurrent creations of one name: the unique index decides, the loser gets the same message.
      if (await this.users.findByUsername(username)) throw AppError.fields({ username: [USERNAME_TAKEN] });
      throw error;
    }
  }

  async setPassword(username: string, password: string): Promise<void> {
    const user = await this.users.findByUsername(username);
    if (!user) throw new AppError('not_found', `No user named '${username}'.`);
    const problem = findPasswordProblem(password);
    if (problem) throw AppError.fields({ password: [problem] });
    await this.users.updatePasswordHash(user.id, await hashPassword(password));
  }

  async listUsers(): Promise<TPublicUser[]> {
    return (await this.users.list()).map(toPublicUser);
  }
}
