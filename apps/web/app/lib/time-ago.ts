/**
 * Time-ago (docs/product/reading.md, "Time-ago"): the unit and amount a reader sees for how long
 * ago something happened.
 */
export type TimeAgo =
  { unit: 'now' } | { unit: 'minute' | 'hour' | 'day' | 'month' | 'year'; value: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * Under 60 s 'just now'; minutes under an hour; hours under a day; days under 30 days; months
 * (30-day units) under a year; then years. A time in the future reads as 'just now'.
 */
export function timeAgo(then: Date | string, now: Date = new Date()): TimeAgo {
  const seconds = Math.floor((now.getTime() - new Date(then).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < MINUTE) return { unit: 'now' };
  if (seconds < HOUR) return { unit: 'minute', value: Math.floor(seconds / MINUTE) };
  if (seconds < DAY) return { unit: 'hour', value: Math.floor(seconds / HOUR) };
  if (seconds < MONTH) return { unit: 'day', value: Math.floor(seconds / DAY) };
  if (seconds < YEAR) return { unit: 'month', value: Math.floor(seconds / MONTH) };
  return { unit: 'year', value: Math.floor(seconds / YEAR) };
}
