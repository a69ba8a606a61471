import { z } from 'zod';
import {
  MINIMUM_AGE,
  OTP_LENGTH,
  PHONE_DIGITS,
  RESET_PASSWORD_MIN,
  SIGNUP_PASSWORD_MIN,
} from '../constants.ts';
import { ACCOUNT_MESSAGES } from '../account-messages.ts';
import { isCalendarDate } from '../india-time.ts';
import { uuid } from './envelope.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The special characters the reset rules accept (docs/product/accounts.md, "Reset by code"). */
export const RESET_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

const required = (message: string = ACCOUNT_MESSAGES.fillAllFields) =>
  z.string({ error: message }).trim().min(1, message);

export const emailField = required()
  .max(254, ACCOUNT_MESSAGES.invalidEmail)
  .regex(EMAIL_SHAPE, ACCOUNT_MESSAGES.invalidEmail);

/**
 * Phone (docs/product/accounts.md, "Sign-up"): exactly 10 digits after stripping everything that is
 * not a digit.
 */
export const phoneField = required().transform((value, ctx) => {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== PHONE_DIGITS) {
    ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.invalidPhone });
    return z.NEVER;
  }
  return digits;
});

/** Sign-up password: at least 6 characters with a lowercase letter, an uppercase letter and a digit. */
const notBlank = (value: string) => value.trim() !== '';

export const signupPassword = z
  .string({ error: ACCOUNT_MESSAGES.fillAllFields })
  .refine(notBlank, ACCOUNT_MESSAGES.fillAllFields)
  .min(SIGNUP_PASSWORD_MIN, ACCOUNT_MESSAGES.passwordTooShort)
  .max(128, 'Password must be at most 128 characters long')
  .refine(
    (p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p),
    ACCOUNT_MESSAGES.passwordTooWeak,
  );

/**
 * The live checklist of the reset form (docs/product/accounts.md, "Reset by code"), one rule per
 * line.
 */
export const RESET_PASSWORD_RULES = [
  { id: 'length', test: (p: string) => p.length >= RESET_PASSWORD_MIN },
  { id: 'uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lowercase', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    test: (p: string) => [...p].some((ch) => RESET_SPECIAL_CHARACTERS.includes(ch)),
  },
] as const;

export const resetPassword = z
  .string({ error: ACCOUNT_MESSAGES.fillAllFields })
  .min(1, ACCOUNT_MESSAGES.fillAllFields)
  .max(128, 'Password must be at most 128 characters long')
  .refine(
    (p) => RESET_PASSWORD_RULES.every((rule) => rule.test(p)),
    ACCOUNT_MESSAGES.resetPasswordRules,
  );

/**
 * POST /auth/register (docs/product/accounts.md, "Sign-up"): the web form adds confirmPassword, the
 * server never sees it.
 */
export const registerBody = z.object({
  firstName: required().max(80),
  lastName: required().max(80),
  email: emailField,
  phone: phoneField,
  password: signupPassword,
  roleId: uuid('roleId'),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const signupForm = registerBody
  .extend({
    confirmPassword: z
      .string({ error: ACCOUNT_MESSAGES.fillAllFields })
      .refine(notBlank, ACCOUNT_MESSAGES.fillAllFields),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Checked even when another field is wrong, so the form can rank every message it has.
    when: ({ value }) => {
      const form = value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof form?.password === 'string' && typeof form.confirmPassword === 'string';
    },
  });

/** POST /auth/userLogin: an e-mail or a 10-digit phone number, and the password. */
export const loginBody = z.object({
  emailOrPhone: required()
    .max(254)
    .refine((v) => EMAIL_SHAPE.test(v) || /^\d{10}$/.test(v), ACCOUNT_MESSAGES.invalidIdentifier),
  password: z
    .string({ error: ACCOUNT_MESSAGES.fillAllFields })
    .min(1, ACCOUNT_MESSAGES.fillAllFields)
    .max(128),
});
export type LoginBody = z.input<typeof loginBody>;

export const otpCode = z
  .string({ error: ACCOUNT_MESSAGES.invalidCode })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), ACCOUNT_MESSAGES.invalidCode);

/**
 * Reduces pasted text to the code: digits only, the first five (docs/product/accounts.md, "Reset by
 * code").
 */
export function codeFromPaste(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

const mailLanguage = { language: z.string().max(10).optional() };
export const forgotPasswordBody = z.object({ email: emailField, ...mailLanguage });
export const verifyCodeBody = z.object({ email: emailField, code: otpCode });
export const resetPasswordBody = z.object({
  email: emailField,
  code: otpCode,
  newPassword: resetPassword,
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export type VerifyCodeBody = z.input<typeof verifyCodeBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** Age in whole years on `today`. */
export function ageOn(dob: string, today: Date): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d))
    age -= 1;
  return age;
}

const dateOfBirth = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth must be a date (YYYY-MM-DD)')
  .refine(isCalendarDate, ACCOUNT_MESSAGES.dobNotADate)
  .refine((v) => ageOn(v, new Date()) >= MINIMUM_AGE, ACCOUNT_MESSAGES.tooYoung)
  .refine((v) => ageOn(v, new Date()) <= 120, ACCOUNT_MESSAGES.dobTooOld);

/** PATCH /auth/profile (docs/decisions/0016): first and last name required. */
export const profileUpdateBody = z.object({
  firstName: required(ACCOUNT_MESSAGES.firstNameRequired).max(80),
  lastName: required(ACCOUNT_MESSAGES.lastNameRequired).max(80),
  phone: phoneField.optional(),
  gender: z
    .enum(['Male', 'Female', 'Other'], { error: 'Gender must be Male, Female or Other' })
    .nullable()
    .optional(),
  dob: dateOfBirth.nullable().optional(),
  preferences: z
    .object({ theme: z.enum(['light', 'dark']).optional(), notifications: z.boolean().optional() })
    .optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateBody>;

/** The Edit Profile form: its boxes hold text, and an empty optional box means 'not given'. */
export const profileForm = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    gender: z.string(),
    dob: z.string(),
  })
  .transform((form): z.input<typeof profileUpdateBody> => ({
    firstName: form.firstName,
    lastName: form.lastName,
    ...(form.phone ? { phone: form.phone } : {}),
    gender: (form.gender || null) as z.input<typeof profileUpdateBody>['gender'],
    dob: form.dob || null,
  }))
  .pipe(profileUpdateBody);

export const userSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  dob: z.string().nullable(),
  status: z.string(),
  is_active: z.boolean(),
  profilePicture: z.string().nullable(),
  avatar: z.string(),
  preferences: z.object({ theme: z.enum(['light', 'dark']), notifications: z.boolean() }),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  role: z.object({ id: z.uuid(), role: z.string(), roleType: z.string() }),
});
export type User = z.infer<typeof userSchema>;

/** POST /auth/userLogin: the session token and the reader. */
export const loginResultSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;
