import { describe, expect, it } from 'vitest';
import { fakeApi } from './fake-api';
import { fetchMandiCategories, fetchMandiItems } from './mandi';

const LANGUAGE = '11111111-1111-4111-8111-111111111111';
const DISTRICT = '22222222-2222-4222-8222-222222222222';

describe('mandi', () => {
  it('lists the commodity categories of a language', async () => {
    const vegetables = { id: 'v', categoryName: 'కూరగాయలు', slug: 'vegetables', icon: '🥕' };
    const { api, calls } = fakeApi({
      '/local-mandi-categories': () => ({ categories: [vegetables] }),
    });
    expect(await fetchMandiCategories(api, LANGUAGE)).toEqual([vegetables]);
    expect(String(calls[0]!.query)).toBe(`language_id=${LANGUAGE}`);
  });

  it('asks for prices by the API’s query names, leaving out what is not set', async () => {
    const page = { items: [], pagination: { page: 2, limit: 20, total: 21, totalPages: 2 } };
    const { api, calls } = fakeApi({ '/local-mandi-categories/items': () => page });
    expect(
      await fetchMandiItems(api, {
        languageId: LANGUAGE,
        districtId: DISTRICT,
        categoryId: null,
        page: 2,
      }),
    ).toEqual(page);
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      language_id: LANGUAGE,
      district_id: DISTRICT,
      page: '2',
    });
  });
});
