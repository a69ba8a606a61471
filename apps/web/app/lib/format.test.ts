import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';
import {
  dayParts,
  formatDate,
  formatDateTime,
  formatDay,
  formatFileSize,
  formatPercent,
  formatRupees,
  formatTimeAgo,
} from './format';
import { createI18n, loadDictionary } from './i18n';

const now = new Date('2026-03-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Time-ago (docs/product/reading.md, "Time-ago") in every interface language: the dictionary's
 * 'just now', then Intl's words.
 */
const expected: Record<LanguageCode, string[]> = {
  en: ['just now', '5 minutes ago', '1 hour ago', '3 days ago', '2 months ago', '1 year ago'],
  te: ['ఇప్పుడే', '5 నిమిషాల క్రితం', '1 గంట క్రితం', '3 రోజుల క్రితం', '2 నెలల క్రితం', '1 సంవత్సరం క్రితం'],
  ur: ['ابھی ابھی', '۵ منٹ قبل', '۱ گھنٹہ پہلے', '۳ دنوں پہلے', '۲ ماہ قبل', '۱ سال پہلے'],
  hi: ['अभी-अभी', '5 मिनट पहले', '1 घंटे पहले', '3 दिन पहले', '2 माह पहले', '1 वर्ष पहले'],
  ta: [
    'இப்போதுதான்',
    '5 நிமிடங்களுக்கு முன்',
    '1 மணிநேரம் முன்',
    '3 நாட்களுக்கு முன்',
    '2 மாதங்களுக்கு முன்',
    '1 ஆண்டிற்கு முன்',
  ],
  kn: ['ಈಗಷ್ಟೇ', '5 ನಿಮಿಷಗಳ ಹಿಂದೆ', '1 ಗಂಟೆ ಹಿಂದೆ', '3 ದಿನಗಳ ಹಿಂದೆ', '2 ತಿಂಗಳುಗಳ ಹಿಂದೆ', '1 ವರ್ಷದ ಹಿಂದೆ'],
};

describe('time-ago in the interface language (docs/product/reading.md, "Time-ago")', () => {
  it.each(LANGUAGE_CODES)('reads in %s', async (language) => {
    const i18n = createI18n(language, { [language]: await loadDictionary(language) });
    const read = (iso: string) => formatTimeAgo(iso, language, i18n.t, now);
    expect([
      read(ago(30)),
      read(ago(5 * MINUTE)),
      read(ago(HOUR + 5 * MINUTE)),
      read(ago(3 * DAY)),
      read(ago(61 * DAY)),
      read(ago(400 * DAY)),
    ]).toEqual(expected[language]);
  });
});

describe('formatDate (docs/decisions/0026)', () => {
  it("prints the day in India's time zone, day before month as in en-IN", () => {
    // 21:00 UTC on the 20th is already the 21st in India.
    expect(formatDate('2026-11-20T21:00:00.000Z', 'en')).toBe('21 Nov 2026');
  });

  it('gives the same answer however often it is asked, in any order of languages', () => {
    const first = formatDate('2026-01-05T06:00:00.000Z', 'te');
    formatDate('2026-01-05T06:00:00.000Z', 'en');
    expect(formatDate('2026-01-05T06:00:00.000Z', 'te')).toBe(first);
  });

  it("adds the time of day in India's time zone (the newsroom's logs)", () => {
    expect(formatDateTime('2026-11-20T21:05:00.000Z', 'en')).toBe('21 Nov 2026, 2:35 am');
  });
});

describe('prices, sizes and days (docs/product/mandi.md, e-paper.md)', () => {
  it('writes rupees with the ₹ sign and Indian grouping in every language, in its digits', () => {
    const written = Object.fromEntries(LANGUAGE_CODES.map((l) => [l, formatRupees(100000, l)]));
    expect(written).toEqual({
      en: '₹1,00,000',
      te: '₹1,00,000',
      ur: '₹۱٬۰۰٬۰۰۰',
      hi: '₹1,00,000',
      ta: '₹1,00,000',
      kn: '₹1,00,000',
    });
    expect(formatRupees(2150.4, 'en')).toBe('₹2,150');
  });

  it('writes percentages and file sizes', () => {
    expect(formatPercent(3.2, 'en')).toBe('3.2%');
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2 MB');
    expect(formatFileSize(640_400, 'en')).toBe('640 kB');
  });

  it("reads a calendar date as India's day, wherever the browser is", () => {
    expect(formatDay('2026-11-24', 'en')).toBe('24 Nov 2026');
    expect(dayParts('2026-11-24', 'en')).toEqual({ weekday: 'Tue', day: '24', month: 'Nov' });
  });
});
