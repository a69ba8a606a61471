import { and, eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAddress, shortIdOf } from '@vaarta/core/addresses';
import * as t from '../../db/schema.ts';
import { listed } from '../../services/news.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';

// The site as a search engine crawls it: robots.txt, the sitemap index, every sitemap
// (docs/product/discovery.md).
let server: TestServer;
const SITE = 'https://vaarta.example.in';
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

interface Fetched {
  status: number;
  body: string;
  headers: Record<string, unknown>;
}
const crawled = new Map<string, Fetched>();

async function get(url: string): Promise<Fetched> {
  const path = url.startsWith(SITE) ? url.slice(SITE.length) : url;
  const response = await server.app.inject({ method: 'GET', url: path });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

/** The `<loc>`s of a sitemap or an index, checked to be well-formed XML first. */
function locsOf(xml: string, list: 'urlset' | 'sitemapindex') {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = parser.parse(xml)[list];
  const rows = (list === 'urlset' ? parsed.url : parsed.sitemap) ?? [];
  return rows as { loc: string; lastmod?: string; 'news:news'?: Record<string, unknown> }[];
}

let sitemapUrls: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL: SITE } });
  const robots = await get('/robots.txt');
  crawled.set('/robots.txt', robots);
  const index = robots.body.match(/^Sitemap: (\S+)$/m)?.[1];
  const indexReply = await get(index!);
  crawled.set(index!, indexReply);
  sitemapUrls = locsOf(indexReply.body, 'sitemapindex').map((s) => s.loc);
  for (const url of sitemapUrls) crawled.set(url, await get(url));
}, 120_000);

afterAll(() => server?.close());

describe('robots.txt and the sitemap index', () => {
  it('names the sitemap index by its absolute address', () => {
    const robots = crawled.get('/robots.txt')!;
    expect(robots.status).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('lists an editions, a categories and an articles sitemap per language, and the news one', () => {
    for (const code of ['en', 'te', 'ur', 'hi', 'ta', 'kn']) {
      for (const kind of ['editions', 'categories', 'articles']) {
        expect(sitemapUrls).toContain(`${SITE}/sitemaps/${code}-${kind}.xml`);
      }
    }
    expect(sitemapUrls).toContain(`${SITE}/sitemaps/news.xml`);
  });

  it('dates every language sitemap by its newest change', () => {
    const index = locsOf(crawled.get(`${SITE}/sitemap.xml`)!.body, 'sitemapindex');
    for (const ref of index.filter((s) => !s.loc.endsWith('news.xml'))) {
      expect(Date.parse(ref.lastmod!)).toBeGreaterThan(Date.now() - 60 * 86_400_000);
    }
  });

  it('sends every reply with a public, short Cache-Control and no cookie', () => {
    for (const [, reply] of crawled) {
      expect(reply.status).toBe(200);
      expect(reply.headers['cache-control']).toBe(
        'public, max-age=30, s-maxage=30, stale-while-revalidate=30',
      );
      expect(reply.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('every sitemap', () => {
  it('is valid XML of at most 50,000 absolute addresses that read as public addresses', () => {
    for (const url of sitemapUrls) {
      const locs = locsOf(crawled.get(url)!.body, 'urlset');
      expect(locs.length).toBeLessThanOrEqual(50_000);
      for (const { loc } of locs) {
        expect(loc.startsWith(`${SITE}/`)).toBe(true);
        expect(parseAddress(new URL(loc).pathname), loc).not.toBeNull();
      }
    }
  });

  it('lists the language home and every district edition of a language', () => {
    const locs = locsOf(crawled.get(`${SITE}/sitemaps/te-editions.xml`)!.body, 'urlset');
    const kinds = locs.map(({ loc }) => parseAddress(new URL(loc).pathname)!.kind);
    expect(kinds[0]).toBe('language');
    expect(locs[0]!.loc).toBe(`${SITE}/te`);
    expect(kinds.filter((kind) => kind === 'edition')).toHaveLength(777);
    expect(locs.map((l) => l.loc)).toContain(`${SITE}/te/telangana/hyderabad`);
  });

  it('lists every category of every edition', () => {
    const locs = locsOf(crawled.get(`${SITE}/sitemaps/ur-categories.xml`)!.body, 'urlset');
    expect(locs.every(({ loc }) => parseAddress(new URL(loc).pathname)!.kind === 'category')).toBe(
      true,
    );
    expect(locs.map((l) => l.loc)).toContain(`${SITE}/ur/telangana/hyderabad/politics`);
  });

  it('lists every published article of a language once, with its last edit', async () => {
    const db = server.database.db;
    const [telugu] = await db
      .select({ id: t.languages.id })
      .from(t.languages)
      .where(eq(t.languages.code, 'te'));
    const published = await db
      .select({ id: t.news.id, updatedAt: t.news.updatedAt })
      .from(t.news)
      .where(and(eq(t.news.languageId, telugu!.id), listed()));
    const locs = locsOf(crawled.get(`${SITE}/sitemaps/te-articles.xml`)!.body, 'urlset');
    const byShortId = new Map(published.map((n) => [shortIdOf(n.id), n]));
    expect(locs.length).toBe(published.length);
    expect(new Set(locs.map((l) => l.loc)).size).toBe(locs.length);
    for (const { loc, lastmod } of locs) {
      const address = parseAddress(new URL(loc).pathname);
      expect(address?.kind).toBe('article');
      const article = byShortId.get((address as { shortId: string }).shortId);
      expect(article, loc).toBeDefined();
      expect(Date.parse(lastmod!)).toBe(article!.updatedAt.getTime());
    }
  });

  it('names the articles of the last 48 hours in the news sitemap, with publication and title', () => {
    const locs = locsOf(crawled.get(`${SITE}/sitemaps/news.xml`)!.body, 'urlset');
    expect(locs.length).toBeGreaterThan(0);
    const languages = new Set<string>();
    for (const entry of locs) {
      const news = entry['news:news'] as {
        'news:publication': { 'news:name': string; 'news:language': string };
        'news:publication_date': string;
        'news:title': string;
      };
      expect(news['news:publication']['news:name']).toBe('Vaarta');
      languages.add(news['news:publication']['news:language']);
      const published = Date.parse(news['news:publication_date']);
      expect(published).toBeGreaterThan(Date.now() - 48 * 3_600_000);
      expect(news['news:title'].length).toBeGreaterThan(0);
    }
    expect([...languages].sort()).toEqual(['en', 'hi', 'kn', 'ta', 'te', 'ur']);
  });

  it('answers 404 for a sitemap that does not exist', async () => {
    for (const path of [
      '/sitemaps/xx-articles.xml',
      '/sitemaps/te-articles-9.xml',
      '/sitemaps/te-editions-2.xml',
      '/sitemaps/te-articles-1.xml',
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
