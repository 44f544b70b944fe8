import { sanitizeInput, type TRegisterRequest, type TResetPasswordRequest } from '@cda/contract';
import { apiFetch } from '../../api/client';
import { readDetailMessages, readJsonBody } from './server-error';
import type { TRegistrationValues } from './registration.validation';

/**
 * Outcome of a public form call. `unreachable` means no answer came back at all (network failure);
 * `rejected` carries the server's detail messages, possibly none.
 */
export type TPublicFormResult = { kind: 'ok' } | { kind: 'rejected'; status: number; messages: string[] } | { kind: 'unreachable' };

const send = async (path: string, json: unknown): Promise<TPublicFormResult> => {
  let response: Response;
  try {
    response = await apiFetch(path, { method: 'POST', json });
  } catch (error) {
    console.error(`POST ${path} failed`, error);
    return { kind: 'unreachable' };
  }
  if (response.ok) return { kind: 'ok' };
  return { kind: 'rejected', status: response.status, messages: readDetailMessages(await readJsonBody(response)) };
};

/** POST /api/register/; username and email are sanitised first (spec 001 §5). */
export const registerAccount = (values: TRegistrationValues): Promise<TPublicFormResult> => {
  const payload: TRegisterRequest = {
    username: sanitizeInput(values.username),
    email: sanitizeInput(values.email),
    password1: values.password,
    password2: values.confirmPassword,
  };
  return send('/api/register/', payload);
};

/** POST /api/auth/reset-password/{token}/ */
export const resetPassword = (token: string, newPassword: string): Promise<TPublicFormResult> => {
  const payload: TResetPasswordRequest = { new_password: newPassword };
  return send(`/api/auth/reset-password/${encodeURIComponent(token)}/`, payload);
};
