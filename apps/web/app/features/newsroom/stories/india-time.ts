import { INDIA_TIME_ZONE } from '@vaarta/core/india-time';
import { localeOf } from '../../../lib/i18n';

/** India keeps one offset all year (no summer time), so a local time maps to one instant. */
const INDIA_OFFSET = '+05:30';

/** A date and time in India's time zone, in the interface language. */
export function formatIndiaTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: INDIA_TIME_ZONE,
  }).format(new Date(iso));
}

/** The value of a `datetime-local` input showing `at` in India's time: `2026-12-01T06:30`. */
export function toIndiaInput(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: INDIA_TIME_ZONE,
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A `datetime-local` value read as India's time, as the schedule call wants it (ISO 8601). */
export function fromIndiaInput(value: string): string {
  const withSeconds = /T\d\d:\d\d$/.test(value) ? `${value}:00` : value;
  return `${withSeconds}${INDIA_OFFSET}`;
}
