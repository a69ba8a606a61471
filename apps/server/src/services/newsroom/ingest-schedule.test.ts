import { describe, expect, it } from 'vitest';
import { scheduleIngest } from './ingest-schedule.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the feed import schedule', () => {
  it('runs at once, then again after each interval, never two runs at a time', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const schedule = scheduleIngest({
      everyMs: 30,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        await wait(20);
        running -= 1;
      },
      onError: () => {},
    });
    await wait(160);
    await schedule.stop();
    const after = runs;
    await wait(80);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBe(after);
    expect(most).toBe(1);
  });

  it('reports a failed run and keeps going', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const schedule = scheduleIngest({
      everyMs: 10,
      run: async () => {
        runs += 1;
        throw new Error('feed down');
      },
      onError: (error) => errors.push(error),
    });
    await wait(60);
    await schedule.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBe(runs);
  });

  it('stops a run between two feeds when asked', async () => {
    let aborted = false;
    const schedule = scheduleIngest({
      everyMs: 1000,
      run: async (signal) => {
        await wait(30);
        aborted = signal.aborted;
      },
      onError: () => {},
    });
    await wait(5);
    await schedule.stop();
    expect(aborted).toBe(true);
  });
});
