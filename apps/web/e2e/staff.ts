import { inject } from 'vitest';
import type { RoleType } from '@vaarta/core/constants';
import { baseUrl } from './browser';
import { logInAccount, type Reader } from './readers';

/** Calls `/api{path}` as the session of `token` (or nobody); the `result`, or an error. */
export async function callApi(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { result: unknown; message: string };
  if (!response.ok) {
    throw new Error(`${method} ${path} answered ${response.status}: ${json.message}`);
  }
  return json.result;
}

/** Logs in one of the accounts the global setup made (one of each role). */
export async function logInAs(role: RoleType): Promise<Reader> {
  const { email, password } = inject('newsroomAccounts')[role];
  return logInAccount(email, password);
}

let admin: Promise<Reader> | undefined;

/**
 * A member of staff with the languages or districts a test needs, given by the Admin through
 * the People desk's calls.
 */
export async function staffWith(
  role: 'editor' | 'reporter',
  assignments: { languageIds?: string[]; districtIds?: string[] },
): Promise<Reader> {
  admin ??= logInAs('admin');
  const [{ token }, staff] = await Promise.all([admin, logInAs(role)]);
  const user = `/newsroom/users/${staff.user.id}`;
  if (assignments.languageIds) {
    await callApi('PUT', `${user}/languages`, token, { languageIds: assignments.languageIds });
  }
  if (assignments.districtIds) {
    await callApi('PUT', `${user}/districts`, token, { districtIds: assignments.districtIds });
  }
  return staff;
}
