import { describe, expect, it } from 'vitest';
import { downloadName, editionDays } from './edition-days';

describe('the e-paper date strip', () => {
  it('lists the last 7 India dates, oldest first, today last', () => {
    // 20:00 UTC is already the next day in India.
    expect(editionDays(new Date('2026-11-24T20:00:00Z'))).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
  });

  it('names a download newspaper-{date}.pdf', () => {
    expect(downloadName('2026-11-24')).toBe('newspaper-2026-11-24.pdf');
  });
});
