import { AppError } from '../../errors/app-error.js';
import type { UserRepository } from './user.repository.js';
import { toPublicUser, type TPublicUser } from './user.service.js';

/** Who is asking: the signed-in user behind a request, for every module that needs one. */
export class IdentityService {
  constructor(private readonly users: UserRepository) {}

  async usernameOf(userId: number | null): Promise<string | null> {
    if (userId === null) return null;
    const user = await this.users.findById(userId);
    return user && user.is_active === 1 ? user.username : null;
  }

  async requireUser(userId: number | null): Promise<TPublicUser> {
    const user = userId === null ? undefined : await this.users.findById(userId);
    if (!user || user.is_active !== 1) throw new AppError('unauthorized', 'Authentication credentials were not provided.');
    return toPublicUser(user);
  }
}
