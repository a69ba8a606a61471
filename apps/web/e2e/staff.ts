import { inject } from 'vitest';
import { EDITOR_ROLE_ID, REPORTER_ROLE_ID } from '@vaarta/core/constants';
import { baseUrl } from './browser';
import { signUpReader, testClientAddress, type Reader } from './readers';

/** Calls `/api{path}` as the session of `token` (or nobody); the `result`, or an error. */
export async function callApi(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      'x-forwarded-for': testClientAddress(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { result: unknown; message: string };
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${json.message}`);
  return json.result;
}

const logIn = async (emailOrPhone: string, password: string) =>
  (await callApi('POST', '/auth/userLogin', null, { emailOrPhone, password })) as Reader;

let adminSession: Promise<Reader> | undefined;
/** The session of the Admin the global setup made (one login per test file). */
export const newsroomAdmin = () =>
  (adminSession ??= (async () => {
    const { email, password } = inject('newsroomAdmin');
    return logIn(email, password);
  })());

const ROLE_IDS = { reporter: REPORTER_ROLE_ID, editor: EDITOR_ROLE_ID } as const;

/**
 * A member of staff as a newsroom gets one: a reader signs up, an Admin gives them a role and
 * their languages or districts (the People desk's calls), then they log in again.
 */
export async function signUpStaff(
  role: keyof typeof ROLE_IDS,
  assignments: { languageIds?: string[]; districtIds?: string[] },
  firstName = role === 'editor' ? 'Lakshmi' : 'Suresh',
): Promise<Reader> {
  const reader = await signUpReader(firstName, 'Naidu');
  const { token } = await newsroomAdmin();
  const user = `/newsroom/users/${reader.user.id}`;
  await callApi('PUT', `${user}/role`, token, { roleId: ROLE_IDS[role] });
  if (assignments.languageIds) {
    await callApi('PUT', `${user}/languages`, token, { languageIds: assignments.languageIds });
  }
  if (assignments.districtIds) {
    await callApi('PUT', `${user}/districts`, token, { districtIds: assignments.districtIds });
  }
  return logIn(reader.account.email, reader.account.password);
}
