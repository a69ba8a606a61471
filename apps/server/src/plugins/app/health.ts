import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

/** How long readiness waits for the database or Redis before it says no. */
const CHECK_TIMEOUT_MS = 2_000;

function withinTime<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

const answered = (work: Promise<unknown>) =>
  withinTime(work).then(
    () => true,
    () => false,
  );

/**
 * For a process manager and a load balancer: `/healthz` says the process lives (it answers at
 * all); `/readyz` says it can serve, i.e. the database and, when configured, Redis answer. Both
 * answer 503 once the server is shutting down (Fastify's own answer while it closes).
 */
export default fp(
  async (app) => {
    const noStore = { 'cache-control': 'no-store' };
    app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
      reply.headers(noStore).send({ status: 'ok' }),
    );
    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const [database, redis] = await Promise.all([
        answered(app.db.execute(sql`select 1`)),
        app.redis ? answered(app.redis.ping()) : Promise.resolve(null),
      ]);
      const ready = database && redis !== false;
      const checks = {
        database: database ? 'ok' : 'down',
        ...(redis === null ? {} : { redis: redis ? 'ok' : 'down' }),
      };
      return reply
        .code(ready ? 200 : 503)
        .headers(noStore)
        .send({ status: ready ? 'ready' : 'not ready', checks });
    });
  },
  { name: 'health', dependencies: ['db', 'redis'] },
);
