import { ACCOUNT_MESSAGES } from '@vaarta/core/account-messages';
import type { ProfileUpdate, RegisterBody, User } from '@vaarta/core/entities/account';
import type { Role } from '@vaarta/core/entities/role';
import { ApiError, browserApi } from '../lib/api';

/** A signed-in reader as the login call answers: their token and their profile. */
export interface LoginResult {
  token: string;
  user: User;
}

/** Feedback from the user menu: a subject, a message and 1–5 stars. */
export interface Feedback {
  subject: string;
  message: string;
  rating: number;
}

type Loose = Record<string, unknown> | null | undefined;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads a login answer in any of its documented shapes (the user under `user` or `data`, or
 * the result itself; the token beside the user or inside it) and refuses one without the
 * user's id, first name and e-mail.
 */
export function readLoginResult(result: unknown): LoginResult {
  const outer = isObject(result) ? result : {};
  const user = [outer.user, outer.data, outer].find(
    (candidate): candidate is Record<string, unknown> =>
      isObject(candidate) &&
      typeof candidate.id === 'string' &&
      typeof candidate.firstName === 'string' &&
      typeof candidate.email === 'string',
  );
  const token = outer.token ?? (user as Loose)?.token;
  if (!user || typeof token !== 'string' || !token) {
    throw new ApiError(200, 'INVALID_USER_DATA', ACCOUNT_MESSAGES.invalidUserData);
  }
  const profile = Object.fromEntries(Object.entries(user).filter(([key]) => key !== 'token'));
  return { token, user: profile as unknown as User };
}

/** The roles a new reader may pick, the default first (`GET /api/roles`). */
export async function fetchRoles(): Promise<Role[]> {
  const roles = await browserApi.get<Role[]>('/roles');
  return roles.filter((role) => role.selfAssignable);
}

/** Sign-up (`POST /api/auth/register`); the password's confirmation stays in the form. */
export function register(account: RegisterBody): Promise<User> {
  return browserApi.post<User>('/auth/register', account);
}

/** Login with an e-mail or a 10-digit phone number (`POST /api/auth/userLogin`). */
export async function login(credentials: {
  emailOrPhone: string;
  password: string;
}): Promise<LoginResult> {
  return readLoginResult(await browserApi.post<unknown>('/auth/userLogin', credentials));
}

/** The signed-in reader's profile (`GET /api/auth/profile`). */
export function fetchProfile(): Promise<User> {
  return browserApi.get<User>('/auth/profile');
}

/** Saves the profile on the server (`PATCH /api/auth/profile`) and answers the saved one. */
export function updateProfile(profile: ProfileUpdate): Promise<User> {
  return browserApi.patch<User>('/auth/profile', profile);
}

/** Ends the session on the server: the token stops working (`POST /api/auth/logout`). */
export async function logout(): Promise<void> {
  await browserApi.post<null>('/auth/logout');
}

/**
 * Asks for a 5-digit reset code by e-mail, written in the reader's interface language. The
 * server answers the same for any address.
 */
export async function requestResetCode(email: string, language: string): Promise<void> {
  await browserApi.post<null>('/auth/forgot-password', { email, language });
}

/** Asks for a new code; the server allows one a minute. */
export async function resendResetCode(email: string, language: string): Promise<void> {
  await browserApi.post<null>('/auth/resend-code', { email, language });
}

export async function verifyResetCode(email: string, code: string): Promise<void> {
  await browserApi.post<null>('/auth/verify-code', { email, code });
}

export async function resetPassword(
  email: string,
  code: string,
  newPassword: string,
): Promise<void> {
  await browserApi.post<null>('/auth/reset-password', { email, code, newPassword });
}

/** Stores the reader's feedback (`POST /api/feedback`). */
export async function sendFeedback(feedback: Feedback): Promise<void> {
  await browserApi.post<null>('/feedback', feedback);
}
