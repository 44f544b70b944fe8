import { AppError } from '../../errors/app-error.js';
import type { TSessionUser } from '../sessions/session.service.js';

/** Who is asking: the signed-in user behind a request, for every module that needs one. */
export const requireUser = (user: TSessionUser | null): TSessionUser => {
  if (!user) throw new AppError('unauthorized', 'Authentication credentials were not provided.');
  return user;
};
