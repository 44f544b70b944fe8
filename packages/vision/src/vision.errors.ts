/**
 * Errors the engine throws. The server maps `VisionInputError` to 400 (the caller sent something unusable) and
 * everything else to 500, so the distinction matters more than the message.
 */
export type TVisionInputErrorCode = 'invalid_image' | 'invalid_position' | 'image_too_large';

export class VisionInputError extends Error {
  override readonly name = 'VisionInputError';

  constructor(
    readonly code: TVisionInputErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** A model card that cannot be used: bad JSON, a field out of range, or an ONNX file that disagrees with it. */
export class ModelCardError extends Error {
  override readonly name = 'ModelCardError';

  constructor(
    readonly model: string,
    message: string,
  ) {
    super(`${model}: ${message}`);
  }
}

/** Asked for a model the registry does not hold; callers report it, they never substitute anything. */
export class ModelUnavailableError extends Error {
  override readonly name = 'ModelUnavailableError';

  constructor(readonly model: string) {
    super(`Model '${model}' is not installed.`);
  }
}

export const isVisionInputError = (error: unknown): error is VisionInputError => error instanceof VisionInputError;
