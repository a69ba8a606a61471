import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/**
 * Per-IP limits on the calls that invite abuse (auth, comments, likes, reports); each route
 * sets its own numbers in `config.rateLimit`. Shared through Redis when REDIS_URL is set.
 */
export default fp<{ redis: Redis | null }>(async (app, { redis }) => {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'vaarta:rate:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 0,
      error: 'TOO_MANY_REQUESTS',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
});
