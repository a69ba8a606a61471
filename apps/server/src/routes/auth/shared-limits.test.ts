import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { clientAddress, newReader } from '../../test/readers.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** With REDIS_URL, both kinds of limit live in Redis, shared by every instance. */
describe.skipIf(!redisUrl)('limits kept in Redis', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { REDIS_URL: redisUrl! } });
  });
  afterAll(() => server?.close());

  it('pauses an account at an address after 5 failed logins and meters an address', async () => {
    const reader = newReader();
    await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: reader,
      remoteAddress: clientAddress(),
    });
    const login = (password: string, remoteAddress = clientAddress()) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/userLogin',
        payload: { emailOrPhone: reader.email, password },
        remoteAddress,
      });
    const one = clientAddress();
    for (let i = 0; i < 5; i++) expect((await login('Wrong123', one)).statusCode).toBe(401);
    expect((await login(reader.password, one)).statusCode).toBe(429);

    const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/userLogin',
        payload: { emailOrPhone: `someone${i}.${Date.now()}@example.in`, password: 'Wrong123' },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
    }
    // Past its share, an address's logins must carry a proof of work.
    expect(statuses.at(-1)).toBe(428);
  });
});
