import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortIdOf } from '@vaarta/core/addresses';
import { catalogIds } from '../../test/catalog-ids.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

let server: TestServer;
const ids = {
  en: '',
  te: '',
  ur: '',
  politics: '',
  sports: '',
  telangana: '',
  hyderabad: '',
  warangal: '',
  karnataka: '',
};

async function get(url: string) {
  const response = await server.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

beforeAll(async () => {
  server = await startTestServer();
  const catalog = await catalogIds(server);
  Object.assign(ids, {
    en: catalog.language('en'),
    te: catalog.language('te'),
    ur: catalog.language('ur'),
    politics: catalog.category('politics'),
    sports: catalog.category('sports'),
    telangana: catalog.state('TG'),
    karnataka: catalog.state('KA'),
    hyderabad: catalog.district('TG/Hyderabad'),
    warangal: catalog.district('TG/Warangal'),
  });
});

afterAll(() => server?.close());

describe('catalogue', () => {
  it('lists the six content languages with their own names', async () => {
    const { status, body } = await get('/api/news/languages');
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    expect(body.result.map((l: { language_code: string }) => l.language_code)).toEqual([
      'en',
      'te',
      'ur',
      'hi',
      'ta',
      'kn',
    ]);
    expect(body.result[1].language_name).toBe('తెలుగు');
  });

  it('names categories in the asked language, in sort order', async () => {
    const { body } = await get(`/api/news/categories?language_id=${ids.te}`);
    expect(body.result[0]).toMatchObject({
      slug: 'breaking',
      category_name: 'తాజా వార్తలు',
      language_id: ids.te,
    });
    expect(body.result).toHaveLength(10);
  });

  it('answers categories in English when no language is given', async () => {
    const { body } = await get('/api/news/categories');
    expect(body.result[1].category_name).toBe('Politics');
  });

  it('lists 36 states in the asked script with codes and search terms', async () => {
    const { body } = await get(`/api/news/states?language_id=${ids.te}`);
    expect(body.result).toHaveLength(36);
    const telangana = body.result.find((s: { state_code: string }) => s.state_code === 'TG');
    expect(telangana).toMatchObject({
      id: ids.telangana,
      state_name: 'తెలంగాణ',
      name: 'తెలంగాణ',
      english_name: 'Telangana',
      is_active: true,
      isDeleted: false,
    });
    expect(telangana.search_terms).toEqual(expect.arrayContaining(['telangana', 'tg', 'తెలంగాణ']));
  });

  it('lists the districts of one state, or all of them', async () => {
    const telangana = await get(
      `/api/news/districts?language_id=${ids.ur}&state_id=${ids.telangana}`,
    );
    expect(telangana.body.result).toHaveLength(33);
    expect(telangana.body.result.find((d: { id: string }) => d.id === ids.hyderabad).name).toBe(
      'حیدرآباد',
    );
    const all = await get(`/api/news/districts?language_id=${ids.en}`);
    expect(all.body.result.length).toBeGreaterThan(770);
  });

  it('says which id is unknown', async () => {
    const { status, body } = await get(
      '/api/news/districts?state_id=00000000-0000-4000-8000-000000000000',
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({
      status: 0,
      error: 'NOT_FOUND',
      message: 'State not found: 00000000-0000-4000-8000-000000000000',
    });
  });
});

describe('filter-multi-categories', () => {
  const url = (query: string) => `/api/news/filter-multi-categories?language_id=${ids.en}&${query}`;

  it('lists a category newest first with pagination', async () => {
    const { status, body } = await get(url(`categoryIds=${ids.politics}&limit=4`));
    expect(status).toBe(200);
    const { items, pagination, totalCount } = body.result;
    expect(items).toHaveLength(4);
    expect(items.every((i: { categoryId: string }) => i.categoryId === ids.politics)).toBe(true);
    const times = items.map((i: { publishedAt: string }) => Date.parse(i.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(pagination).toEqual({ page: 1, limit: 4, total: 6, totalPages: 2 });
    expect(totalCount).toBe(6);
  });

  it('carries every list field a card needs', async () => {
    const { body } = await get(url(`categoryIds=${ids.politics}&limit=1`));
    const [item] = body.result.items;
    expect(item).toMatchObject({
      categoryName: 'Politics',
      categorySlug: 'politics',
      language_id: ids.en,
    });
    expect(item.title.length).toBeGreaterThan(10);
    expect(item.shortNewsContent.length).toBeGreaterThan(20);
    expect(item.authorName).not.toBe('Unknown Author');
    expect(item.media[0].mediaUrl).toMatch(/^\/media\/news\/.+\.webp$/);
    expect(item.media[0].variants).toHaveLength(2);
  });

  it('joins several categories', async () => {
    const { body } = await get(url(`categoryIds=${ids.politics},${ids.sports}&limit=100`));
    expect(body.result.totalCount).toBe(10);
  });

  it('filters strictly by state and district', async () => {
    const hyderabad = await get(
      url(`categoryIds=${ids.politics}&state_id=${ids.telangana}&district_id=${ids.hyderabad}`),
    );
    expect(hyderabad.body.result.items.length).toBeGreaterThan(0);
    expect(
      hyderabad.body.result.items.every(
        (i: { district_id: string }) => i.district_id === ids.hyderabad,
      ),
    ).toBe(true);
    const warangalSports = await get(url(`categoryIds=${ids.sports}&district_id=${ids.warangal}`));
    expect(warangalSports.body.result.items).toEqual([]);
    expect(warangalSports.body.result.totalCount).toBe(0);
  });

  it('refuses a district outside the chosen state', async () => {
    const { status, body } = await get(
      url(`categoryIds=${ids.politics}&state_id=${ids.karnataka}&district_id=${ids.hyderabad}`),
    );
    expect(status).toBe(400);
    expect(body.message).toBe('district_id does not belong to state_id');
  });

  it('serves page 2 after page 1 without overlap', async () => {
    const first = await get(url(`categoryIds=${ids.politics}&limit=3&page=1`));
    const second = await get(url(`categoryIds=${ids.politics}&limit=3&page=2`));
    const a = first.body.result.items.map((i: { id: string }) => i.id);
    const b = second.body.result.items.map((i: { id: string }) => i.id);
    expect(b).toHaveLength(3);
    expect(a.filter((id: string) => b.includes(id))).toEqual([]);
  });

  it('caps a limit above 100 and says so', async () => {
    const { status, body } = await get(url(`categoryIds=${ids.politics}&limit=1000`));
    expect(status).toBe(200);
    expect(body.result.pagination.limit).toBe(100);
  });

  it('finds Telugu text by a word of its body', async () => {
    const languageTe = `/api/news/filter-multi-categories?language_id=${ids.te}`;
    const politics = await get(`${languageTe}&categoryIds=${ids.politics}&limit=1`);
    const [item] = politics.body.result.items;
    const word = item.title.split(/\s+/).find((w: string) => w.length > 3);
    const found = await get(
      `${languageTe}&categoryIds=${ids.politics}&search=${encodeURIComponent(word)}`,
    );
    expect(found.body.result.items.map((i: { id: string }) => i.id)).toContain(item.id);
  });

  it('finds English news by part of a title', async () => {
    const politics = await get(url(`categoryIds=${ids.politics}&limit=1`));
    const title: string = politics.body.result.items[0].title;
    const part = title.slice(2, 9);
    const found = await get(url(`categoryIds=${ids.politics}&search=${encodeURIComponent(part)}`));
    expect(found.body.result.items.map((i: { title: string }) => i.title)).toContain(title);
  });

  it('treats search text as text, not a pattern or a query', async () => {
    const { status, body } = await get(
      url(`categoryIds=${ids.politics}&search=${encodeURIComponent("%_' & | !(")}`),
    );
    expect(status).toBe(200);
    expect(body.result.items).toEqual([]);
  });

  it.each([
    ['no categoryIds', 'limit=5', 'Invalid querystring'],
    ['an empty categoryIds', 'categoryIds=', 'categoryIds must list at least one category id'],
    ['a malformed id', 'categoryIds=abc', 'every categoryIds entry must be a valid id'],
    ['page 0', 'categoryIds=IDS&page=0', 'page must be at least 1'],
    ['a negative limit', 'categoryIds=IDS&limit=-1', 'limit must be at least 1'],
    ['a text limit', 'categoryIds=IDS&limit=many', 'limit must be a number'],
  ])('answers 400 for %s', async (_name, query, message) => {
    const { status, body } = await get(url(query.replace('IDS', ids.politics)));
    expect(status).toBe(400);
    expect(body.status).toBe(0);
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(message);
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await get(url('categoryIds=00000000-0000-4000-8000-000000000001'));
    expect(status).toBe(404);
    expect(body.message).toBe('Category not found: 00000000-0000-4000-8000-000000000001');
  });

  it('answers 404 for an unknown language', async () => {
    const { status } = await get(
      `/api/news/filter-multi-categories?language_id=00000000-0000-4000-8000-000000000002&categoryIds=${ids.politics}`,
    );
    expect(status).toBe(404);
  });

  it('sends an ETag and honours If-None-Match', async () => {
    const first = await server.app.inject({
      method: 'GET',
      url: url(`categoryIds=${ids.politics}`),
    });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await server.app.inject({
      method: 'GET',
      url: url(`categoryIds=${ids.politics}`),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('filter-advanced', () => {
  it('lists the newest news of a language over all categories', async () => {
    const { body } = await get(`/api/news/filter-advanced?language_id=${ids.te}&limit=50`);
    expect(body.result.totalCount).toBe(40);
    expect(body.result.items).toHaveLength(40);
    expect(new Set(body.result.items.map((i: { categoryId: string }) => i.categoryId)).size).toBe(
      10,
    );
  });

  it('narrows to breaking news', async () => {
    const { body } = await get(`/api/news/filter-advanced?language_id=${ids.en}&isBreaking=true`);
    expect(body.result.items.length).toBeGreaterThan(0);
    expect(body.result.items.every((i: { isBreaking: boolean }) => i.isBreaking)).toBe(true);
  });

  it("narrows to one author's news", async () => {
    const all = await get(`/api/news/filter-advanced?language_id=${ids.en}&limit=1`);
    const authorId = all.body.result.items[0].authorId;
    const { body } = await get(
      `/api/news/filter-advanced?language_id=${ids.en}&authorId=${authorId}&limit=50`,
    );
    expect(body.result.totalCount).toBe(8);
  });

  it('refuses isBreaking other than true or false', async () => {
    const { status, body } = await get(
      `/api/news/filter-advanced?language_id=${ids.en}&isBreaking=maybe`,
    );
    expect(status).toBe(400);
    expect(body.message).toContain('isBreaking must be true or false');
  });

  it('requires a language', async () => {
    const { status, body } = await get('/api/news/filter-advanced');
    expect(status).toBe(400);
    expect(body.message).toContain('language_id');
  });
});

describe('reads in flight', () => {
  const filter = () => ({ languageId: ids.te, page: 1, limit: 5 });

  it('answers the same list asked for twice at once with one read', async () => {
    const news = server.app.services.news;
    news.newsChanged();
    const [first, second] = await Promise.all([news.list(filter()), news.list(filter())]);
    expect(second).toBe(first);
    expect(first.items).toHaveLength(5);
  });

  it('reads afresh after a change, and keeps the read begun after it', async () => {
    const news = server.app.services.news;
    news.newsChanged();
    const before = news.list(filter());
    news.newsChanged();
    const after = news.list(filter());
    const [older, newer] = await Promise.all([before, after]);
    expect(newer).not.toBe(older);
    expect(newer).toEqual(older);
    expect(await news.list(filter())).toBe(newer);
  });
});

describe('GET /news/{id}', () => {
  it('answers every field of the full article', async () => {
    const list = await get(
      `/api/news/filter-multi-categories?language_id=${ids.ur}&categoryIds=${ids.politics}&limit=1`,
    );
    const id = list.body.result.items[0].id;
    const { status, body } = await get(`/api/news/${id}`);
    expect(status).toBe(200);
    const article = body.result;
    expect(article).toMatchObject({
      id,
      categoryName: 'سیاست',
      languageName: 'اردو',
      status: 'published',
      type: 'news',
    });
    expect(article.longNewsContent).toMatch(/^<p>/);
    expect(article.content).toBe(article.longNewsContent);
    for (const field of [
      'title',
      'slug',
      'excerpt',
      'shortNewsContent',
      'authorName',
      'districtName',
      'stateName',
      'publishedAt',
      'createdAt',
      'updatedAt',
      'metaDescription',
    ]) {
      expect(article[field], field).toBeTruthy();
    }
    for (const field of [
      'viewCount',
      'uniqueViewCount',
      'likeCount',
      'dislikeCount',
      'shareCount',
      'commentCount',
    ]) {
      expect(article[field], field).toBe(0);
    }
  });

  it('carries a video link for some articles', async () => {
    const { body } = await get(`/api/news/filter-advanced?language_id=${ids.en}&limit=50`);
    const articles = await Promise.all(
      body.result.items.map((i: { id: string }) => get(`/api/news/${i.id}`)),
    );
    const videos = articles.map((a) => a.body.result.videoUrl).filter(Boolean);
    expect(videos.length).toBeGreaterThanOrEqual(3);
  });

  it("answers 404 'News article not found.' for an unknown id", async () => {
    const { status, body } = await get('/api/news/00000000-0000-4000-8000-000000000003');
    expect(status).toBe(404);
    expect(body).toMatchObject({
      status: 0,
      message: 'News article not found.',
      error: 'NOT_FOUND',
    });
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const { status, body } = await get('/api/news/not-an-id');
    expect(status).toBe(400);
    expect(body.message).toContain('news id must be a valid id');
  });
});

describe('GET /news/at/{shortId}', () => {
  it('finds a Telugu article by the short id and slug of its address', async () => {
    const list = await get(`/api/news/filter-advanced?language_id=${ids.te}&limit=1`);
    const { id, slug } = list.body.result.items[0];
    const shortId = shortIdOf(id);
    const found = await get(`/api/news/at/${shortId}?slug=${encodeURIComponent(slug)}`);
    expect(found.status).toBe(200);
    expect(found.body.result).toMatchObject({ id, slug });
    // The slug only tells apart stories that share a short id: a stale one still finds it.
    expect((await get(`/api/news/at/${shortId}?slug=old`)).body.result.id).toBe(id);
  });

  it('answers 404 for a short id no published article has, and 400 for a malformed one', async () => {
    expect((await get('/api/news/at/000000000000')).status).toBe(404);
    const bad = await get('/api/news/at/XYZ');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('shortId must be 12 lowercase hex digits');
  });
});

describe('media', () => {
  it('serves generated images with a year-long immutable cache', async () => {
    const { body } = await get(`/api/news/filter-advanced?language_id=${ids.en}&limit=1`);
    const response = await server.app.inject({
      method: 'GET',
      url: body.result.items[0].media[0].mediaUrl,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['cache-control']).toContain('max-age=31536000');
  });
});
