import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTimeAgo } from './format';

const t = ((key: string) => (key === 'time.justNow' ? 'just now' : key)) as TFunction;

describe('formatDate (DECISIONS 22)', () => {
  it("prints the day in India's time zone, day before month as in en-IN", () => {
    // 21:00 UTC on the 20th is already the 21st in India.
    expect(formatDate('2026-11-20T21:00:00.000Z', 'en')).toBe('21 Nov 2026');
  });

  it('gives the same answer however often it is asked, in any order of languages', () => {
    const first = formatDate('2026-01-05T06:00:00.000Z', 'te');
    formatDate('2026-01-05T06:00:00.000Z', 'en');
    expect(formatDate('2026-01-05T06:00:00.000Z', 'te')).toBe(first);
  });
});

describe('formatTimeAgo (spec §4 Time-ago)', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');
  it('says just now under a minute, then counts in the reader’s language', () => {
    expect(formatTimeAgo('2026-11-21T11:59:30.000Z', 'en', t, now)).toBe('just now');
    expect(formatTimeAgo('2026-11-21T11:55:00.000Z', 'en', t, now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-11-19T12:00:00.000Z', 'en', t, now)).toBe('2 days ago');
  });
});
