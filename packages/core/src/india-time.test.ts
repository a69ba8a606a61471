import { describe, expect, it } from 'vitest';
import { addDays, indiaDate, indiaMidnight } from './india-time.ts';

describe('India dates', () => {
  it('turns to the next day at midnight in India, 18:30 UTC', () => {
    expect(indiaDate(new Date('2026-11-20T18:29:59Z'))).toBe('2026-11-20');
    expect(indiaDate(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
  });

  it('moves dates across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('finds the instant an India day begins', () => {
    expect(indiaMidnight('2026-11-21').toISOString()).toBe('2026-11-20T18:30:00.000Z');
  });
});
