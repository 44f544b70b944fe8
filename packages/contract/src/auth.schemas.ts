import { z } from 'zod';

/** Shared setting: the minimum password length (spec 001 §5, §9). */
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameInvalid:
    'Username must be 3-20 characters long and contain only letters, numbers, underscores, and hyphens',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordWeak:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  passwordsMismatch: 'Passwords do not match',
  invalidCredentials: 'Invalid username or password.',
} as const;

const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;
/** text, at-sign, text, dot, text (spec 000 §5) with no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_CLASSES = [/[A-Z]/, /[a-z]/, /[0-9]/, /[@$!%*?&]/];

export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email) && email.length <= 254;

/** Returns the first rule the password breaks, or null when it satisfies spec 001's rules. */
export const findPasswordProblem = (password: string): string | null => {
  if (password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > 128) return 'Password must be at most 128 characters';
  if (!PASSWORD_CLASSES.every((pattern) => pattern.test(password))) return AUTH_MESSAGES.passwordWeak;
  return null;
};

export const findUsernameProblem = (username: string): string | null => {
  if (username.trim() === '') return AUTH_MESSAGES.usernameRequired;
  if (!USERNAME_PATTERN.test(username)) return AUTH_MESSAGES.usernameInvalid;
  return null;
};

/** Removes angle brackets, 'javascript:' and inline event-handler patterns (spec 001 §5). */
export const sanitizeInput = (value: string): string =>
  value
    .replace(/[<>]/g, '')
    .replace(/javascript:/gi, '')
    .replace(/on\w+\s*=/gi, '')
    .trim();

export const ZLoginRequest = z.object({
  username: z.string().max(150),
  password: z.string().max(256),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZForgotPasswordRequest = z.object({
  email: z.string().max(254),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({
  new_password: z.string().max(256),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZRegisterRequest = z.object({
  username: z.string().max(150),
  email: z.string().max(254),
  password1: z.string().max(256),
  password2: z.string().max(256),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export type TAuthStatus = { isAuthenticated: boolean; username: string | null };
export type TLoginResponse = { username: string };
export type TCsrfResponse = { csrfToken: string };
/** Error bodies the client reads: a message, or field -> messages. */
export type TErrorBody = { detail: string | Record<string, string[]> };
