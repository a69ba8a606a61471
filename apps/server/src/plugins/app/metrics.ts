import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { rowsOf, type Db } from '../../db/client.ts';
import { isLoopbackAddress } from '../../lib/loopback.ts';

/** Jobs of one queue in one state (created, retry, active, completed, failed…). */
export interface JobCount {
  queue: string;
  state: string;
  count: number;
}

export interface Metrics {
  registry: Registry;
  /** Page lookups in the shared page cache: `hit` or `miss`. */
  pageCache: Counter<'result'>;
  /** A job that failed, counted by the queue that ran it. */
  jobFailures: Counter<'queue'>;
  /**
   * Where the job gauge reads its counts from at each scrape; by default pg-boss's own table,
   * when the database has one.
   */
  countJobsWith(read: () => Promise<JobCount[]>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics of this server, served at GET /metrics (docs/decisions/0157). */
    metrics: Metrics;
  }
}

/** The seconds a request's duration is sorted into: most replies take a few milliseconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** pg-boss's jobs by queue and state, when its schema is in the database; none otherwise. */
async function pgBossJobs(db: Db): Promise<JobCount[]> {
  const [present] = rowsOf<{ table: string | null }>(
    await db.execute(sql`select to_regclass('pgboss.job')::text as table`),
  );
  if (!present?.table) return [];
  return rowsOf<{ queue: string; state: string; count: number }>(
    await db.execute(
      sql`select name as queue, state::text as state, count(*)::int as count from pgboss.job group by 1, 2`,
    ),
  );
}

/** The pool's connections, when the database is PostgreSQL through node-postgres. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
function poolOf(db: Db): PoolCounts | null {
  const client = (db as unknown as { $client?: Partial<PoolCounts> }).$client;
  return client && typeof client.totalCount === 'number' ? (client as PoolCounts) : null;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read the metrics: a client on this machine that came straight (no proxy forwarded
 * it, so nginx on the same host cannot hand them out), or anyone with METRICS_TOKEN as a bearer
 * token, compared in constant time.
 */
function allowed(request: FastifyRequest, token: string | undefined): boolean {
  const direct =
    isLoopbackAddress(request.socket.remoteAddress ?? '') &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined;
  if (direct) return true;
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return (
    token !== undefined && given !== undefined && timingSafeEqual(digest(given), digest(token))
  );
}

/**
 * Prometheus metrics (prom-client), one registry per server: requests and their durations by
 * route, the page cache's hits and misses, the database pool, the job queue and the process
 * (memory, CPU, event loop). Served at GET /metrics to this machine or to METRICS_TOKEN.
 */
export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'vaarta_' });
    const requests = new Counter({
      name: 'vaarta_http_requests_total',
      help: 'Requests answered, by method, route and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'vaarta_http_request_duration_seconds',
      help: 'Time to answer a request, by method and route.',
      labelNames: ['method', 'route'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const pageCache = new Counter({
      name: 'vaarta_page_cache_lookups_total',
      help: 'Lookups in the shared page cache, by result (hit or miss).',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    const jobFailures = new Counter({
      name: 'vaarta_job_failures_total',
      help: 'Jobs that failed, by queue.',
      labelNames: ['queue'] as const,
      registers: [registry],
    });
    let readJobs = () => pgBossJobs(app.db);
    new Gauge({
      name: 'vaarta_jobs',
      help: 'Jobs in the queue, by queue and state.',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const job of await readJobs().catch(() => [])) {
          this.set({ queue: job.queue, state: job.state }, job.count);
        }
      },
    });
    const pool = poolOf(app.db);
    if (pool) {
      new Gauge({
        name: 'vaarta_db_pool_connections',
        help: 'Database pool connections: open (total), idle, and requests waiting for one.',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }

    app.decorate('metrics', {
      registry,
      pageCache,
      jobFailures,
      countJobsWith(read) {
        readJobs = read;
      },
    } satisfies Metrics);

    // Timed from the raw response's end, so pages sent outside Fastify's reply count too.
    app.addHook('onRequest', async (request, reply) => {
      const stop = durations.startTimer();
      reply.raw.once('finish', () => {
        const route = request.routeOptions.url ?? 'unmatched';
        stop({ method: request.method, route });
        requests.inc({ method: request.method, route, status: reply.raw.statusCode });
      });
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!allowed(request, app.config.METRICS_TOKEN)) return reply.callNotFound();
      const body = await registry.metrics();
      return reply
        .header('Content-Type', registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(body);
    });
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
