import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextRunAt, scheduleEditions } from './schedule.ts';

describe('the daily e-paper schedule (India time)', () => {
  afterEach(() => vi.useRealTimers());

  it('next runs at the configured India time, today if it is still to come', () => {
    // 04:00 in India is 22:30 UTC the day before.
    expect(nextRunAt(new Date('2026-11-20T22:30:00Z'), '05:00').toISOString()).toBe(
      '2026-11-20T23:30:00.000Z',
    );
    expect(nextRunAt(new Date('2026-11-20T23:30:00Z'), '05:00').toISOString()).toBe(
      '2026-11-21T23:30:00.000Z',
    );
    expect(nextRunAt(new Date('2026-11-21T12:00:00Z'), '23:45').toISOString()).toBe(
      '2026-11-21T18:15:00.000Z',
    );
  });

  it('builds at start, then every day at that time, never two builds at once', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T22:30:00Z') });
    const runs: string[] = [];
    const schedule = scheduleEditions({
      at: '05:00',
      build: async () => void runs.push(new Date().toISOString()),
      onError: () => {},
    });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    await schedule.stop();
    expect(runs).toEqual([
      '2026-11-20T22:30:00.000Z',
      '2026-11-20T23:30:00.000Z',
      '2026-11-21T23:30:00.000Z',
    ]);
  });

  it('reports a failed build and keeps the schedule', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T22:30:00Z') });
    const errors: unknown[] = [];
    let calls = 0;
    const schedule = scheduleEditions({
      at: '05:00',
      build: async () => {
        calls += 1;
        throw new Error('disk full');
      },
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    await schedule.stop();
    expect(calls).toBe(2);
    expect(errors.map((e) => (e as Error).message)).toEqual(['disk full', 'disk full']);
  });
});
