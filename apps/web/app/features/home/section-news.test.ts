import { describe, expect, it } from 'vitest';
import type { Category as ApiCategory } from '@vaarta/core/entities/places';
import { SECTION_TYPES } from '@vaarta/core/keywords';
import { fetchCategories } from '../../api/categories';
import { ApiError } from '../../api/client';
import { fakeApi as fakeClient, type FakeAnswers } from '../../api/fake-api';
import type { NewsItem } from '../../api/news';
import { findSectionCategories, loadHomeNews, loadSection } from './section-news';

const ENGLISH = { id: '11111111-1111-4111-8111-111111111111', code: 'en' };

const category = (id: string, slug: string, name: string) =>
  ({ id, slug, category_name: name }) as ApiCategory;

const story = (id: string): NewsItem =>
  ({
    id,
    title: `Story ${id}`,
    excerpt: 'An excerpt',
    shortNewsContent: 'Short content',
    categoryName: 'Politics',
    authorName: 'Ananya Rao',
    districtName: 'Hyderabad',
    publishedAt: '2026-11-20T10:00:00.000Z',
    media: [],
  }) as unknown as NewsItem;

/** The fake API, with each call written as `path?query`; `/api?type=…` lookups have path ''. */
function fakeApi(answers: Record<string, (query: URLSearchParams) => unknown>) {
  const table: FakeAnswers = Object.fromEntries(
    Object.entries(answers).map(([path, answer]) => [path, (call) => answer(call.query)]),
  );
  const { api, reads, calls } = fakeClient(table);
  const asked = () => calls.map((call) => `${call.path}?${call.query}`);
  /** The language's categories, as the page's loaders share them. */
  const categories = () => fetchCategories(reads, ENGLISH.id);
  return { api, reads, asked, categories };
}

const SLUGGED = SECTION_TYPES.map((slug, i) => category(`c${i}`, slug, slug));

describe('findSectionCategories', () => {
  it('matches by slug and skips the keyword lookups when every slug is there', async () => {
    const { api, asked, categories } = fakeApi({ '/news/categories': () => SLUGGED });
    const found = await findSectionCategories(api, ENGLISH, categories);
    expect(found.politics).toEqual(['c1']);
    expect(found.jobs).toEqual(['c6']);
    expect(asked()).toEqual([`/news/categories?language_id=${ENGLISH.id}`]);
  });

  it('asks for the lookups when a slug is missing, and uses the language’s keywords', async () => {
    const { api, asked, categories } = fakeApi({
      '/news/categories': () => [category('x', 'khel', 'Khel Jagat'), ...SLUGGED.slice(0, 3)],
      '': (query) =>
        query.get('type') === 'category-keywords'
          ? { en: { sports: ['khel'] } }
          : { en: ['breaking'] },
    });
    const found = await findSectionCategories(api, ENGLISH, categories);
    expect(found.sports).toEqual(['x']);
    expect(asked()).toContain('?type=category-keywords');
    expect(asked()).toContain('?type=urgency-patterns');
  });

  it('still matches with the built-in fallback keywords when the lookups fail', async () => {
    const { api, categories } = fakeApi({
      '/news/categories': () => [category('x', 'x', 'Cricket Corner')],
    });
    expect((await findSectionCategories(api, ENGLISH, categories)).sports).toEqual(['x']);
  });
});

describe('loadSection', () => {
  it('asks for the section’s limit and keeps only the fields its cards show', async () => {
    const { reads, asked } = fakeApi({
      '/news/filter-multi-categories': () => ({ items: [story('a'), story('b')] }),
    });
    const result = await loadSection(reads, 'business', ENGLISH.id, async () => ['c2']);
    expect(asked()[0]).toContain('limit=8');
    expect(asked()[0]).toContain('categoryIds=c2');
    expect(result).toEqual({
      categoryIds: ['c2'],
      items: [
        expect.objectContaining({ id: 'a', authorName: 'Ananya Rao' }),
        expect.objectContaining({ id: 'b' }),
      ],
    });
    if ('items' in result) expect(result.items[0]).not.toHaveProperty('summary');
  });

  it('shows flagged breaking news without asking which category is breaking', async () => {
    let lookedUp = false;
    const { reads, asked } = fakeApi({
      '/news/filter-advanced': () => ({ items: [story('a')] }),
    });
    const result = await loadSection(reads, 'breaking', ENGLISH.id, async () => {
      lookedUp = true;
      return ['c0'];
    });
    expect(asked()[0]).toContain('isBreaking=true');
    expect(asked()[0]).toContain('limit=8');
    expect(lookedUp).toBe(false);
    expect(result).toMatchObject({ categoryIds: null, items: [{ id: 'a' }] });
  });

  it('falls back to the breaking category when nothing is flagged, else stays empty', async () => {
    const { reads } = fakeApi({
      '/news/filter-advanced': () => ({ items: [] }),
      '/news/filter-multi-categories': () => ({ items: [story('b')] }),
    });
    expect(await loadSection(reads, 'breaking', ENGLISH.id, async () => ['c0'])).toMatchObject({
      items: [{ id: 'b' }],
    });
    expect(await loadSection(reads, 'breaking', ENGLISH.id, async () => [])).toEqual({
      categoryIds: [],
      items: [],
    });
  });

  it('answers a failure as an error of that section', async () => {
    const { reads } = fakeApi({});
    expect(await loadSection(reads, 'jobs', ENGLISH.id, async () => ['c6'])).toEqual({
      categoryIds: ['c6'],
      error: 'NOT_FOUND',
    });
  });
});

describe('loadHomeNews', () => {
  it('loads every section; one failing leaves the others', async () => {
    const { api, reads, categories } = fakeApi({
      '/news/categories': () => SLUGGED,
      '/news/filter-advanced': () => ({ items: [story('a')] }),
      '/news/filter-multi-categories': (query) => {
        if (query.get('categoryIds') === 'c3') throw new ApiError(500, 'SERVER', 'Server error');
        return { items: [story(`in-${query.get('categoryIds')}`)] };
      },
    });
    const news = await loadHomeNews(reads, api, ENGLISH, categories);
    expect(news.languageId).toBe(ENGLISH.id);
    expect(news.sections.sports).toEqual({ categoryIds: ['c3'], error: 'SERVER' });
    expect(news.sections.politics).toMatchObject({ items: [{ id: 'in-c1' }] });
    expect(news.sections.breaking).toMatchObject({ items: [{ id: 'a' }] });
  });

  it('without categories, the category sections fail and flagged breaking news still shows', async () => {
    const { api, reads, categories } = fakeApi({
      '/news/filter-advanced': () => ({ items: [story('a')] }),
    });
    const news = await loadHomeNews(reads, api, ENGLISH, categories);
    expect(news.sections.breaking).toMatchObject({ items: [{ id: 'a' }] });
    expect(news.sections.politics).toEqual({ categoryIds: null, error: 'NOT_FOUND' });
  });
});
