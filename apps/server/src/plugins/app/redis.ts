import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by rate limits and counters of every instance when REDIS_URL is set; else null. */
    redis: Redis | null;
  }
}

export default fp(
  async (app) => {
    const url = app.config.REDIS_URL;
    const redis = url ? new (await import('ioredis')).Redis(url) : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    app.decorate('redis', redis);
  },
  { name: 'redis', dependencies: ['config'] },
);
