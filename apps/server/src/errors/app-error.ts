export type TErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'internal';

const STATUS_BY_CODE: Record<TErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 400,
  too_many_requests: 429,
  internal: 500,
};

export type TFieldErrors = Record<string, string[]>;

/** The one error type services throw; the error handler turns it into `{detail}` with the mapped status. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details: { fields?: TFieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }

  static fields(fields: TFieldErrors): AppError {
    const first = Object.values(fields)[0]?.[0] ?? 'Invalid input.';
    return new AppError('bad_request', first, { fields });
  }
}
