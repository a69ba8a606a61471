import { describe, expect, it } from 'vitest';
import { listPageOf } from './list-page';

describe('listPageOf', () => {
  it('reads a whole page number from 1, and the first page for anything else', () => {
    const pageOf = (query: string) => listPageOf(new URLSearchParams(query));
    expect(pageOf('page=3')).toBe(3);
    expect(pageOf('page=03')).toBe(3);
    expect(pageOf('page=1000000')).toBe(1_000_000);
    for (const query of [
      '',
      'page=',
      'page=0',
      'page=-1',
      'page=2.5',
      'page=x',
      'page=Infinity',
      'page=1000001',
    ]) {
      expect(pageOf(query)).toBe(1);
    }
  });
});
