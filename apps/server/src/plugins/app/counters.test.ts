import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { Counters } from '../../lib/counters.ts';
import { memoryCounters, redisCounters } from './counters.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl) : null;
afterAll(async () => {
  await redis?.quit();
});

const stores: [string, () => Counters][] = [['memory', memoryCounters]];
if (redis) stores.push(['redis', () => redisCounters(redis)]);

describe.each(stores)('%s counters', (_name, make) => {
  it('counts hits in a window and tells the seconds left', async () => {
    const counters = make();
    const key = `test:${randomBytes(4).toString('hex')}`;
    expect(await counters.hit(key, 60)).toEqual({ count: 1, retryAfter: 60 });
    const second = await counters.hit(key, 60);
    expect(second.count).toBe(2);
    expect(second.retryAfter).toBeGreaterThan(55);
    expect(await counters.peek(key)).toBe(2);
    await counters.reset(key);
    expect(await counters.peek(key)).toBe(0);
  });

  it('starts a new window when the old one ends', async () => {
    const counters = make();
    const key = `test:${randomBytes(4).toString('hex')}`;
    await counters.hit(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await counters.hit(key, 1)).count).toBe(1);
  });
});
