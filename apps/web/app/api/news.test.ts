import { describe, expect, it } from 'vitest';
import { fakeApi } from './fake-api';
import { fetchArticle, fetchCategoryNews, fetchNews, fetchNewsInCategories } from './news';

const LANGUAGE = '11111111-1111-4111-8111-111111111111';
const STATE = '22222222-2222-4222-8222-222222222222';
const DISTRICT = '33333333-3333-4333-8333-333333333333';

const apiStory = {
  id: 'n1',
  title: 'A headline',
  language_id: LANGUAGE,
  state_id: STATE,
  district_id: null,
  districtName: null,
};
const list = {
  items: [apiStory],
  pagination: { page: 1, limit: 8, total: 1, totalPages: 1 },
  totalCount: 1,
};

describe('news', () => {
  it('names a story’s language and places in camel case', async () => {
    const { reads } = fakeApi({ '/news/n1': () => ({ ...apiStory, longNewsContent: '<p>x</p>' }) });
    const article = await fetchArticle(reads, 'n1');
    expect(article).toMatchObject({ languageId: LANGUAGE, stateId: STATE, districtId: null });
    expect(article).not.toHaveProperty('language_id');
    expect(article.longNewsContent).toBe('<p>x</p>');
  });

  it('asks for lists by the API’s query names, leaving out what is not set', async () => {
    const { reads, calls } = fakeApi({
      '/news/filter-multi-categories': () => list,
      '/news/filter-advanced': () => list,
    });
    const byCategory = await fetchNewsInCategories(reads, {
      languageId: LANGUAGE,
      categoryIds: ['a', 'b'],
      limit: 8,
    });
    expect(byCategory.items[0]).toMatchObject({ id: 'n1', languageId: LANGUAGE });
    expect(byCategory.totalCount).toBe(1);
    await fetchNews(reads, { languageId: LANGUAGE, breaking: true, limit: 8 });
    expect(calls.map((c) => Object.fromEntries(c.query))).toEqual([
      { language_id: LANGUAGE, categoryIds: 'a,b', page: '1', limit: '8' },
      { language_id: LANGUAGE, isBreaking: 'true', page: '1', limit: '8' },
    ]);
  });

  it('narrows a category’s news to the parts of the edition that are set', async () => {
    const { reads, calls } = fakeApi({ '/news/filter-multi-categories': () => list });
    const language = {
      id: LANGUAGE,
      name: 'English',
      code: 'en',
      englishName: 'English',
      icon: 'E',
    };
    await fetchCategoryNews(reads, 'c', { language, state: null, district: null }, 5);
    await fetchCategoryNews(
      reads,
      'c',
      {
        language,
        state: { id: STATE, name: 'Telangana' },
        district: { id: DISTRICT, name: 'Hyd' },
      },
      10,
    );
    expect(calls.map((c) => Object.fromEntries(c.query))).toEqual([
      { categoryIds: 'c', language_id: LANGUAGE, page: '1', limit: '5' },
      {
        categoryIds: 'c',
        language_id: LANGUAGE,
        state_id: STATE,
        district_id: DISTRICT,
        page: '1',
        limit: '10',
      },
    ]);
  });
});
