import type { TFunction } from 'i18next';
import { timeAgo } from '@vaarta/core/time-ago';
import { localeOf } from './i18n';

/** Dates are read in India's time zone, so server and browser print the same day (DECISIONS 22). */
const TIME_ZONE = 'Asia/Kolkata';

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** A count in the reader's digits (Urdu's ur-IN writes ۱۲), as dates and time-ago are. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** Spec §4 time-ago in the reader's language: 'just now', then '5 minutes ago', '2 days ago'… */
export function formatTimeAgo(iso: string, language: string, t: TFunction, now: Date): string {
  const ago = timeAgo(iso, now);
  if (ago.unit === 'now') return t('time.justNow');
  return new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'always' }).format(
    -ago.value,
    ago.unit,
  );
}
