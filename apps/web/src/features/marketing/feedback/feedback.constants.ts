import { FEEDBACK_LIMITS } from '@cda/contract';

/** Business constants of the feedback form (spec 000 §9); the field rules are shared with the server. */
export { FEEDBACK_EMAIL_PATTERN, FEEDBACK_TYPES, type TFeedbackType } from '@cda/contract';

export const FEEDBACK_MESSAGE_MIN_LENGTH = FEEDBACK_LIMITS.messageMin;
export const FEEDBACK_MESSAGE_MAX_LENGTH = FEEDBACK_LIMITS.messageMax;
export const FEEDBACK_NAME_MAX_LENGTH = FEEDBACK_LIMITS.nameMax;
export const FEEDBACK_EMAIL_MAX_LENGTH = FEEDBACK_LIMITS.emailMax;
export const FEEDBACK_RATING_MAX = FEEDBACK_LIMITS.ratingMax;
export const FEEDBACK_SUCCESS_TIMEOUT_MS = 5000;
export const FEEDBACK_ERROR_TIMEOUT_MS = 8000;
/** Fixed label the server stores with each submission. */
export const FEEDBACK_PAGE_LABEL = 'About Company';

export const FEEDBACK_SECTION_ID = 'feedback';
export const FEEDBACK_SCROLL_OFFSET_PX = 80;
export const FEEDBACK_HASH_DELAY_MS = 100;
export const FEEDBACK_HIGHLIGHT_MS = 2000;

/** Label under the stars, indexed by rating; 0 means no rating chosen yet. */
export const RATING_LABEL_KEYS = ['select', 'poor', 'fair', 'good', 'veryGood', 'excellent'] as const;
