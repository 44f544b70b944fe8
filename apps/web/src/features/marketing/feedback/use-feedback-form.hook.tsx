import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import type { FormEvent } from 'react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_ERROR_TIMEOUT_MS, FEEDBACK_MESSAGE_MIN_LENGTH, FEEDBACK_SUCCESS_TIMEOUT_MS, type TFeedbackType } from './feedback.constants';
import { buildFeedbackPayload, FeedbackSubmitError, submitFeedback } from './feedback.api';
import { EMPTY_FEEDBACK, hasFeedbackErrors, validateFeedback, type TFeedbackField, type TFeedbackValues } from './feedback.validation';
import { useNotification } from './use-notification.hook';

type TTouched = Record<TFeedbackField, boolean>;

const UNTOUCHED: TTouched = { name: false, email: false, type: false, message: false };
const ALL_TOUCHED: TTouched = { name: true, email: true, type: true, message: true };

/**
 * State of the feedback form (spec 000 §4). Messages are shown only while `showValidation` is on: leaving a
 * field, clicking a rating or trying to submit turns it on, typing turns it off again. `touched` keeps a
 * message from appearing under a field the visitor has not reached yet.
 */
export const useFeedbackForm = () => {
  const { t } = useTranslation('marketing');
  const { notification, show, hide } = useNotification();
  const [values, setValues] = useState<TFeedbackValues>(EMPTY_FEEDBACK);
  const [touched, setTouched] = useState<TTouched>(UNTOUCHED);
  const [showValidation, setShowValidation] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const errors = useMemo(() => validateFeedback(values), [values]);
  const canSubmit = !hasFeedbackErrors(errors) && !submitting;

  const visibleError = (field: TFeedbackField): string | undefined => {
    const key = errors[field];
    if (!key || !showValidation || !touched[field]) return undefined;
    return t(`about.feedback.validation.${key}`, { min: FEEDBACK_MESSAGE_MIN_LENGTH });
  };

  const change = (field: Exclude<keyof TFeedbackValues, 'rating' | 'type'>, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setShowValidation(false);
  };

  const changeType = (value: TFeedbackType) => {
    setValues((current) => ({ ...current, type: value }));
    setShowValidation(false);
  };

  const blur = (field: TFeedbackField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    setShowValidation(true);
  };

  const changeRating = (rating: number | null) => {
    setValues((current) => ({ ...current, rating: rating ?? 0 }));
    setShowValidation(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setTouched(ALL_TOUCHED);
    setShowValidation(true);
    if (hasFeedbackErrors(errors)) return;

    setSubmitting(true);
    show({ message: t('about.feedback.sending.message'), type: 'info', icon: <HourglassEmpty fontSize="inherit" data-testid="hourglass-icon" />, timeoutMs: 0 });
    try {
      await submitFeedback(buildFeedbackPayload(values));
      setValues(EMPTY_FEEDBACK);
      setTouched(UNTOUCHED);
      setShowValidation(false);
      show({ message: t('about.feedback.success.message'), type: 'success', timeoutMs: FEEDBACK_SUCCESS_TIMEOUT_MS });
    } catch (error) {
      // The server's `error` field is for the logs only; the visitor always sees the translated message.
      if (error instanceof FeedbackSubmitError) console.error('Feedback submission failed', error.status, error.serverError ?? '');
      else console.error('Feedback submission failed', error);
      setShowValidation(false);
      show({ message: t('about.feedback.error.message'), type: 'error', timeoutMs: FEEDBACK_ERROR_TIMEOUT_MS });
    } finally {
      setSubmitting(false);
    }
  };

  return { values, submitting, canSubmit, notification, visibleError, change, changeType, changeRating, blur, submit, closeNotification: hide };
};
