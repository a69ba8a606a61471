import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '@vaarta/core/constants';
import * as t from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { addressNumber, listening } from '../test/http.ts';
import { newReader } from '../test/readers.ts';

/**
 * Bursts of guesses sent at once over HTTP (on PostgreSQL with TEST_DATABASE_URL): each guess
 * must be counted before it is checked, so a burst gets no more checks than one at a time.
 */
let server: TestServer;
let http: Awaited<ReturnType<typeof listening>>;
let clients = 0;
/** A client address of its own for each request, so no per-address limit takes part. */
const nextAddress = () => addressNumber('10.20', (clients += 1));

beforeAll(async () => {
  server = await startTestServer();
  http = await listening(await server.withSettings({ TRUST_PROXY: 'loopback' }));
});
afterAll(() => server?.close());

async function registered() {
  const reader = newReader();
  expect((await http.post('/api/auth/register', reader, nextAddress())).status).toBe(201);
  return reader;
}

async function codeSentTo(email: string): Promise<string> {
  expect((await http.post('/api/auth/forgot-password', { email }, nextAddress())).status).toBe(200);
  const mail = server.outbox.find((m) => m.to === email)!;
  return mail.text.match(/\b\d{5}\b/)![0];
}

const wrongCodes = (code: string, n: number) =>
  Array.from({ length: n }, (_, i) => String((Number(code) + 1 + i) % 100_000).padStart(5, '0'));

describe('reset codes', () => {
  it('checks no more than 5 of 60 wrong guesses sent at once', async () => {
    const reader = await registered();
    const code = await codeSentTo(reader.email);
    const replies = await http.burst(
      wrongCodes(code, 60).map(
        (guess) => () =>
          http.post('/api/auth/verify-code', { email: reader.email, code: guess }, nextAddress()),
      ),
    );
    const checked = replies.filter((r) => r.status === 400);
    expect(checked.length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS - 1);
    expect(replies.filter((r) => r.status !== 400).every((r) => r.status === 429)).toBe(true);
    const [row] = await server.database.db
      .select({ attempts: t.oneTimeCodes.attempts })
      .from(t.oneTimeCodes)
      .where(eq(t.oneTimeCodes.email, reader.email));
    expect(row!.attempts).toBe(OTP_MAX_ATTEMPTS);
    const right = await http.post(
      '/api/auth/verify-code',
      { email: reader.email, code },
      nextAddress(),
    );
    expect(right.status).toBe(429);
  });

  it('never accepts the right code sent after 5 guesses of a burst have been counted', async () => {
    for (let trial = 0; trial < 6; trial++) {
      const reader = await registered();
      const code = await codeSentTo(reader.email);
      const guesses = wrongCodes(code, 30);
      // The right code among the last of the burst (guess #6–#31): the first five are counted
      // while it is on its way, and whichever five come first are the only ones compared.
      guesses.splice(5 + trial * 4, 0, code);
      const replies = await http.burst(
        guesses.map(
          (guess) => () =>
            http.post('/api/auth/verify-code', { email: reader.email, code: guess }, nextAddress()),
        ),
      );
      const compared = replies.filter((r) => r.status !== 429);
      expect(compared.length).toBeLessThanOrEqual(OTP_MAX_ATTEMPTS);
    }
  });
});

describe('logins', () => {
  it('checks no more than 5 of 60 wrong passwords sent at once from one address', async () => {
    const reader = await registered();
    const address = nextAddress();
    const replies = await http.burst(
      Array.from(
        { length: 60 },
        () => () =>
          http.post(
            '/api/auth/userLogin',
            { emailOrPhone: reader.email, password: 'Wrong123' },
            address,
          ),
      ),
    );
    expect(replies.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    expect(
      replies.filter((r) => r.status !== 401).every((r) => [428, 429].includes(r.status)),
    ).toBe(true);
    // The real reader, from elsewhere, still gets in (with a proof: the account was attacked).
    const real = await http.postPaying(
      '/api/auth/userLogin',
      { emailOrPhone: reader.phone, password: reader.password },
      nextAddress(),
    );
    expect(real.status).toBe(200);
  });

  it('counts the e-mail and the phone number of one account together', async () => {
    const reader = await registered();
    const address = nextAddress();
    const replies = await http.burst(
      Array.from(
        { length: 12 },
        (_, i) => () =>
          http.post(
            '/api/auth/userLogin',
            { emailOrPhone: i % 2 ? reader.phone : reader.email, password: 'Wrong123' },
            address,
          ),
      ),
    );
    expect(replies.filter((r) => r.status === 401).length).toBe(5);
    expect(replies.filter((r) => r.status === 429).length).toBe(7);
  });

  it('asks for proof of work, never locks out, once an account is attacked from everywhere', async () => {
    const reader = await registered();
    const replies = await http.burst(
      Array.from(
        { length: 40 },
        () => () =>
          http.post(
            '/api/auth/userLogin',
            { emailOrPhone: reader.email, password: 'Wrong123' },
            nextAddress(),
          ),
      ),
    );
    // The account's ceiling, counted as atomically as the rest: 20 go on to be checked (or,
    // past the hashes the server runs at once, shed with a 503), the others must prove work.
    const onward = replies.filter((r) => r.status === 401 || r.status === 503);
    expect(onward.length).toBe(20);
    expect(replies.filter((r) => r.status === 428).length).toBe(20);
    const unpaid = await http.post(
      '/api/auth/userLogin',
      { emailOrPhone: reader.email, password: reader.password },
      nextAddress(),
    );
    expect(unpaid.status).toBe(428);
    const paid = await http.postPaying(
      '/api/auth/userLogin',
      { emailOrPhone: reader.email, password: reader.password },
      nextAddress(),
    );
    expect(paid.status).toBe(200);
  });
});
