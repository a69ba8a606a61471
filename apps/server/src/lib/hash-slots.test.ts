import { describe, expect, it } from 'vitest';
import { argon2Hasher, TEST_COST } from './password-hasher.ts';
import { HashSlots, type HashLane } from './hash-slots.ts';

const hasher = argon2Hasher({ ...TEST_COST, memoryCost: 8_192 });

/** Runs the named hashes on one slot, in the lanes given, and answers the order they ran in. */
async function orderOf(jobs: [lane: HashLane, name: string][]): Promise<string[]> {
  const slots = new HashSlots({ concurrency: 1, waiting: { known: 4, trusted: 4, doubtful: 4 } });
  const order: string[] = [];
  await Promise.all(
    jobs.map(([lane, name]) =>
      slots.run(lane, async () => {
        order.push(name);
        await hasher.hash(name);
      }),
    ),
  );
  return order;
}

describe('HashSlots', () => {
  it('runs no more hashes at once than it has slots, and sheds the excess with a 503', async () => {
    const slots = new HashSlots({ concurrency: 2, waiting: { known: 4, trusted: 4, doubtful: 2 } });
    let running = 0;
    let most = 0;
    const hashOnce = () =>
      slots.run('doubtful', async () => {
        running += 1;
        most = Math.max(most, running);
        try {
          return await hasher.hash('Secret123');
        } finally {
          running -= 1;
        }
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 32 }, hashOnce));
    expect(most).toBe(2);
    const shed = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(4);
    expect(shed).toHaveLength(28);
    expect(shed[0]).toMatchObject({
      reason: {
        statusCode: 503,
        retryAfter: 1,
        message: 'Service temporarily unavailable. Please try again later.',
      },
    });
  });

  it('lets a trusted hash go before the doubtful ones already waiting', async () => {
    const order = await orderOf([
      ['doubtful', 'flood 1'],
      ['doubtful', 'flood 2'],
      ['doubtful', 'flood 3'],
      ['trusted', 'reader'],
    ]);
    expect(order).toEqual(['flood 1', 'reader', 'flood 2', 'flood 3']);
  });

  it('lets a login from a known device go before every other one waiting', async () => {
    const order = await orderOf([
      ['doubtful', 'flood 1'],
      ['trusted', 'crowd'],
      ['doubtful', 'flood 2'],
      ['known', 'reader'],
    ]);
    expect(order).toEqual(['flood 1', 'reader', 'crowd', 'flood 2']);
  });
});
