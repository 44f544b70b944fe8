import type { TLocale } from '@cda/contract';
import { ApiError, apiFetch, apiJson } from '../../api/client';

export type TAuthStatus = { isAuthenticated: boolean; username: string | null };

/** GET /api/auth/status/; throws on network, status or parse problems so callers decide what failure means. */
export const fetchAuthStatus = async (): Promise<TAuthStatus> => {
  const body = await apiJson<Partial<TAuthStatus> | null>('/api/auth/status/');
  if (!body || typeof body !== 'object' || typeof body.isAuthenticated !== 'boolean') {
    throw new Error('Malformed auth status response');
  }
  return { isAuthenticated: body.isAuthenticated, username: body.username ?? null };
};

type TSignInResult = { isSuccess: true; username: string } | { isSuccess: false };

/** POST /api/auth/login/. Only status 200 counts as success (spec 000 §4); anything else, network errors included, is a failure. */
export const signIn = async ({ username, password }: { username: string; password: string }): Promise<TSignInResult> => {
  try {
    const response = await apiFetch('/api/auth/login/', { method: 'POST', json: { username, password } });
    if (response.status !== 200) return { isSuccess: false };
    const body = (await response.json().catch(() => null)) as { username?: unknown } | null;
    return { isSuccess: true, username: typeof body?.username === 'string' ? body.username : username };
  } catch (error) {
    console.error('Login request failed', error);
    return { isSuccess: false };
  }
};

/** POST /api/auth/logout/ with an empty body; apiFetch adds the CSRF header. */
export const signOut = async (): Promise<void> => {
  const response = await apiFetch('/api/auth/logout/', { method: 'POST' });
  if (!response.ok) throw new ApiError(response.status, null);
};

/** Rejects with ApiError (server answered) or another error (no response at all). */
export const requestPasswordReset = async ({ email, locale }: { email: string; locale: TLocale }): Promise<void> => {
  await apiJson<unknown>(`/api/auth/forgot-password/?lang=${encodeURIComponent(locale)}`, {
    method: 'POST',
    json: { email },
  });
};

/**
 * The server's `detail` may be a string or a field map of message lists (spec 000 §8): show the string, or the
 * first value (its first element when a list). Null means "no usable message", so the caller shows its own.
 */
export const readErrorDetail = (body: unknown): string | null => {
  if (!body || typeof body !== 'object' || !('detail' in body)) return null;
  const { detail } = body as { detail: unknown };
  if (typeof detail === 'string') return detail || null;
  if (detail && typeof detail === 'object') {
    const first: unknown = Object.values(detail)[0];
    const value: unknown = Array.isArray(first) ? first[0] : first;
    if (typeof value === 'string' && value) return value;
    if (value !== undefined && value !== null) return String(value);
  }
  return null;
};
