import { FEEDBACK_EMAIL_PATTERN, FEEDBACK_MESSAGE_MIN_LENGTH, type TFeedbackType } from './feedback.constants';

export type TFeedbackValues = {
  name: string;
  email: string;
  type: TFeedbackType | '';
  /** 0 = no rating chosen, otherwise 1..5. */
  rating: number;
  message: string;
};

export type TFeedbackField = 'name' | 'email' | 'type' | 'message';

/** Translation keys under about.feedback.validation. */
export type TFeedbackErrorKey =
  | 'name.required'
  | 'email.required'
  | 'email.invalid'
  | 'type.required'
  | 'message.required'
  | 'message.minLength';

export type TFeedbackErrors = Partial<Record<TFeedbackField, TFeedbackErrorKey>>;

export const EMPTY_FEEDBACK: TFeedbackValues = { name: '', email: '', type: '', rating: 0, message: '' };

export const validateFeedback = (values: TFeedbackValues): TFeedbackErrors => {
  const errors: TFeedbackErrors = {};
  if (!values.name.trim()) errors.name = 'name.required';
  const email = values.email.trim();
  if (!email) errors.email = 'email.required';
  else if (!FEEDBACK_EMAIL_PATTERN.test(email)) errors.email = 'email.invalid';
  if (!values.type) errors.type = 'type.required';
  const message = values.message.trim();
  if (!message) errors.message = 'message.required';
  else if (message.length < FEEDBACK_MESSAGE_MIN_LENGTH) errors.message = 'message.minLength';
  return errors;
};

export const hasFeedbackErrors = (errors: TFeedbackErrors): boolean => Object.keys(errors).length > 0;
