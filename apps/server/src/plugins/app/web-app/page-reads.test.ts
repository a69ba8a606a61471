import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortIdOf } from '@vaarta/core/addresses';
import { isReadFailure, readQuery, type PageReads } from '@vaarta/web-contract/page-reads';
import { runTimed, newTiming } from '../../../lib/request-timing.ts';
import { newsReads } from '../../../routes/news/reads.ts';
import { catalogIds } from '../../../test/catalog-ids.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { pageReads } from './page-reads.ts';

let server: TestServer;
let reads: PageReads;
const ids = { en: '', te: '', politics: '', telangana: '', hyderabad: '', article: '' };

beforeAll(async () => {
  server = await startTestServer();
  reads = pageReads(newsReads(server.app.services), server.app.log);
  const catalog = await catalogIds(server);
  Object.assign(ids, {
    en: catalog.language('en'),
    te: catalog.language('te'),
    politics: catalog.category('politics'),
    telangana: catalog.state('TG'),
    hyderabad: catalog.district('TG/Hyderabad'),
  });
  const list = await server.app.inject({
    method: 'GET',
    url: `/api/news/filter-advanced?language_id=${ids.en}&limit=1`,
  });
  ids.article = (list.json() as { result: { items: { id: string }[] } }).result.items[0]!.id;
});

afterAll(() => server?.close());

/** The API's answer to `GET /api{path}?{query}`: its result, or its status, code and message. */
async function apiAnswer(path: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query);
  const response = await server.app.inject({
    method: 'GET',
    url: `/api${path}${search.size ? `?${search}` : ''}`,
  });
  const body = response.json() as { result?: unknown; error?: string; message?: string };
  return response.statusCode === 200
    ? { result: body.result }
    : { status: response.statusCode, code: body.error, message: body.message };
}

/** The same read made in-process: its result, or how it failed. */
async function readAnswer(read: () => Promise<unknown>) {
  try {
    return { result: await read() };
  } catch (error) {
    if (!isReadFailure(error)) throw error;
    return { status: error.statusCode, code: error.code, message: error.message };
  }
}

const bad = '00000000-0000-4000-8000-000000000000';

describe('the pages’ reads answer what the API answers the same call', () => {
  // Each read beside the API call it stands for: what the browser sends for it.
  const cases: [string, () => Promise<unknown>, () => [string, Record<string, string>?]][] = [
    ['languages', () => reads.languages(), () => ['/news/languages']],
    [
      'categories',
      () => reads.categories(ids.te),
      () => ['/news/categories', readQuery.language(ids.te)],
    ],
    ['states', () => reads.states(ids.te), () => ['/news/states', readQuery.language(ids.te)]],
    [
      'districts',
      () => reads.districts(ids.te, ids.telangana),
      () => ['/news/districts', readQuery.districts(ids.te, ids.telangana)],
    ],
    [
      'a list',
      () => reads.news({ languageId: ids.en, stateId: ids.telangana, limit: 5 }),
      () => [
        '/news/filter-advanced',
        readQuery.news({ languageId: ids.en, stateId: ids.telangana, limit: 5 }),
      ],
    ],
    [
      'a list of categories',
      () => reads.newsInCategories({ languageId: ids.en, categoryIds: [ids.politics], limit: 3 }),
      () => [
        '/news/filter-multi-categories',
        readQuery.news({ languageId: ids.en, categoryIds: [ids.politics], limit: 3 }),
      ],
    ],
    ['an article', () => reads.article(ids.article), () => [`/news/${ids.article}`]],
    [
      'an article by its address',
      () => reads.articleAt(shortIdOf(ids.article), 'any-slug'),
      () => [`/news/at/${shortIdOf(ids.article)}`, readQuery.articleAt('any-slug')],
    ],
    [
      'a search',
      () => reads.search({ text: 'news', languageId: ids.en, order: 'newest', page: 1 }),
      () => [
        '/news/search',
        readQuery.search({ text: 'news', languageId: ids.en, order: 'newest', page: 1 }),
      ],
    ],
  ];

  it.each(cases)('%s', async (_name, read, call) => {
    const answer = await readAnswer(read);
    expect(answer).toHaveProperty('result');
    expect(answer).toEqual(await apiAnswer(...call()));
  });
});

describe('a read the API refuses fails in the API’s words', () => {
  const cases: [string, () => Promise<unknown>, () => [string, Record<string, string>?]][] = [
    [
      'a malformed language',
      () => reads.states('te'),
      () => ['/news/states', { language_id: 'te' }],
    ],
    [
      'an unknown language',
      () => reads.categories(bad),
      () => ['/news/categories', { language_id: bad }],
    ],
    [
      'a list without a language',
      () => reads.news({ languageId: undefined }),
      () => ['/news/filter-advanced', readQuery.news({ languageId: undefined })],
    ],
    [
      'a list page past the largest',
      () => reads.news({ languageId: ids.en, page: 1_000_001 }),
      () => ['/news/filter-advanced', readQuery.news({ languageId: ids.en, page: 1_000_001 })],
    ],
    [
      'a list of a category the catalogue knows not',
      () => reads.newsInCategories({ languageId: ids.en, categoryIds: [bad] }),
      () => [
        '/news/filter-multi-categories',
        readQuery.news({ languageId: ids.en, categoryIds: [bad] }),
      ],
    ],
    [
      'a district of a malformed state',
      () => reads.districts(ids.en, 'x'),
      () => ['/news/districts', { language_id: ids.en, state_id: 'x' }],
    ],
    ['a malformed article id', () => reads.article('not-an-id'), () => ['/news/not-an-id']],
    ['a missing article', () => reads.article(bad), () => [`/news/${bad}`]],
    [
      'a malformed short id',
      () => reads.articleAt('XYZ', 'slug'),
      () => ['/news/at/XYZ', { slug: 'slug' }],
    ],
    [
      'a missing short id',
      () => reads.articleAt('0123456789ab', 'slug'),
      () => ['/news/at/0123456789ab', { slug: 'slug' }],
    ],
    [
      'a search of one letter',
      () => reads.search({ text: 'a', languageId: ids.en, order: 'newest', page: 1 }),
      () => [
        '/news/search',
        readQuery.search({ text: 'a', languageId: ids.en, order: 'newest', page: 1 }),
      ],
    ],
  ];

  it.each(cases)('%s', async (_name, read, call) => {
    const answer = await readAnswer(read);
    expect(answer).toMatchObject({ status: expect.any(Number) as number });
    expect((answer as { status: number }).status).toBeGreaterThanOrEqual(400);
    expect((answer as { status: number }).status).toBeLessThan(500);
    expect(answer).toEqual(await apiAnswer(...call()));
  });
});

describe('every read goes into the request’s timing', () => {
  it('by its kind, failed ones too', async () => {
    const timing = newTiming();
    await runTimed(timing, async () => {
      await reads.languages();
      await reads.states(ids.te);
      await reads.article(bad).catch(() => undefined);
    });
    expect(timing.reads.map((read) => read.kind)).toEqual(['languages', 'states', 'article']);
    for (const read of timing.reads) expect(read.ms).toBeGreaterThanOrEqual(0);
  });
});
