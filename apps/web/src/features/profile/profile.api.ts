import type { TUserProfileResponse } from '@cda/contract';
import { apiJson } from '../../api/client';

/** GET /api/user-profile/: account, statistics and every car with its reports (spec 001 §7). */
export const fetchUserProfile = () => apiJson<TUserProfileResponse>('/api/user-profile/');
