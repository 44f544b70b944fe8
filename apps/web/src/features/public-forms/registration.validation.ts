import { AUTH_MESSAGES, findPasswordProblem, findUsernameProblem, isValidEmail } from '@cda/contract';

export type TRegistrationValues = { username: string; email: string; password: string; confirmPassword: string };
export type TRegistrationField = keyof TRegistrationValues;

/** Translation keys under register.validation; the English wording is the contract's AUTH_MESSAGES. */
export type TRegistrationErrorKey =
  | 'usernameRequired'
  | 'usernameInvalid'
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordWeak'
  | 'passwordsMismatch';

export type TRegistrationErrors = Partial<Record<TRegistrationField, TRegistrationErrorKey>>;

export const EMPTY_REGISTRATION: TRegistrationValues = { username: '', email: '', password: '', confirmPassword: '' };

const USERNAME_KEYS: Record<string, TRegistrationErrorKey> = {
  [AUTH_MESSAGES.usernameRequired]: 'usernameRequired',
  [AUTH_MESSAGES.usernameInvalid]: 'usernameInvalid',
};

const PASSWORD_KEYS: Record<string, TRegistrationErrorKey> = {
  [AUTH_MESSAGES.passwordTooShort]: 'passwordTooShort',
  [AUTH_MESSAGES.passwordWeak]: 'passwordWeak',
};

/** Spec 001 §5, using the shared rules so the client and the server never disagree. */
export const validateRegistration = (values: TRegistrationValues): TRegistrationErrors => {
  const errors: TRegistrationErrors = {};
  const usernameProblem = findUsernameProblem(values.username.trim());
  if (usernameProblem) errors.username = USERNAME_KEYS[usernameProblem] ?? 'usernameInvalid';

  const email = values.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (!isValidEmail(email)) errors.email = 'emailInvalid';

  const passwordProblem = findPasswordProblem(values.password);
  // Any other message from the contract is the upper length limit.
  if (passwordProblem) errors.password = PASSWORD_KEYS[passwordProblem] ?? 'passwordTooLong';

  if (values.confirmPassword !== values.password) errors.confirmPassword = 'passwordsMismatch';
  return errors;
};
