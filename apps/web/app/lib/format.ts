import type { TFunction } from 'i18next';
import { INDIA_TIME_ZONE } from '@vaarta/core/india-time';
import { localeOf } from './i18n';
import { timeAgo } from './time-ago';

/**
 * Dates are read in India's time zone, so server and browser print the same day
 * (docs/decisions/0026).
 */
const TIME_ZONE = INDIA_TIME_ZONE;

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

const dateTimeFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: TIME_ZONE,
    }),
);

/** A moment with its time of day, India's time (the newsroom's lists and logs). */
export function formatDateTime(iso: string, language: string): string {
  return dateTimeFormat(language).format(new Date(iso));
}

const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));

/** A count in the reader's digits (Urdu's ur-IN writes ۱۲), as dates and time-ago are. */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}

/**
 * Time-ago (docs/product/reading.md, "Time-ago") in the reader's language: 'just now', then '5
 * minutes ago', '2 days ago'…
 */
export function formatTimeAgo(iso: string, language: string, t: TFunction, now: Date): string {
  const ago = timeAgo(iso, now);
  if (ago.unit === 'now') return t('time.justNow');
  return relativeFormat(language).format(-ago.value, ago.unit);
}

/**
 * Rupees with the ₹ sign and Indian digit grouping (₹1,00,000) in the reader's own digits: the
 * grouping of en-IN, which every language's reader expects, though some locales' data lack it.
 */
const rupeeFormat = perLocale((locale) => {
  const digits = new Intl.NumberFormat(locale).resolvedOptions().numberingSystem;
  return new Intl.NumberFormat(`en-IN-u-nu-${digits}`, {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
});

export function formatRupees(value: number, language: string): string {
  return rupeeFormat(language).format(value);
}

const percentFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
);

/** A percentage given in percent (3.2 → '3.2%'), in the reader's digits. */
export function formatPercent(percent: number, language: string): string {
  return percentFormat(language).format(percent / 100);
}

const sizeFormat = perLocale((locale) => ({
  megabytes: new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }),
  kilobytes: new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }),
}));

/** A file's size as '1.2 MB', or '640 kB' below a megabyte, in the reader's words. */
export function formatFileSize(bytes: number, language: string): string {
  const { megabytes, kilobytes } = sizeFormat(language);
  return bytes >= 1_000_000
    ? megabytes.format(bytes / 1_000_000)
    : kilobytes.format(Math.max(1, Math.round(bytes / 1000)));
}

/** A calendar date (YYYY-MM-DD), as in formatDate. */
export function formatDay(day: string, language: string): string {
  return formatDate(`${day}T12:00:00+05:30`, language);
}

const dayPartsFormat = perLocale((locale) => ({
  weekday: new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: TIME_ZONE }),
  day: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: TIME_ZONE }),
  month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: TIME_ZONE }),
}));

/** The weekday, day number and month of a calendar date (YYYY-MM-DD), for a date chip. */
export function dayParts(day: string, language: string) {
  const at = new Date(`${day}T12:00:00+05:30`);
  const parts = dayPartsFormat(language);
  return {
    weekday: parts.weekday.format(at),
    day: parts.day.format(at),
    month: parts.month.format(at),
  };
}
