import { describe, expect, it } from 'vitest';
import { filtersToParams, listQuery, readFilters } from './story-filters';

describe('the story list filters in the address', () => {
  it('reads known filters, drops an unknown status, and writes them back', () => {
    const filters = readFilters(new URLSearchParams('status=draft&search=%20బస్సు%20&x=1'));
    expect(filters).toEqual({ status: 'draft', search: 'బస్సు' });
    expect(readFilters(new URLSearchParams('status=archived'))).toEqual({});
    expect(filtersToParams(filters).toString()).toBe(
      new URLSearchParams({ status: 'draft', search: 'బస్సు' }).toString(),
    );
  });

  it('asks the server by district, never by state', () => {
    expect(listQuery({ stateId: 's', districtId: 'd' })).toEqual({
      status: undefined,
      languageId: undefined,
      districtId: 'd',
      search: undefined,
    });
  });
});
