import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { listening, solveProof } from '../test/http.ts';
import { newReader } from '../test/readers.ts';

/**
 * A carrier's shared address (docs/decisions/0040): a crowd of real readers behind it signs up
 * and logs in, paying a proof of work past the address's share; a script that does not pay is
 * stopped at that share.
 */
let server: TestServer;
let http: Awaited<ReturnType<typeof listening>>;

beforeAll(async () => {
  server = await startTestServer();
  http = await listening(await server.withSettings({ TRUST_PROXY: 'loopback' }));
});
afterAll(() => server?.close());

describe('one carrier address', () => {
  it('lets 50 distinct readers sign up and log in within the hour', async () => {
    const carrier = '100.64.12.34';
    const readers = Array.from({ length: 50 }, () => newReader());
    const signUps = [];
    for (const reader of readers) {
      signUps.push((await http.postPaying('/api/auth/register', reader, carrier)).status);
    }
    expect(signUps).toEqual(readers.map(() => 201));
    const logins = [];
    for (const reader of readers) {
      const login = await http.postPaying(
        '/api/auth/userLogin',
        { emailOrPhone: reader.email, password: reader.password },
        carrier,
      );
      logins.push(login.status);
    }
    expect(logins).toEqual(readers.map(() => 200));
  });

  it('stops one script at the address share when it does not pay', async () => {
    const script = '100.64.99.1';
    const statuses = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await http.post('/api/auth/register', newReader(), script)).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 428)).toBe(true);
  });

  it('accepts each solved challenge once', async () => {
    const script = '100.64.99.2';
    for (let i = 0; i < 20; i++) await http.post('/api/auth/register', newReader(), script);
    const asked = await http.post('/api/auth/register', newReader(), script);
    expect(asked.status).toBe(428);
    const proof = await solveProof(asked);
    const send = () =>
      http.call('POST', '/api/auth/register', {
        body: newReader(),
        from: script,
        headers: { 'x-proof-of-work': proof },
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(428);
  });
});
