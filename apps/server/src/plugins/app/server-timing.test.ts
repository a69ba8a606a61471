import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The `dur` of each Server-Timing entry, by name. */
function durations(header: string | undefined): Record<string, number> {
  return Object.fromEntries(
    (header ?? '').split(', ').map((entry) => {
      const [name] = entry.split(';');
      return [name, Number(entry.match(/;dur=([\d.]+)$/)?.[1])];
    }),
  );
}

describe('Server-Timing on API replies', () => {
  it('says how long the reply took and how much of it the database', async () => {
    const response = await server.app.inject({ url: '/api/roles' });
    expect(response.headers['server-timing']).toMatch(/^app;dur=[\d.]+, db;dur=[\d.]+$/);
    const { app, db } = durations(response.headers['server-timing'] as string);
    expect(db).toBeGreaterThan(0);
    expect(db).toBeLessThanOrEqual(app!);
  });

  it('counts the queries of a call whose body arrived after its headers', async () => {
    // The body comes in a later network event, outside the context the request started in.
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const body = JSON.stringify({ emailOrPhone: 'nobody@example.in', password: 'Wrong123' });
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const ask = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/userLogin',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      ask.on('response', resolve).on('error', reject);
      ask.flushHeaders();
      setTimeout(() => ask.end(body), 200);
    });
    response.resume();
    expect(response.statusCode).toBe(401);
    expect(durations(response.headers['server-timing'] as string).db).toBeGreaterThan(0);
  });

  it('gives each request only its own database time', async () => {
    const [roles, patterns] = await Promise.all([
      server.app.inject({ url: '/api/roles' }),
      server.app.inject({ url: '/api?type=urgency-patterns' }),
    ]);
    expect(durations(roles.headers['server-timing'] as string).db).toBeGreaterThan(0);
    expect(durations(patterns.headers['server-timing'] as string).db).toBe(0);
  });
});
