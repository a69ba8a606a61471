import { describe, expect, it } from 'vitest';
import { publishedAtOf } from './articles.ts';

describe('publishedAtOf', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const day = (slot: number) => publishedAtOf(slot, now).toISOString().slice(0, 10);

  it('gives each of the last 7 days three articles', () => {
    const days = Array.from({ length: 21 }, (_, i) => day(i + 1));
    for (let d = 0; d < 7; d++) {
      const date = new Date(now.getTime() - d * 86_400_000).toISOString().slice(0, 10);
      expect(days.filter((x) => x === date)).toHaveLength(3);
    }
  });

  it('spreads the rest over the last 30 days and never into the future', () => {
    for (let slot = 1; slot <= 40; slot++) {
      const at = publishedAtOf(slot, now).getTime();
      expect(at).toBeLessThan(now.getTime());
      expect(now.getTime() - at).toBeLessThan(30 * 86_400_000);
    }
  });
});
