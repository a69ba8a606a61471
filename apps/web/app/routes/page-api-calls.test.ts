import {
  createStaticHandler,
  RouterContextProvider,
  type LoaderFunction,
  type MiddlewareFunction,
  type RouterContext,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { SECTION_TYPES } from '@vaarta/core/keywords';
import { fakeApi, type RecordedCall } from '../api/fake-api';
import { apiContext, readsContext, siteUrlContext } from '../lib/context';
import { resolvedByVariantContext } from '../lib/edition.server';
import { pageVariant } from '../page-variant.server';
import { htmlOnlyDataContext } from '../lib/html-only-data';
import * as root from '../root';
import * as addressHome from './address-home';
import * as article from './article';
import * as home from './home';
import * as mandi from './mandi';

/**
 * A page's loaders share one resolution of the reader's edition (root middleware): rendering a
 * page never asks the API the same thing twice, and asks each list of the edition once.
 */

const EN = '11111111-1111-4111-8111-111111111111';
const TE = '22222222-2222-4222-8222-222222222222';
const TELANGANA = '33333333-3333-4333-8333-333333333333';
const HYDERABAD = '44444444-4444-4444-8444-444444444444';
const ARTICLE = '55555555-5555-4555-8555-555555555555';
const AUTHOR = '66666666-6666-4666-8666-666666666666';
const categoryId = (index: number) => `7777777${index}-7777-4777-8777-777777777777`;
const VEGETABLES = '88888888-8888-4888-8888-888888888888';

const story = (id: string) => ({
  id,
  title: `Story ${id}`,
  slug: 'story',
  path: `/en/news/story-${id.replace(/-/g, '').slice(0, 12)}`,
  excerpt: 'An excerpt.',
  shortNewsContent: 'Short.',
  categoryId: categoryId(1),
  categoryName: 'Politics',
  authorId: AUTHOR,
  authorName: 'Ananya Rao',
  language_id: EN,
  state_id: TELANGANA,
  district_id: HYDERABAD,
  districtName: 'Hyderabad',
  stateName: 'Telangana',
  media: [],
  publishedAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
});

const place = (id: string, name: string) => ({
  id,
  name,
  state_name: name,
  state_code: 'TG',
  district_code: 'HYD',
  english_name: name,
  search_terms: [name],
});

const { api, reads, transport, calls } = fakeApi({
  '/news/languages': () => [
    { id: EN, language_name: 'English', language_code: 'en', english_name: 'English', icon: 'E' },
    { id: TE, language_name: 'తెలుగు', language_code: 'te', english_name: 'Telugu', icon: 'తె' },
  ],
  '/news/states': () => [place(TELANGANA, 'Telangana')],
  '/news/districts': () => [place(HYDERABAD, 'Hyderabad')],
  '/news/categories': () =>
    SECTION_TYPES.map((slug, index) => ({
      id: categoryId(index),
      slug,
      category_name: slug,
      color: '#b71c1c',
      icon: '',
    })),
  '/local-mandi-categories': () => ({
    categories: [{ id: VEGETABLES, categoryName: 'Vegetables', slug: 'vegetables', icon: '🥬' }],
  }),
  '/local-mandi-categories/items': () => ({
    items: [],
    pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
  }),
  '/news/filter-advanced': () => ({
    items: [story('a')],
    pagination: { page: 1, limit: 9, total: 1, totalPages: 1 },
  }),
  '/news/filter-multi-categories': () => ({ items: [story('b'), story('c')] }),
  '/news/at/555555555555': () => ({
    ...story(ARTICLE),
    longNewsContent: '<p>Words of the story.</p>',
    metaDescription: '',
    videoUrl: null,
    sourceUrl: null,
    source: null,
    likeCount: 0,
    commentCount: 0,
    updatedAt: '2026-11-20T10:00:00.000Z',
  }),
});

// The route modules as the framework's router runs them (their generated argument types aside).
const handler = createStaticHandler([
  {
    id: 'root',
    path: '/',
    middleware: root.middleware as unknown as MiddlewareFunction[],
    loader: root.loader,
    children: [
      { id: 'routes/home', index: true, loader: home.loader },
      {
        id: 'address/edition',
        path: ':lang/:state/:district',
        loader: addressHome.loader as LoaderFunction,
      },
      {
        id: 'address/article',
        path: ':lang/news/:article',
        loader: article.loader as LoaderFunction,
      },
      { id: 'routes/mandi', path: 'mandi', loader: mandi.loader as LoaderFunction },
    ],
  },
]);

/**
 * The API calls one server render of `path` makes, as the server's request handler runs it, with
 * what the page's variant computation `resolved` when it ran.
 */
async function callsOfRender(
  path: string,
  cookie = '',
  resolved: unknown = null,
): Promise<RecordedCall[]> {
  calls.length = 0;
  const request = new Request(`https://vaarta.example${path}`, { headers: { cookie } });
  const context = new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [readsContext, reads],
      [apiContext, api],
      [resolvedByVariantContext, resolved],
      [siteUrlContext, 'https://vaarta.example'],
      [htmlOnlyDataContext, new Map<string, unknown>()],
    ]),
  );
  let errors: unknown = 'not rendered';
  await handler.query(request, {
    requestContext: context,
    generateMiddlewareResponse: async (query) => {
      const result = await query(request);
      if (!(result instanceof Response)) errors = result.errors;
      return new Response(null);
    },
  });
  expect(errors).toBeNull();
  return [...calls];
}

const countByPath = (asked: RecordedCall[]) =>
  asked.reduce<Record<string, number>>((counts, call) => {
    counts[call.path] = (counts[call.path] ?? 0) + 1;
    return counts;
  }, {});

const askedTwice = (asked: RecordedCall[]) => {
  const seen = asked.map((call) => `${call.path}?${call.query}`);
  return seen.filter((key, index) => seen.indexOf(key) !== index);
};

describe('one server render of a page', () => {
  it('home asks for each list of the default edition once', async () => {
    const asked = await callsOfRender('/');
    expect(askedTwice(asked)).toEqual([]);
    expect(countByPath(asked)).toEqual({
      '/news/languages': 1,
      '/news/states': 1,
      '/news/districts': 1,
      '/news/categories': 1,
      // The carousel's flagged breaking news, and one list for each of the six other sections.
      '/news/filter-advanced': 1,
      '/news/filter-multi-categories': 6,
    });
  });

  it("an edition's home asks for each list once, whatever edition the cookie saved", async () => {
    const asked = await callsOfRender(
      '/te/telangana/hyderabad',
      `vaarta_edition=${EN}.${TELANGANA}.${HYDERABAD}`,
    );
    expect(askedTwice(asked)).toEqual([]);
    expect(countByPath(asked)).toEqual({
      '/news/languages': 1,
      '/news/states': 1,
      '/news/districts': 1,
      '/news/categories': 1,
      // The breaking news and the district's own list; one list for each of the six sections.
      '/news/filter-advanced': 2,
      '/news/filter-multi-categories': 6,
    });
    expect(asked.find((call) => call.path === '/news/states')?.query.get('language_id')).toBe(TE);
  });

  it("an edition's home reads nothing its variant computation resolved", async () => {
    const path = '/te/telangana/hyderabad';
    const cookie = `vaarta_edition=${EN}.${TELANGANA}.${HYDERABAD}`;
    const { resolved } = await pageVariant(path, cookie, 'en', reads, transport);
    expect(countByPath(await callsOfRender(path, cookie, resolved))).toEqual({
      '/news/categories': 1,
      '/news/filter-advanced': 2,
      '/news/filter-multi-categories': 6,
    });
  });

  it('an article asks for each path once', async () => {
    const asked = await callsOfRender('/en/news/story-555555555555');
    expect(countByPath(asked)).toEqual({
      '/news/at/555555555555': 1,
      '/news/languages': 1,
      '/news/states': 1,
      '/news/districts': 1,
      '/news/categories': 1,
      '/news/filter-multi-categories': 1,
      '/news/filter-advanced': 1,
    });
  });

  it.each([
    ["the reader's edition preselected", '/mandi', 0],
    [
      'prices asked for',
      `/mandi?state=${TELANGANA}&district=${HYDERABAD}&category=${VEGETABLES}`,
      1,
    ],
  ])('the mandi page asks for each list once (%s)', async (_, path, prices) => {
    const asked = await callsOfRender(path);
    expect(askedTwice(asked)).toEqual([]);
    expect(countByPath(asked)).toEqual({
      '/news/languages': 1,
      '/news/states': 1,
      '/news/districts': 1,
      '/news/categories': 1,
      '/local-mandi-categories': 1,
      ...(prices ? { '/local-mandi-categories/items': 1 } : {}),
    });
  });
});
