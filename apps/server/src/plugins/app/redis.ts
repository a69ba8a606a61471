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
    if (redis) {
      // While Redis is away ioredis reconnects by itself; its errors are reported, never thrown.
      redis.on('error', (error: Error) => app.log.warn(`redis: ${error.message}`));
      app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    }
    app.decorate('redis', redis);
  },
  { name: 'redis', dependencies: ['config'] },
);
