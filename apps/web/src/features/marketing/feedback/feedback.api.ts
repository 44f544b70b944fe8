import { apiFetch } from '../../../api/client';
import { FEEDBACK_PAGE_LABEL, type TFeedbackType } from './feedback.constants';
import type { TFeedbackValues } from './feedback.validation';

export type TFeedbackPayload = {
  name: string;
  email: string;
  type: TFeedbackType;
  rating: number;
  message: string;
  timestamp: string;
  userAgent: string;
  page: string;
};

export class FeedbackSubmitError extends Error {
  constructor(
    readonly status: number,
    readonly serverError: string | undefined,
  ) {
    super(serverError ?? `Feedback submission failed with status ${status}`);
  }
}

export const buildFeedbackPayload = (values: TFeedbackValues, now: Date = new Date()): TFeedbackPayload => ({
  name: values.name.trim(),
  email: values.email.trim(),
  // Validation prevents an empty type; the fallback mirrors the contract in case it ever slips through.
  type: values.type || 'general',
  rating: values.rating,
  message: values.message.trim(),
  timestamp: now.toISOString(),
  userAgent: navigator.userAgent,
  page: FEEDBACK_PAGE_LABEL,
});

const readErrorField = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : undefined;

/** POST /api/feedback/submit/. Resolves on any ok status; the answer's fields are not used. */
export const submitFeedback = async (payload: TFeedbackPayload): Promise<void> => {
  const response = await apiFetch('/api/feedback/submit/', { method: 'POST', json: payload });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) throw new FeedbackSubmitError(response.status, readErrorField(body));
};
