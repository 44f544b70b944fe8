const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const toMessages = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
};

/**
 * Messages from the server's `detail`: a string, or an object of field -> list of messages
 * (`{ "detail": { "username": ["..."] } }`). Empty when the body has no usable detail.
 */
export const readDetailMessages = (body: unknown): string[] => {
  if (!isRecord(body)) return [];
  const { detail } = body;
  if (typeof detail === 'string') return detail.trim() ? [detail] : [];
  if (isRecord(detail)) return Object.values(detail).flatMap(toMessages);
  return toMessages(detail);
};

/** Reads a JSON body without failing on an empty or non-JSON answer. */
export const readJsonBody = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return null;
  }
};
