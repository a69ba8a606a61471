/**
 * India keeps one time zone, UTC+05:30, all year (no daylight saving): "today" for a reader, an
 * edition's date and a mandi's price date are India dates on the server and in the browser alike.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The calendar date in India at an instant, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether `value` is a YYYY-MM-DD date of the calendar: 2026-02-30 is not, though it parses. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed) && new Date(parsed).toISOString().slice(0, 10) === value;
}

/** A YYYY-MM-DD date moved by whole days (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant an India date begins (its midnight in India). */
export function indiaMidnight(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MS);
}
