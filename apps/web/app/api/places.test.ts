import { describe, expect, it } from 'vitest';
import { fetchCategories, fetchCategoriesLookup } from './categories';
import { fakeApi } from './fake-api';
import { fetchDistricts, fetchLanguages, fetchLanguagesLookup, fetchStates } from './places';

const TELUGU = '11111111-1111-4111-8111-111111111111';
const TELANGANA = '22222222-2222-4222-8222-222222222222';

const telugu = {
  id: TELUGU,
  language_name: 'తెలుగు',
  language_code: 'te',
  english_name: 'Telugu',
  icon: 'తె',
  is_active: true,
};
const politics = {
  id: 'p',
  category_name: 'రాజకీయాలు',
  slug: 'politics',
  description: '',
  language_id: TELUGU,
  icon: '🏛',
  color: '#b71c1c',
  sort_order: 1,
  is_active: true,
  created_at: '',
  updated_at: '',
};

describe('places and categories', () => {
  it('name languages, states and districts in camel case, as the edition keeps them', async () => {
    const { reads, calls } = fakeApi({
      '/news/languages': () => [telugu],
      '/news/states': () => [
        {
          id: TELANGANA,
          state_name: 'తెలంగాణ',
          name: 'తెలంగాణ',
          state_code: 'TG',
          type: 'state',
          english_name: 'Telangana',
          search_terms: ['Telangana', 'తెలంగాణ', 'TG'],
          language_id: TELUGU,
          isDeleted: false,
          is_active: true,
        },
      ],
      '/news/districts': () => [
        {
          id: 'h',
          name: 'హైదరాబాద్',
          district_code: 'HYD',
          english_name: 'Hyderabad',
          search_terms: ['Hyderabad'],
          language_id: TELUGU,
          state_id: TELANGANA,
          isDeleted: false,
          is_active: true,
        },
      ],
    });
    expect(await fetchLanguages(reads)).toEqual([
      { id: TELUGU, name: 'తెలుగు', code: 'te', englishName: 'Telugu', icon: 'తె' },
    ]);
    expect(await fetchStates(reads, TELUGU)).toEqual([
      {
        id: TELANGANA,
        name: 'తెలంగాణ',
        code: 'TG',
        englishName: 'Telangana',
        searchTerms: ['Telangana', 'తెలంగాణ', 'TG'],
      },
    ]);
    expect(await fetchDistricts(reads, TELUGU, TELANGANA)).toEqual([
      {
        id: 'h',
        name: 'హైదరాబాద్',
        code: 'HYD',
        englishName: 'Hyderabad',
        searchTerms: ['Hyderabad'],
      },
    ]);
    expect(calls.map((c) => `${c.path}?${c.query}`)).toEqual([
      '/news/languages?',
      `/news/states?language_id=${TELUGU}`,
      `/news/districts?language_id=${TELUGU}&state_id=${TELANGANA}`,
    ]);
  });

  it('read a category by its name in the language and its stable slug', async () => {
    const { reads, calls } = fakeApi({ '/news/categories': () => [politics] });
    expect(await fetchCategories(reads, TELUGU)).toEqual([
      { id: 'p', name: 'రాజకీయాలు', slug: 'politics', color: '#b71c1c', icon: '🏛' },
    ]);
    expect(String(calls[0]!.query)).toBe(`language_id=${TELUGU}`);
  });

  it('answer the same through the lookup call', async () => {
    const { api, calls } = fakeApi({
      '': (call) => (call.query.get('type') === 'languages' ? [telugu] : [politics]),
    });
    expect((await fetchLanguagesLookup(api))[0]?.code).toBe('te');
    expect((await fetchCategoriesLookup(api, TELUGU))[0]?.name).toBe('రాజకీయాలు');
    expect(calls.map((c) => String(c.query))).toEqual([
      'type=languages',
      `type=categories&language_id=${TELUGU}`,
    ]);
  });
});
