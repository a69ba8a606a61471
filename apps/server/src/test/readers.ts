import { randomBytes } from 'node:crypto';
import { READER_ROLE_ID } from '@vaarta/core/constants';
import type { TestServer } from './harness.ts';

let phoneCounter = 0;
let addressCounter = 0;

/**
 * A different client address for each simulated reader (a label for `inject`, no traffic),
 * so per-IP limits meet only the tests that mean to reach them.
 */
export function clientAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/** A unique sign-up for a test reader. */
export function newReader(overrides: Partial<Record<string, string>> = {}) {
  phoneCounter += 1;
  const tag = randomBytes(4).toString('hex');
  return {
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: `ravi.${tag}@example.in`,
    phone: `9${String(Date.now() % 1e5).padStart(5, '0')}${String(phoneCounter).padStart(4, '0')}`,
    password: 'Secret123',
    roleId: READER_ROLE_ID,
    ...overrides,
  };
}

/** Registers and logs in a reader; answers the token and the sign-up details. */
export async function signedInReader(
  server: TestServer,
  overrides: Partial<Record<string, string>> = {},
) {
  const reader = newReader(overrides);
  const remoteAddress = clientAddress();
  const registered = await server.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: reader,
    remoteAddress,
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await server.app.inject({
    method: 'POST',
    url: '/api/auth/userLogin',
    payload: { emailOrPhone: reader.email, password: reader.password },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { token, user } = login.json().result;
  return {
    ...reader,
    remoteAddress,
    token: token as string,
    id: user.id as string,
    auth: { authorization: `Bearer ${token}` },
  };
}
