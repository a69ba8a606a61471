import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('health checks', () => {
  it('says the process lives, and that it is ready when the database answers', async () => {
    const live = await server.app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await server.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('is not ready while the configured Redis does not answer', async () => {
    // Nothing listens on this port of the range these tests may use.
    const app = await server.withSettings({ REDIS_URL: 'redis://127.0.0.1:4599' });
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', redis: 'down' },
    });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
