import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogIds } from '../../test/catalog-ids.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

// Reader search (docs/product/search.md), on PGlite or, with TEST_DATABASE_URL, PostgreSQL.
let server: TestServer;
const languages = { te: '', ur: '', hi: '' };

interface Item {
  id: string;
  title: string;
  publishedAt: string;
  language_id: string;
}

async function search(query: string) {
  const response = await server.app.inject({ method: 'GET', url: `/api/news/search?${query}` });
  return { status: response.statusCode, body: response.json() };
}

async function titlesFound(q: string, language: string, more = '') {
  const { status, body } = await search(
    `q=${encodeURIComponent(q)}&language_id=${language}&limit=100${more}`,
  );
  expect(status).toBe(200);
  return (body.result.items as Item[]).map((item) => item.title);
}

beforeAll(async () => {
  server = await startTestServer();
  const catalog = await catalogIds(server);
  languages.te = catalog.language('te');
  languages.ur = catalog.language('ur');
  languages.hi = catalog.language('hi');
});

afterAll(() => server?.close());

describe('search finds a part of a word in every script', () => {
  it('finds a Telugu story by the first three letters of a word of its body', async () => {
    // ఖైరతాబాద్ is in the story's text, not its title.
    const titles = await titlesFound('ఖైర', languages.te);
    const story = titles.find((title) => title.startsWith('హైదరాబాద్‌లో కుండపోత వర్షం'));
    expect(story).toBeDefined();
    expect(story).not.toContain('ఖైర');
  });

  it('finds a Telugu story by letters from the middle of a title word', async () => {
    const titles = await titlesFound('డపో', languages.te);
    expect(titles.some((title) => title.includes('కుండపోత'))).toBe(true);
  });

  it('finds Urdu stories by the first three letters of a word', async () => {
    // موسلادھار in one title, موسم in another.
    const titles = await titlesFound('موس', languages.ur);
    expect(titles.some((title) => title.includes('موسلادھار'))).toBe(true);
    expect(titles.some((title) => title.includes('موسم'))).toBe(true);
  });

  it('finds a Hindi story by the start of a word', async () => {
    const titles = await titlesFound('मूसला', languages.hi);
    expect(titles.some((title) => title.includes('मूसलाधार'))).toBe(true);
  });

  it('needs every typed word', async () => {
    const both = await titlesFound('हैदरा मूसला', languages.hi);
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((title) => title.includes('मूसलाधार') || title.includes('हैदराबाद'))).toBe(
      true,
    );
    expect(await titlesFound('मूसला zzzqqq', languages.hi)).toEqual([]);
  });

  it('searches every language when none is named', async () => {
    const { body } = await search(`q=${encodeURIComponent('ఖైర')}&limit=100`);
    const items = body.result.items as Item[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.language_id === languages.te)).toBe(true);
  });
});

describe('search orders and pages', () => {
  it('lists newest first by default', async () => {
    const { body } = await search(`q=${encodeURIComponent('హైదరాబాద్')}&limit=100`);
    const times = (body.result.items as Item[]).map((item) => Date.parse(item.publishedAt));
    expect(times.length).toBeGreaterThan(2);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('puts title matches first when ordered by relevance', async () => {
    const { body } = await search(
      `q=${encodeURIComponent('వర్ష')}&language_id=${languages.te}&sort=relevance&limit=100`,
    );
    const titles = (body.result.items as Item[]).map((item) => item.title.includes('వర్ష'));
    expect(titles[0]).toBe(true);
    expect(titles.indexOf(false)).toBeGreaterThan(0);
    expect(titles.slice(titles.indexOf(false))).not.toContain(true);
  });

  it('pages through the results with a total', async () => {
    const q = `q=${encodeURIComponent('హైదరాబాద్')}&language_id=${languages.te}&limit=2`;
    const first = await search(`${q}&page=1`);
    const second = await search(`${q}&page=2`);
    const all = await titlesFound('హైదరాబాద్', languages.te);
    expect(first.body.result.pagination).toMatchObject({ page: 1, limit: 2, total: all.length });
    expect(first.body.result.pagination.totalPages).toBe(Math.ceil(all.length / 2));
    const ids = (page: { body: { result: { items: Item[] } } }) =>
      page.body.result.items.map((item) => item.id);
    expect(ids(second)).toHaveLength(2);
    expect(ids(second)).not.toContain(ids(first)[0]);
  });

  it('answers an empty list when nothing matches', async () => {
    const { status, body } = await search(`q=zzzqqqxxy&language_id=${languages.te}`);
    expect(status).toBe(200);
    expect(body.result).toMatchObject({ items: [], totalCount: 0, pagination: { total: 0 } });
  });

  it('treats typed text as text, not a pattern or a query', async () => {
    const { status, body } = await search(`q=${encodeURIComponent("%_' & | !( :*")}`);
    expect(status).toBe(200);
    expect(body.result.items).toEqual([]);
  });
});

describe('search refuses bad input', () => {
  it.each([
    ['no text', '', 'q is required: say what to search for'],
    ['one letter', 'q=a', 'q must be at least 2 characters'],
    ['only spaces', `q=${encodeURIComponent('   ')}`, 'q must be at least 2 characters'],
    ['too much text', `q=${'అ'.repeat(101)}`, 'q must be at most 100 characters'],
    ['an unknown order', 'q=rain&sort=oldest', 'sort must be newest or relevance'],
    ['a malformed language', 'q=rain&language_id=te', 'language_id must be a valid id'],
    ['a control character', 'q=rain%07', 'Text must not contain control characters'],
    ['page 0', 'q=rain&page=0', 'page must be at least 1'],
  ])('answers 400 for %s', async (_name, query, message) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(message);
  });

  it('answers 404 for an unknown language', async () => {
    const { status } = await search('q=rain&language_id=00000000-0000-4000-8000-000000000002');
    expect(status).toBe(404);
  });
});
