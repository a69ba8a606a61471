import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('forgets an entry once its time is up', () => {
    const cache = new TtlCache<string, number>(1_000, 10);
    cache.set('a', 1);
    vi.setSystemTime(999);
    expect(cache.get('a')).toBe(1);
    vi.setSystemTime(1_000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops expired entries as new ones come, so a long tail of keys does not pile up', () => {
    const cache = new TtlCache<string, string>(1_000, 100, {
      weigh: (value) => value.length,
      maxWeight: 1_000,
    });
    cache.set('old', 'x'.repeat(600));
    vi.setSystemTime(1_500);
    // Had the expired entry stayed, the two would weigh more than the limit.
    cache.set('new', 'y'.repeat(600));
    expect(cache.get('new')).toHaveLength(600);
    expect(cache.get('old')).toBeUndefined();
  });

  it('lets the oldest go when the entries or their weight reach the limit', () => {
    const byCount = new TtlCache<string, number>(1_000, 2);
    byCount.set('a', 1);
    byCount.set('b', 2);
    byCount.set('c', 3);
    expect([byCount.get('a'), byCount.get('b'), byCount.get('c')]).toEqual([undefined, 2, 3]);

    const byWeight = new TtlCache<string, string>(1_000, 100, {
      weigh: (value) => value.length,
      maxWeight: 10,
    });
    byWeight.set('a', 'aaaa');
    byWeight.set('b', 'bbbb');
    byWeight.set('c', 'cccc');
    expect([byWeight.get('a'), byWeight.get('b'), byWeight.get('c')]).toEqual([
      undefined,
      'bbbb',
      'cccc',
    ]);
    // Heavier than the whole limit: never kept, and nothing else is lost for it.
    byWeight.set('huge', 'h'.repeat(11));
    expect(byWeight.get('huge')).toBeUndefined();
    expect(byWeight.get('c')).toBe('cccc');
  });

  it('keeps what is asked for when full: the least recently used go first', () => {
    const cache = new TtlCache<string, number>(1_000, 2);
    cache.set('popular', 1);
    cache.set('once', 2);
    expect(cache.get('popular')).toBe(1);
    cache.set('another', 3);
    expect([cache.get('popular'), cache.get('once'), cache.get('another')]).toEqual([
      1,
      undefined,
      3,
    ]);
    // Found, an entry still lives only as long as it was set for.
    vi.setSystemTime(1_000);
    expect(cache.get('popular')).toBeUndefined();
  });

  it('replacing an entry counts its weight once', () => {
    const cache = new TtlCache<string, string>(1_000, 100, {
      weigh: (value) => value.length,
      maxWeight: 10,
    });
    cache.set('a', 'aaaaaa');
    cache.set('a', 'aaaaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaaaa');
    expect(cache.get('b')).toBe('bbbb');
  });
});
