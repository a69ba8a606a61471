import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/client.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { knownArticleAddress, UNKNOWN_ARTICLE_ADDRESS } from './known-addresses.ts';

let server: TestServer;
let published: string;
const article = (id: string) => server.app.services.news.article(id);

beforeAll(async () => {
  server = await startTestServer();
  [{ id: published }] = rowsOf<{ id: string }>(
    await server.database.db.execute(sql`select id from news where status = 'published' limit 1`),
  ) as [{ id: string }];
});
afterAll(() => server?.close());

describe('the address a page is kept at', () => {
  it('is the article’s own for an article the catalogue holds', async () => {
    expect(await knownArticleAddress(`/news/${published}`, article)).toBe(`/news/${published}`);
    expect(await knownArticleAddress(`/news/${published}?lng=te`, article)).toBe(
      `/news/${published}?lng=te`,
    );
    expect(await knownArticleAddress('/about?lng=ur', article)).toBe('/about?lng=ur');
  });

  it('is one address for thousands of made-up article ids, so they cannot grow the cache', async () => {
    const madeUp = [
      ...Array.from({ length: 2_000 }, () => `/news/${randomUUID()}`),
      ...Array.from({ length: 1_000 }, () => `/news/${randomBytes(6).toString('hex')}`),
      `/news/${published.toUpperCase().replace(/-/g, '')}`,
    ];
    const addresses = new Set<string>();
    for (const address of madeUp) addresses.add(await knownArticleAddress(address, article));
    expect([...addresses]).toEqual([UNKNOWN_ARTICLE_ADDRESS]);
    expect(await knownArticleAddress(`/news/${randomUUID()}?lng=te`, article)).toBe(
      `${UNKNOWN_ARTICLE_ADDRESS}?lng=te`,
    );
  });

  it('stays the article’s own when the catalogue cannot be read', async () => {
    const unreadable = async () => {
      throw new Error('connection lost');
    };
    const address = `/news/${randomUUID()}`;
    expect(await knownArticleAddress(address, unreadable)).toBe(address);
  });
});
