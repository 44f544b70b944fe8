/**
 * The one way the web app talks to the server: same-origin cookies, and the CSRF token from the `csrftoken`
 * cookie sent as `X-CSRFToken` on every request (Django convention the server follows).
 */
export const CSRF_COOKIE_NAME = 'csrftoken';

export const readCookie = (name: string): string | null => {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return null;
};

/** Fetches GET /api/csrf/ so the `csrftoken` cookie exists; failures are only logged (spec 000 §8). */
export const ensureCsrfToken = async (): Promise<string | null> => {
  const existing = readCookie(CSRF_COOKIE_NAME);
  if (existing) return existing;
  try {
    const response = await fetch('/api/csrf/', { credentials: 'same-origin' });
    const body = (await response.json()) as { csrfToken?: string };
    return body.csrfToken ?? readCookie(CSRF_COOKIE_NAME);
  } catch (error) {
    console.error('Failed to fetch CSRF token', error);
    return null;
  }
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
  }
}

type TApiInit = Omit<RequestInit, 'body'> & { json?: unknown; body?: BodyInit | null };

/** fetch with credentials and the CSRF header; `json` is sent as an application/json body. */
export const apiFetch = async (path: string, init: TApiInit = {}): Promise<Response> => {
  const { json, headers, ...rest } = init;
  const finalHeaders = new Headers(headers);
  const token = readCookie(CSRF_COOKIE_NAME) ?? (await ensureCsrfToken());
  if (token) finalHeaders.set('X-CSRFToken', token);
  let body = rest.body;
  if (json !== undefined) {
    finalHeaders.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  return fetch(path, { ...rest, body, headers: finalHeaders, credentials: 'same-origin' });
};

/** apiFetch that parses JSON and throws ApiError (with the parsed body) on a non-OK status. */
export const apiJson = async <T>(path: string, init: TApiInit = {}): Promise<T> => {
  const response = await apiFetch(path, init);
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
};
