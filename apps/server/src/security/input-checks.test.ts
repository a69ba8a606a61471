import { describe, expect, it } from 'vitest';
import { ingestSourceCreateBody } from '@vaarta/core/entities/newsroom-desks';
import { epaperListQuery } from '@vaarta/core/entities/epaper';
import { isCalendarDate } from '@vaarta/core/india-time';
import { PriceFileError, readPriceRecords } from '../services/mandi-import/records.ts';

const ID = '00000000-0000-4000-8000-000000000000';

describe('input the rest of the API would refuse', () => {
  it('a date that is not on the calendar, such as 30 February', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const date of ['2026-02-30', '2026-02-29', '2026-04-31', '2026-13-01', '2026-00-10']) {
      expect(isCalendarDate(date), date).toBe(false);
    }
    const query = epaperListQuery.safeParse({ dateFrom: '2026-02-30' });
    expect(query.error?.issues[0]?.message).toBe('dateFrom must be a real date');
  });

  it('a mandi JSON cell that is an object or a list: the file is refused in our words', () => {
    const record = {
      state: 'Telangana',
      district: 'Warangal',
      market: 'Warangal',
      commodity: 'Rice',
      variety: 'Common',
      grade: 'FAQ',
      arrival_date: '23/11/2026',
      min_price: 2000,
      max_price: 2500,
      modal_price: 2200,
    };
    for (const strange of [{ toString: 'x' }, { a: 1 }, [1, 2]]) {
      const text = JSON.stringify({ records: [{ ...record, state: strange }] });
      expect(() => readPriceRecords(text)).toThrow(PriceFileError);
      expect(() => readPriceRecords(text)).toThrow(
        'a cell of the JSON holds a list or an object instead of a value',
      );
    }
  });

  it('a feed address carrying a user name or password', () => {
    const feed = { name: 'x', languageId: ID, categoryId: ID };
    const secret = ingestSourceCreateBody.safeParse({
      ...feed,
      feedUrl: 'https://desk:hunter2@feeds.example.in/rss',
    });
    expect(secret.error?.issues[0]?.message).toBe(
      'Feed address must not contain a user name or password',
    );
    expect(
      ingestSourceCreateBody.safeParse({ ...feed, feedUrl: 'https://feeds.example.in/rss' })
        .success,
    ).toBe(true);
  });
});
