import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-01-31T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('time-ago (docs/product/reading.md, "Time-ago")', () => {
  it('reads under a minute as just now', () => {
    expect(timeAgo(ago(59), now)).toEqual({ unit: 'now' });
  });
  it('counts minutes under an hour, hours under a day, days under 30 days', () => {
    expect(timeAgo(ago(60), now)).toEqual({ unit: 'minute', value: 1 });
    expect(timeAgo(ago(3599), now)).toEqual({ unit: 'minute', value: 59 });
    expect(timeAgo(ago(7200), now)).toEqual({ unit: 'hour', value: 2 });
    expect(timeAgo(ago(29 * 86400), now)).toEqual({ unit: 'day', value: 29 });
  });
  it('counts 30-day months under a year, then years', () => {
    expect(timeAgo(ago(30 * 86400), now)).toEqual({ unit: 'month', value: 1 });
    expect(timeAgo(ago(400 * 86400), now)).toEqual({ unit: 'year', value: 1 });
  });
  it('reads a future or invalid time as just now', () => {
    expect(timeAgo(ago(-100), now)).toEqual({ unit: 'now' });
    expect(timeAgo('not a date', now)).toEqual({ unit: 'now' });
  });
});
