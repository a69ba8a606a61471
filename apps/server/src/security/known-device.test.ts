import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_DEVICE_COOKIE } from '../services/known-devices.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { addressNumber, listening } from '../test/http.ts';
import { newReader } from '../test/readers.ts';

/**
 * A reader's device outlasts an attack on the account (on PostgreSQL with TEST_DATABASE_URL):
 * the attacker first spends the account's quiet logins with wrong passwords from many
 * addresses, then floods the server with logins, all sent at once over HTTP.
 */
let server: TestServer;
let http: Awaited<ReturnType<typeof listening>>;
let clients = 0;
const nextAddress = () => addressNumber('10.40', (clients += 1));

beforeAll(async () => {
  server = await startTestServer();
  http = await listening(
    await server.withSettings({
      TRUST_PROXY: 'loopback',
      KNOWN_DEVICE_SECRET: 'a-known-device-secret-of-32-characters-or-more',
    }),
  );
});
afterAll(() => server?.close());

const FLOOD = 120;
const READER_LOGINS = 8;

/** Logins for accounts nobody has, each from an address of its own: all doubtful. */
const flood = () =>
  Array.from(
    { length: FLOOD },
    (_, i) => () =>
      http.post(
        '/api/auth/userLogin',
        { emailOrPhone: `nobody.${i}.${clients}@example.in`, password: 'Guess123' },
        nextAddress(),
      ),
  );

async function attackedReader() {
  const reader = newReader();
  expect((await http.post('/api/auth/register', reader, nextAddress())).status).toBe(201);
  const first = await http.post(
    '/api/auth/userLogin',
    { emailOrPhone: reader.email, password: reader.password },
    nextAddress(),
  );
  expect(first.status).toBe(200);
  const device = first.setCookie!.split(';')[0]!;
  // The account's quiet budget, spent from many addresses.
  for (let i = 0; i < 6; i++) {
    const wrong = { emailOrPhone: reader.email, password: 'Wrong123' };
    expect((await http.post('/api/auth/userLogin', wrong, nextAddress())).status).toBe(401);
  }
  return { reader, device };
}

/** The reader's logins, sent among the flood's, with the device's cookie or without. */
async function loginsDuringFlood(reader: ReturnType<typeof newReader>, cookie?: string) {
  const login = () =>
    http.call('POST', '/api/auth/userLogin', {
      body: { emailOrPhone: reader.email, password: reader.password },
      from: nextAddress(),
      headers: cookie ? { cookie } : {},
    });
  const calls = flood();
  const readerCalls = Array.from({ length: READER_LOGINS }, () => login);
  // The reader's logins go out spread among the flood's.
  const step = Math.floor(FLOOD / READER_LOGINS);
  readerCalls.forEach((call, i) => calls.splice(i * (step + 1) + step, 0, call));
  const replies = await http.burst(calls);
  return replies.filter((_, i) => i % (step + 1) === step).slice(0, READER_LOGINS);
}

describe('a reader during a flood of logins', () => {
  it('sets a known-device cookie on a right password, naming no account', async () => {
    const reader = newReader();
    await http.post('/api/auth/register', reader, nextAddress());
    const login = await http.post(
      '/api/auth/userLogin',
      { emailOrPhone: reader.phone, password: reader.password },
      nextAddress(),
    );
    expect(login.setCookie).toMatch(
      new RegExp(
        `^${KNOWN_DEVICE_COOKIE}=[0-9a-z]+\\.[\\w-]{43}; Path=/api/auth; Max-Age=\\d+; HttpOnly; SameSite=Strict$`,
      ),
    );
    expect(login.setCookie).not.toContain(reader.email);
    const wrong = await http.post(
      '/api/auth/userLogin',
      { emailOrPhone: reader.phone, password: 'Wrong123' },
      nextAddress(),
    );
    expect(wrong.setCookie).toBeUndefined();
  });

  it('gets in from a device the account has logged in from, every time', async () => {
    const { reader, device } = await attackedReader();
    const replies = await loginsDuringFlood(reader, device);
    expect(replies.map((r) => r.status)).toEqual(Array(READER_LOGINS).fill(200));
  });

  // The control needs a flood that fills the queue of doubtful logins: on the embedded database,
  // which answers one statement at a time, the flood trickles in and nobody waits.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is not let through by a cookie made up or issued to another account',
    async () => {
      const { reader } = await attackedReader();
      const other = await attackedReader();
      const [issuedAt] = other.device.split('=')[1]!.split('.');
      for (const cookie of [other.device, `${KNOWN_DEVICE_COOKIE}=${issuedAt}.${'A'.repeat(43)}`]) {
        const replies = await loginsDuringFlood(reader, cookie);
        // Without a device the account knows, the attacked account waits with the doubtful ones.
        expect(replies.some((r) => r.status === 503)).toBe(true);
      }
    },
  );
});
