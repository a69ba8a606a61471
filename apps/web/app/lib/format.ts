import type { TFunction } from 'i18next';
import { localeOf } from './i18n';
import { timeAgo } from './time-ago';

/** Dates are read in India's time zone, so server and browser print the same day (DECISIONS 22). */
const TIME_ZONE = 'Asia/Kolkata';

/**
 * One formatter per locale, made once: building an Intl formatter costs far more than using it,
 * and a home page formats dozens of dates while it hydrates.
 */
function perLocale<F>(make: (locale: string) => F): (language: string) => F {
  const made = new Map<string, F>();
  return (language) => {
    const locale = localeOf(language);
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const dateFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: TIME_ZONE,
    }),
);
const relativeFormat = perLocale(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }),
);

export function formatDate(iso: string, language: string): string {
  return dateFormat(language).format(new Date(iso));
}

/** A count in the reader's digits (Urdu's ur-IN writes ۱۲), as dates and time-ago are. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language)).format(value);
}

/** Spec §4 time-ago in the reader's language: 'just now', then '5 minutes ago', '2 days ago'… */
export function formatTimeAgo(iso: string, language: string, t: TFunction, now: Date): string {
  const ago = timeAgo(iso, now);
  if (ago.unit === 'now') return t('time.justNow');
  return relativeFormat(language).format(-ago.value, ago.unit);
}
