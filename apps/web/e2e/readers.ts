import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { READER_ROLE_ID } from '@vaarta/core/constants';
import { baseUrl } from './browser';

export interface Reader {
  token: string;
  user: { id: string; firstName: string; lastName: string; email: string };
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { result: unknown; message: string };
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${json.message}`);
  return json.result;
}

/**
 * Signs a new reader up and logs them in through the API (there is no login dialog yet). The
 * server allows 10 sign-ups an hour from one address: share a reader within a test file.
 */
export async function signUpReader(firstName = 'Ravi', lastName = 'Kumar'): Promise<Reader> {
  const tag = randomBytes(4).toString('hex');
  const phone = `9${String(parseInt(tag, 16) % 1e9).padStart(9, '0')}`;
  const password = 'Secret123';
  const email = `reader.${tag}@example.in`;
  await post('/auth/register', {
    firstName,
    lastName,
    email,
    phone,
    password,
    roleId: READER_ROLE_ID,
  });
  return (await post('/auth/userLogin', { emailOrPhone: email, password })) as Reader;
}

/** Puts the reader's session where the app keeps it (spec §3: token, user, isLoggedIn). */
export async function signInBrowser(context: BrowserContext, reader: Reader): Promise<void> {
  await context.addInitScript((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('user', JSON.stringify(session.user));
    localStorage.setItem('isLoggedIn', 'true');
  }, reader);
}
