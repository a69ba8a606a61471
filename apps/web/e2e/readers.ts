import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { READER_ROLE_ID } from '@vaarta/core/constants';
import { PROOF_HEADER } from '@vaarta/core/proof-of-work';
import { solveProof } from '../app/api/proof-of-work';
import { baseUrl } from './browser';

export interface Reader {
  token: string;
  user: { id: string; firstName: string; lastName: string; email: string };
}

/** A new reader's details, unique on every call: an e-mail, a 10-digit phone, a password. */
export function newAccount(firstName = 'Ravi', lastName = 'Kumar') {
  const tag = randomBytes(4).toString('hex');
  return {
    firstName,
    lastName,
    email: `reader.${tag}@example.in`,
    phone: `9${String(parseInt(tag, 16) % 1e9).padStart(9, '0')}`,
    password: 'Secret123',
  };
}

async function post(origin: string, path: string, body: unknown) {
  const send = (headers: Record<string, string> = {}) =>
    fetch(`${origin}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  let response = await send();
  let json = (await response.json()) as { result: unknown; message: string; details?: unknown };
  // Past this address's share of sign-ups and logins, the server asks for a proof of work,
  // which the web app's client solves unseen: so do the tests' readers.
  const proof = response.status === 428 ? await solveProof(json.details) : null;
  if (proof) {
    response = await send({ [PROOF_HEADER]: proof });
    json = (await response.json()) as typeof json;
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${json.message}`);
  return json.result;
}

/** Logs an account in through the API, as the web app's client does. */
export async function logInAccount(
  emailOrPhone: string,
  password: string,
  origin = baseUrl(),
): Promise<Reader> {
  return (await post(origin, '/auth/userLogin', { emailOrPhone, password })) as Reader;
}

/**
 * Signs a new reader up and logs them in through the API, for tests about what a signed-in
 * reader sees (the dialog's own journeys are in auth.test.ts).
 */
export async function signUpReader(
  firstName = 'Ravi',
  lastName = 'Kumar',
  origin = baseUrl(),
): Promise<Reader & { account: ReturnType<typeof newAccount> }> {
  const account = newAccount(firstName, lastName);
  await post(origin, '/auth/register', { ...account, roleId: READER_ROLE_ID });
  const session = await logInAccount(account.email, account.password, origin);
  return { ...session, account };
}

/**
 * Puts the reader's session where the app keeps it (docs/product/accounts.md, "Sessions and
 * tokens": token, user, isLoggedIn).
 */
export async function signInBrowser(context: BrowserContext, reader: Reader): Promise<void> {
  await context.addInitScript((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('user', JSON.stringify(session.user));
    localStorage.setItem('isLoggedIn', 'true');
  }, reader);
}
