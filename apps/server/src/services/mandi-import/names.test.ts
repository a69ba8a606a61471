import { describe, expect, it } from 'vitest';
import { NameIndex, spellingKey } from './names.ts';
import { headerKey } from './records.ts';
import { isoDateOf } from './rows.ts';

describe('reading the price data', () => {
  it('matches header spellings of the same column', () => {
    for (const header of ['Modal_x0020_Price', 'Modal Price', 'modal_price', 'MODAL PRICE']) {
      expect(headerKey(header)).toBe('modalprice');
    }
    expect(headerKey('Arrival_Date')).toBe(headerKey('arrival date'));
  });

  it('compares names by their letters, with doubled letters written once', () => {
    expect(spellingKey('Chittor')).toBe(spellingKey('Chittoor'));
    expect(spellingKey('Ranga Reddy')).toBe(spellingKey('Rangareddy'));
    expect(spellingKey('Jammu & Kashmir')).toBe(spellingKey('Jammu and Kashmir'));
    expect(spellingKey('Bangalore')).not.toBe(spellingKey('Bengaluru'));
    expect(spellingKey('Grade 11')).not.toBe(spellingKey('Grade 1'));
  });

  it('never picks one of two records that share a spelling', () => {
    const index = new NameIndex<string>();
    index.add('a', ['Chittor']);
    index.add('b', ['Chitoor']);
    expect(index.find('Chittoor')).toEqual({ ambiguous: true });
    expect(index.find('Guntur')).toBeNull();
  });

  it('reads DD/MM/YYYY dates that exist', () => {
    expect(isoDateOf('21/11/2026')).toBe('2026-11-21');
    expect(isoDateOf('1/7/2026')).toBe('2026-07-01');
    expect(isoDateOf('29/02/2026')).toBeNull();
    expect(isoDateOf('2026-11-21')).toBeNull();
  });
});
