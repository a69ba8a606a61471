import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

const TOKEN = 'a-metrics-token-of-at-least-32-characters';
let server: TestServer;
let withToken: App;

beforeAll(async () => {
  server = await startTestServer();
  withToken = await server.withSettings({ METRICS_TOKEN: TOKEN });
});
afterAll(() => server?.close());

const scrape = (app: App, options: { from?: string; headers?: Record<string, string> } = {}) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress: options.from ?? '127.0.0.1',
    headers: options.headers,
  });

describe('GET /metrics', () => {
  it('counts requests and their durations by route, and shows the process memory', async () => {
    for (let i = 0; i < 3; i++)
      await server.app.inject({ method: 'GET', url: '/api/news/languages' });
    const response = await scrape(server.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toMatch(
      /^vaarta_http_requests_total\{method="GET",route="\/api\/news\/languages",status="200"\} 3$/m,
    );
    expect(response.body).toMatch(
      /^vaarta_http_request_duration_seconds_count\{method="GET",route="\/api\/news\/languages"\} 3$/m,
    );
    expect(response.body).toMatch(/^vaarta_process_resident_memory_bytes \d+/m);
    expect(response.body).toMatch(/^vaarta_nodejs_heap_size_used_bytes \d+/m);
    if (process.env.TEST_DATABASE_URL) {
      expect(response.body).toMatch(/^vaarta_db_pool_connections\{state="total"\} [1-9]/m);
    }
  });

  it('shows the job queue by queue and state, and failed jobs', async () => {
    server.app.metrics.countJobsWith(async () => [
      { queue: 'epaper-build', state: 'created', count: 2 },
      { queue: 'epaper-build', state: 'failed', count: 1 },
    ]);
    server.app.metrics.jobFailures.inc({ queue: 'feed-ingest' });
    const { body } = await scrape(server.app);
    expect(body).toMatch(/^vaarta_jobs\{queue="epaper-build",state="created"\} 2$/m);
    expect(body).toMatch(/^vaarta_jobs\{queue="epaper-build",state="failed"\} 1$/m);
    expect(body).toMatch(/^vaarta_job_failures_total\{queue="feed-ingest"\} 1$/m);
  });

  it('is not there for another machine, nor for this one through a proxy', async () => {
    expect((await scrape(server.app, { from: '203.0.113.9' })).statusCode).toBe(404);
    const relayed = await scrape(server.app, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.statusCode).toBe(404);
  });

  it('is there for another machine that brings the configured token, and only then', async () => {
    const from = '203.0.113.9';
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await scrape(withToken, { from, headers: bearer(TOKEN) })).statusCode).toBe(200);
    expect((await scrape(withToken, { from, headers: bearer(`${TOKEN}x`) })).statusCode).toBe(404);
    expect((await scrape(withToken, { from })).statusCode).toBe(404);
    // Without a configured token no token opens it.
    expect((await scrape(server.app, { from, headers: bearer(TOKEN) })).statusCode).toBe(404);
  });
});
