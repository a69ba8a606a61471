import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Counters } from '../../lib/counters.ts';

declare module 'fastify' {
  interface FastifyInstance {
    counters: Counters;
  }
}

export function memoryCounters(): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async hit(key, windowSeconds) {
      const entry = live(key) ?? { count: 0, resetAt: Date.now() + windowSeconds * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      return { count: entry.count, retryAfter: Math.ceil((entry.resetAt - Date.now()) / 1000) };
    },
    async peek(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisCounters(redis: Redis): Counters {
  const prefix = 'vaarta:counter:';
  return {
    async hit(key, windowSeconds) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(prefix + key)
        .ttl(prefix + key)
        .exec()) as [[null, number], [null, number]];
      if (ttl < 0) await redis.expire(prefix + key, windowSeconds);
      return { count, retryAfter: ttl < 0 ? windowSeconds : ttl };
    },
    async peek(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** In Redis when the app has a connection to it, in process otherwise. */
export default fp(
  async (app) => {
    app.decorate('counters', app.redis ? redisCounters(app.redis) : memoryCounters());
  },
  { name: 'counters', dependencies: ['redis'] },
);
