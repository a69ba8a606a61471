import { XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAddress } from '@vaarta/core/addresses';
import { catalogIds } from '../../test/catalog-ids.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

// Feeds out (docs/product/discovery.md), read by a real feed parser as a reader's app would.
let server: TestServer;
const SITE = 'https://vaarta.example.in';
// rss-parser reads RSS categories itself; Atom's `<category term>` are asked for by name.
type Item = { enclosure?: { url: string; type: string }; atomCategories?: unknown[] };
const parser = new Parser<object, Item>({
  customFields: {
    item: ['enclosure', ['category', 'atomCategories', { keepArray: true }]] as never,
  },
});
const ids = { te: '', ur: '', politics: '', telangana: '', hyderabad: '' };

async function get(path: string) {
  const response = await server.app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

async function newestTitles(query: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/news/filter-advanced?${query}&limit=30`,
  });
  return (response.json().result.items as { title: string }[]).map((item) => item.title);
}

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: SITE } });
  const catalog = await catalogIds(server);
  Object.assign(ids, {
    te: catalog.language('te'),
    ur: catalog.language('ur'),
    politics: catalog.category('politics'),
    telangana: catalog.state('TG'),
    hyderabad: catalog.district('TG/Hyderabad'),
  });
});

afterAll(() => server?.close());

describe('RSS and Atom of every list', () => {
  it.each([
    ['a language', '/te/feed.xml', 'rss'],
    ['a language', '/te/feed.atom', 'atom'],
    ['an edition', '/te/telangana/hyderabad/feed.xml', 'rss'],
    ['an edition', '/ur/telangana/hyderabad/feed.atom', 'atom'],
    ['a category of an edition', '/te/telangana/hyderabad/politics/feed.xml', 'rss'],
    ['a category of an edition', '/ur/telangana/hyderabad/politics/feed.atom', 'atom'],
  ])('reads the feed of %s (%s) with every field of its items', async (_what, path, kind) => {
    const reply = await get(path);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toContain(
      kind === 'rss' ? 'application/rss+xml' : 'application/atom+xml',
    );
    expect(reply.headers['cache-control']).toBe(
      'public, max-age=30, s-maxage=30, stale-while-revalidate=30',
    );
    expect(XMLValidator.validate(reply.body)).toBe(true);
    const feed = await parser.parseString(reply.body);
    expect(feed.title).toMatch(/^Vaarta — /);
    expect(feed.link).toBe(`${SITE}${path.replace(/\/feed\.(xml|atom)$/, '')}`);
    expect(feed.items.length).toBeGreaterThan(0);
    for (const item of feed.items) {
      expect(item.title?.length).toBeGreaterThan(0);
      expect(parseAddress(new URL(item.link!).pathname)?.kind).toBe('article');
      expect(item.link!.startsWith(`${SITE}/${path.split('/')[1]}/news/`)).toBe(true);
      expect(Date.parse(item.isoDate!)).toBeLessThanOrEqual(Date.now());
      expect((item.contentSnippet ?? item.summary ?? '').length).toBeGreaterThan(0);
      expect(item.creator ?? (item as { author?: string }).author).toBeTruthy();
      const categories = kind === 'rss' ? item.categories : item.atomCategories;
      expect(categories?.length).toBeGreaterThan(0);
    }
  });

  it('lists a category feed as that category list does, newest first', async () => {
    const feed = await parser.parseString(
      (await get('/te/telangana/hyderabad/politics/feed.xml')).body,
    );
    const titles = await newestTitles(
      `language_id=${ids.te}&categoryIds=${ids.politics}&state_id=${ids.telangana}&district_id=${ids.hyderabad}`,
    );
    expect(feed.items.map((item) => item.title)).toEqual(titles);
  });

  it('lists a language feed as its newest stories', async () => {
    const feed = await parser.parseString((await get('/ur/feed.xml')).body);
    expect(feed.items.map((item) => item.title)).toEqual(
      await newestTitles(`language_id=${ids.ur}`),
    );
  });

  it('carries the lead picture as an image enclosure with an absolute address', async () => {
    const feed = await parser.parseString((await get('/te/feed.xml')).body);
    const enclosures = feed.items.map((item) => item.enclosure).filter(Boolean);
    expect(enclosures.length).toBeGreaterThan(0);
    for (const enclosure of enclosures) {
      expect(enclosure!.url.startsWith(`${SITE}/media/`)).toBe(true);
      expect(enclosure!.type).toMatch(/^image\//);
    }
  });
});

describe('JSON Feed', () => {
  it('sends the same items as JSON Feed 1', async () => {
    const reply = await get('/te/telangana/hyderabad/feed.json');
    expect(reply.status).toBe(200);
    const feed = JSON.parse(reply.body);
    expect(feed.version).toMatch(/jsonfeed\.org\/version\/1/);
    const rss = await parser.parseString((await get('/te/telangana/hyderabad/feed.xml')).body);
    expect(feed.items.map((item: { title: string }) => item.title)).toEqual(
      rss.items.map((item) => item.title),
    );
  });
});

describe('feeds that do not exist', () => {
  it.each([
    '/xx/feed.xml',
    '/te/nowhere/hyderabad/feed.xml',
    '/te/telangana/nowhere/feed.atom',
    '/te/telangana/hyderabad/nothing/feed.json',
  ])('answers 404 for %s', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe('OpenSearch', () => {
  it('describes a language’s search for browsers', async () => {
    const reply = await get('/te/search/opensearch.xml');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toContain('application/opensearchdescription+xml');
    expect(XMLValidator.validate(reply.body)).toBe(true);
    expect(reply.body).toContain(`template="${SITE}/te/search?q={searchTerms}"`);
    expect(reply.body).toContain('<Language>te</Language>');
    expect((await get('/xx/search/opensearch.xml')).status).toBe(404);
  });
});
