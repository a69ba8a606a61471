import { MINIMUM_AGE } from './constants.ts';

/**
 * The accounts forms' messages, exactly as the reader sees them (docs/product/accounts.md). Kept
 * apart from the schemas so that the browser can name them without loading zod.
 */
export const ACCOUNT_MESSAGES = {
  fillAllFields: 'Please fill all fields',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid 10-digit phone number',
  invalidIdentifier: 'Please enter a valid email or 10-digit phone number',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooWeak:
    'Password should contain at least one uppercase letter, one lowercase letter, and one number',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCode: 'Please enter a valid 5-digit code',
  resetPasswordRules: 'Password does not meet requirements',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  tooYoung: `You must be at least ${MINIMUM_AGE} years old`,
  dobNotADate: 'Date of birth must be a real date',
  dobTooOld: 'Date of birth is too far in the past',
  invalidUserData: 'Invalid user data received from server',
} as const;

/**
 * When several sign-up or login rules fail at once, the form shows the first of these that
 * applies (the order of the rules in docs/product/accounts.md).
 */
export const SIGNUP_MESSAGE_PRIORITY: readonly string[] = [
  ACCOUNT_MESSAGES.fillAllFields,
  ACCOUNT_MESSAGES.invalidEmail,
  ACCOUNT_MESSAGES.invalidPhone,
  ACCOUNT_MESSAGES.passwordTooShort,
  ACCOUNT_MESSAGES.passwordsDoNotMatch,
  ACCOUNT_MESSAGES.passwordTooWeak,
];
export const LOGIN_MESSAGE_PRIORITY: readonly string[] = [
  ACCOUNT_MESSAGES.fillAllFields,
  ACCOUNT_MESSAGES.invalidIdentifier,
];

/** The message that wins among `messages`: the earliest in `priority`, else the first given. */
export function firstByPriority(
  messages: readonly string[],
  priority: readonly string[],
): string | undefined {
  const rank = (message: string) => {
    const index = priority.indexOf(message);
    return index === -1 ? priority.length : index;
  };
  return [...messages].sort((a, b) => rank(a) - rank(b))[0];
}

/** The feedback form's messages: subject and message are required. */
export const FEEDBACK_MESSAGES = {
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const;
