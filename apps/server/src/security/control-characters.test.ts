import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { rowsOf } from '../db/client.ts';
import { logSerializers } from '../logging.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { clientAddress, signedInReader } from '../test/readers.ts';

/**
 * A NUL (or any control character) in a string is a 4xx in plain words before it reaches the
 * database, and the log of the whole run shows no SQL parameter, hash, e-mail or phone number.
 */
let server: TestServer;
let app: App;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  app = await server.withSettings(
    {},
    {
      level: 'info',
      serializers: logSerializers,
      stream: { write: (line) => logLines.push(line) },
    },
  );
});
afterAll(() => server?.close());

const NUL = 'ab\u0000cd';

describe('control characters', () => {
  let reader: Awaited<ReturnType<typeof signedInReader>>;
  let articleId: string;
  beforeAll(async () => {
    reader = await signedInReader({ app } as TestServer);
    const [article] = rowsOf<{ id: string }>(
      await server.database.db.execute(sql`select id from news limit 1`),
    );
    articleId = article!.id;
  });

  const calls = () =>
    [
      ['POST', '/api/auth/register', { ...reader, email: `x${NUL}@example.in`, firstName: NUL }],
      ['POST', '/api/auth/userLogin', { emailOrPhone: reader.email, password: `Secret${NUL}` }],
      ['POST', '/api/auth/forgot-password', { email: `${NUL}@example.in` }],
      ['POST', '/api/newsletter', { email: `n${NUL}@example.in` }],
      ['POST', '/api/feedback', { subject: NUL, message: 'Hello there' }],
      ['POST', `/api/news/${articleId}/report`, { reason: 'spam', description: NUL }],
      ['POST', `/api/news/${articleId}/comments`, { content: NUL }],
      ['PATCH', '/api/auth/profile', { firstName: NUL, lastName: 'Kumar' }],
      [
        'GET',
        `/api/news/filter-advanced?language_id=${reader.roleId}&search=${encodeURIComponent(NUL)}`,
      ],
    ] as const;

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 8])(
    'refuses call %i with a 4xx in plain words',
    async (index) => {
      const [method, url, payload] = calls()[index]!;
      const response = await app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: reader.auth,
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toContain('Text must not contain control characters');
    },
  );

  it('keeps line breaks and tabs, which readers do type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { subject: 'Two lines', message: 'First line\r\n\tsecond line' },
      remoteAddress: clientAddress(),
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('the log of the run', () => {
  it('holds no SQL parameter, hash, e-mail or phone number, even of a failed query', async () => {
    const reader = await signedInReader({ app } as TestServer);
    const [user] = rowsOf<{ password_hash: string }>(
      await server.database.db.execute(
        sql`select password_hash from users where email = ${reader.email}`,
      ),
    );
    const hash = user!.password_hash;
    const failed = await server.database.db
      .execute(sql`select ${reader.email}::uuid, ${hash}, ${reader.phone}`)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    app.log.error({ err: failed }, 'request failed');
    await app.inject({
      method: 'GET',
      url: `/api/news/search?q=${encodeURIComponent(reader.email)}`,
    });

    const log = logLines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('22P02');
    for (const secret of [reader.email, reader.phone, hash, '$argon2', reader.password, 'params']) {
      expect(log).not.toContain(secret);
    }
  });
});
