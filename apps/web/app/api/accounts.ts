import type {
  ForgotPasswordBody,
  LoginBody,
  LoginResult,
  ProfileUpdate,
  RegisterBody,
  ResetPasswordBody,
  User as ApiUser,
  VerifyCodeBody,
} from '@vaarta/core/entities/account';
import type { FeedbackBody } from '@vaarta/core/entities/engagement';
import type { Role } from '@vaarta/core/entities/role';
import { ACCOUNT_MESSAGES } from '@vaarta/core/account-messages';
import { ApiError, type ApiClient, type ApiReader } from './client';

/** Sign-up, login, profile, the reset by code, roles, feedback (docs/product/accounts.md). */

export type { Role };

function toUser({ is_active, ...rest }: ApiUser) {
  return { ...rest, isActive: is_active };
}
export type User = ReturnType<typeof toUser>;

/** Signs a reader up with a self-assignable role; they log in afterwards. */
export async function register(api: ApiClient, body: RegisterBody): Promise<User> {
  return toUser(await api.post<ApiUser>('/auth/register', body));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads a login answer in any of its documented shapes (the user under `user` or `data`, or
 * the result itself; the token beside the user or inside it) and refuses one without the
 * user's id, first name and e-mail: "Invalid user data received from server".
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
  const token = outer.token ?? user?.token;
  if (!user || typeof token !== 'string' || !token) {
    throw new ApiError(200, 'INVALID_USER_DATA', ACCOUNT_MESSAGES.invalidUserData);
  }
  const profile = Object.fromEntries(Object.entries(user).filter(([key]) => key !== 'token'));
  return { token, user: profile as ApiUser };
}

/** Logs in with an e-mail or a 10-digit phone number: the session token and the reader. */
export async function logIn(
  api: ApiClient,
  body: LoginBody,
): Promise<{ token: string; user: User }> {
  const { token, user } = readLoginResult(await api.post<unknown>('/auth/userLogin', body));
  return { token, user: toUser(user) };
}

/** Ends the session on the server: its token stops working. */
export async function logOut(api: ApiClient): Promise<void> {
  await api.post<null>('/auth/logout');
}

/** The signed-in reader's profile. */
export async function fetchProfile(api: ApiReader): Promise<User> {
  return toUser(await api.get<ApiUser>('/auth/profile'));
}

export async function updateProfile(api: ApiClient, changes: ProfileUpdate): Promise<User> {
  return toUser(await api.patch<ApiUser>('/auth/profile', changes));
}

/** Mails a reset code; the answer is the same whether or not the address is registered. */
export async function sendResetCode(api: ApiClient, body: ForgotPasswordBody): Promise<void> {
  await api.post<null>('/auth/forgot-password', body);
}

/** Mails a new code; the server allows one a minute. */
export async function resendResetCode(api: ApiClient, body: ForgotPasswordBody): Promise<void> {
  await api.post<null>('/auth/resend-code', body);
}

export async function verifyResetCode(api: ApiClient, body: VerifyCodeBody): Promise<void> {
  await api.post<null>('/auth/verify-code', body);
}

export async function resetPassword(api: ApiClient, body: ResetPasswordBody): Promise<void> {
  await api.post<null>('/auth/reset-password', body);
}

/** The sign-up form's roles, self-assignable ones first (the first is the default). */
export function fetchRoles(api: ApiReader): Promise<Role[]> {
  return api.get<Role[]>('/roles');
}

/** Feedback is stored, from a signed-in reader or anyone. */
export async function sendFeedback(api: ApiClient, body: FeedbackBody): Promise<void> {
  await api.post<null>('/feedback', body);
}
