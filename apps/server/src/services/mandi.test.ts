import { describe, expect, it } from 'vitest';
import { trendOf } from './mandi.ts';

describe('trendOf (docs/decisions/0016)', () => {
  it('compares with the previous recorded price', () => {
    expect(trendOf(2200, 2000, '2026-11-20')).toEqual({
      direction: 'up',
      percent: 10,
      previousPrice: 2000,
      previousDate: '2026-11-20',
    });
    expect(trendOf(1900, 2000, '2026-11-20')?.direction).toBe('down');
    expect(trendOf(2000, 2000, '2026-11-20')?.percent).toBe(0);
  });

  it('has no trend without a previous price', () => {
    expect(trendOf(2000, null, null)).toBeNull();
  });
});
