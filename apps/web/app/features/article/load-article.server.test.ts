import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsArticle, NewsItem } from '@vaarta/core/entities/news';
import { ApiError } from '../../api/client';
import { fakeApi as fakeClient } from '../../api/fake-api';
import { fetchLanguages } from '../../api/places';
import { loadArticlePage } from './load-article.server';

const ID = '11111111-1111-4111-8111-111111111111';
const EN = '22222222-2222-4222-8222-222222222222';
const SITE = 'https://vaarta.example';

const item = (id: string): NewsItem => ({
  id,
  title: `Story ${id}`,
  slug: 'story',
  path: `/en/news/story-${id.replace(/-/g, '').slice(0, 12)}`,
  excerpt: 'An excerpt.',
  shortNewsContent: 'Short.',
  categoryId: '33333333-3333-4333-8333-333333333333',
  categoryName: 'Politics',
  categorySlug: 'politics',
  authorId: '44444444-4444-4444-8444-444444444444',
  authorName: 'Ananya Rao',
  language_id: EN,
  state_id: null,
  stateName: null,
  district_id: null,
  districtName: null,
  isBreaking: false,
  priority: 0,
  media: [],
  source: 'Vaarta',
  likeCount: 0,
  commentCount: 0,
  viewCount: 0,
  publishedAt: '2026-01-01T10:00:00.000Z',
  createdAt: '2026-01-01T09:40:00.000Z',
});

const article: NewsArticle = {
  ...item(ID),
  longNewsContent: '<p>Words of the story.</p>',
  content: '<p>Words of the story.</p>',
  editorId: null,
  languageName: 'English',
  sourceUrl: null,
  videoUrl: null,
  seoMeta: {},
  metaDescription: 'A description.',
  status: 'published',
  type: 'news',
  isSticky: false,
  isFeatured: false,
  uniqueViewCount: 0,
  dislikeCount: 0,
  shareCount: 0,
  scheduledAt: null,
  expiresAt: null,
  updatedAt: '2026-01-02T10:00:00.000Z',
};

/** Lists hold the article itself among others, as the real lists do. */
const list = (count: number) => ({
  items: [
    item(ID),
    ...Array.from({ length: count }, (_, i) => item(`0000000${i}-0000-4000-8000-000000000000`)),
  ],
});

/** The API, and the page's shared language list (as the edition hands it to the loader). */
function fakeApi(articleAnswers: (() => NewsArticle)[], lists = true) {
  const listAnswer = lists
    ? ({ query }: { query: URLSearchParams }) => list(Number(query.get('limit')))
    : () => {
        throw new Error('down');
      };
  const { reads, calls } = fakeClient({
    [`/news/${ID}`]: () => articleAnswers.shift()!(),
    '/news/languages': () => [{ id: EN, language_code: 'en' }],
    '/news/filter-multi-categories': listAnswer,
    '/news/filter-advanced': listAnswer,
  });
  return { reads, calls, languages: () => fetchLanguages(reads) };
}

const fail = (status: number) => () => {
  throw new ApiError(status, 'X', 'failed');
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the article page loader (docs/decisions/0011)', () => {
  it('loads the article, then Related News and More from Author without the article itself', async () => {
    const { reads, calls, languages } = fakeApi([() => article]);
    const page = await loadArticlePage(reads, ID, SITE, languages);
    expect(page.article.title).toBe(article.title);
    expect(page.related).toHaveLength(8);
    expect(page.authorNews).toHaveLength(6);
    expect([...page.related, ...page.authorNews].some((card) => card.id === ID)).toBe(false);
    // One more than shown, so dropping the article still leaves a full strip.
    const query = (path: string) =>
      Object.fromEntries(calls.find((c) => c.path === path)?.query ?? []);
    expect(query('/news/filter-multi-categories')).toMatchObject({
      categoryIds: article.categoryId,
      language_id: EN,
      limit: '9',
    });
    expect(query('/news/filter-advanced')).toMatchObject({
      authorId: article.authorId!,
      limit: '7',
    });
    expect(page.seo.page.canonical).toBe(
      `${SITE}/en/news/story-${ID.replace(/-/g, '').slice(0, 12)}`,
    );
  });

  it('answers 404 for a malformed id without calling the API', async () => {
    const { reads, calls, languages } = fakeApi([]);
    await expect(loadArticlePage(reads, 'not-an-id', SITE, languages)).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(calls).toEqual([]);
  });

  it('answers 404 at once when the API has no such article', async () => {
    const { reads, calls, languages } = fakeApi([fail(404)]);
    await expect(loadArticlePage(reads, ID, SITE, languages)).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(calls).toHaveLength(1);
  });

  it('tries a failing server three times, then answers 503', async () => {
    vi.useFakeTimers();
    const { reads, calls, languages } = fakeApi([fail(500), fail(502), fail(503)]);
    const loading = loadArticlePage(reads, ID, SITE, languages);
    const settled = expect(loading).rejects.toMatchObject({ init: { status: 503 } });
    await vi.runAllTimersAsync();
    await settled;
    expect(calls.filter((c) => c.path === `/news/${ID}`)).toHaveLength(3);
  });

  it('shows the article without its strips when a list fails', async () => {
    const { reads, languages } = fakeApi([() => article], false);
    const page = await loadArticlePage(reads, ID, SITE, languages);
    expect(page.article.id).toBe(ID);
    expect(page.related).toEqual([]);
    expect(page.authorNews).toEqual([]);
  });
});
