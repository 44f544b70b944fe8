import { z } from 'zod';

export const FEEDBACK_TYPES = ['general', 'feature', 'bug', 'pricing', 'partnership', 'other'] as const;
export type TFeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
  ratingMin: 0,
  ratingMax: 5,
} as const;

/** Same shape rule as the form: non-space text, @, non-space text, dot, non-space text (spec 000 §5). */
export const FEEDBACK_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** The server's mirror of the feedback form's rules (spec 000 §3, §5). */
export const ZFeedbackSubmission = z.object({
  name: z.string().trim().min(1, 'Name is required.').max(FEEDBACK_LIMITS.nameMax, `Name must be at most ${FEEDBACK_LIMITS.nameMax} characters.`),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required.')
    .max(FEEDBACK_LIMITS.emailMax, 'Email is too long.')
    .regex(FEEDBACK_EMAIL_PATTERN, 'Email address is invalid.'),
  type: z.enum(FEEDBACK_TYPES, { message: `Type must be one of: ${FEEDBACK_TYPES.join(', ')}.` }),
  rating: z
    .number({ message: 'Rating must be an integer from 0 to 5.' })
    .int('Rating must be an integer from 0 to 5.')
    .min(FEEDBACK_LIMITS.ratingMin, 'Rating must be an integer from 0 to 5.')
    .max(FEEDBACK_LIMITS.ratingMax, 'Rating must be an integer from 0 to 5.')
    .default(0),
  message: z
    .string()
    .trim()
    .min(FEEDBACK_LIMITS.messageMin, `Message must be at least ${FEEDBACK_LIMITS.messageMin} characters.`)
    .max(FEEDBACK_LIMITS.messageMax, `Message must be at most ${FEEDBACK_LIMITS.messageMax} characters.`),
  timestamp: z.string().max(64).optional(),
  userAgent: z.string().max(1000).optional(),
  page: z.string().max(100).optional(),
});
export type TFeedbackSubmission = z.infer<typeof ZFeedbackSubmission>;
