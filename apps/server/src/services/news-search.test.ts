import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_SEARCH_MATCHES_MAX } from '@vaarta/core/constants';
import { rowsOf } from '../db/client.ts';
import { catalogIds } from '../test/catalog-ids.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { CatalogService } from './catalog.ts';
import { matchesAmongNewest, walkPays } from './news-search-matches.ts';
import { NewsSearchService, type NewsSearch } from './news-search.ts';
import { prefixQuery } from './news-search-terms.ts';

// The two ways a search reaches its newest matches (docs/decisions/0176), checked against the
// plain reading of docs/product/search.md, on PGlite or, with TEST_DATABASE_URL, PostgreSQL.
let server: TestServer;
let search: NewsSearchService;
let tamil = '';

/** More stories than a walk reads, so a walk can fall short. */
const STORIES = 2_600;

/**
 * STORIES new Tamil stories, story `g` published `g` seconds ago: `zephyrine` in every one
 * (in the title of every third, one to three times in the body); `quillon` in 90 of the newest
 * 100 and every other one after (in the title of one in 50 past the newest 1,500, where a walk
 * does not reach); `marmoset` in the title of one in 500.
 */
async function addStories() {
  await server.database.db.execute(sql`
    insert into news (language_id, category_id, state_id, district_id, author_id, author_name,
      title, slug, excerpt, short_content, long_content, body_text, meta_description, source,
      seo_meta, status, is_breaking, priority, published_at, created_at, updated_at)
    select s.language_id, s.category_id, s.state_id, s.district_id, s.author_id, s.author_name,
      concat_ws(' ', case when g % 3 = 0 then 'zephyrine' end,
        case when g % 500 = 7 then 'marmoset' end,
        case when g > 1500 and g % 50 = 0 then 'quillon' end, 'கதை', g),
      'search-walk-' || g, '', '', '',
      concat_ws(' ', repeat('zephyrine ', 1 + g % 3),
        case when (g <= 100 and g % 10 <> 0) or (g > 100 and g % 2 = 0) then 'quillon' end,
        'செய்தி', g),
      '', 'test', '{}'::jsonb, 'published', false, 0,
      now() - make_interval(secs => g), now() - make_interval(secs => g),
      now() - make_interval(secs => g)
    from generate_series(1, ${STORIES}::int) g
    cross join (select * from news where language_id = ${tamil} limit 1) s`);
}

/** What the product says a search finds, read with the plain queries of the definition. */
async function expected(text: string, order: 'newest' | 'relevance'): Promise<string[]> {
  const query = prefixQuery(text);
  const rank = sql`ts_rank(search_vector, ${query}) + (title ilike ${`%${text}%`})::int`;
  return rowsOf<{ id: string }>(
    await server.database.db.execute(sql`
      select id from (
        select id, published_at, ${rank} as rank from news
        where language_id = ${tamil} and status = 'published' and is_active and not is_deleted
          and published_at <= now() and search_vector @@ ${query}
        order by published_at desc, id desc limit ${NEWS_SEARCH_MATCHES_MAX}) newest
      order by ${order === 'relevance' ? sql`rank desc,` : sql``} published_at desc, id desc`),
  ).map((row) => row.id);
}

/** Whether the search walks down the newest stories for `needed` matches. */
async function walks(text: string, needed: number) {
  return walkPays(
    await matchesAmongNewest(server.database.db, { text, languageId: tamil }),
    needed,
  );
}

async function found(text: string, order: NewsSearch['order'], page: number, limit = 10) {
  const result = await search.search({ text, languageId: tamil, order, page, limit });
  return { ids: result.items.map((item) => item.id), total: result.totalCount };
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  tamil = (await catalogIds(server)).language('ta');
  await addStories();
  search = new NewsSearchService(db, new CatalogService(db));
});

afterAll(() => server?.close());

describe('a word in nearly every story (walked down the newest)', () => {
  it('is walked for every page and for best match', async () => {
    expect(await walks('zephyr', 10)).toBe(true);
    expect(await walks('zephyr', NEWS_SEARCH_MATCHES_MAX)).toBe(true);
  });

  it('ranks exactly the newest 1,000 matches, page after page', async () => {
    const all = await expected('zephyr', 'relevance');
    expect(all).toHaveLength(NEWS_SEARCH_MATCHES_MAX);
    const first = await found('zephyr', 'relevance', 1, 100);
    expect(first).toEqual({ ids: all.slice(0, 100), total: NEWS_SEARCH_MATCHES_MAX });
    expect((await found('zephyr', 'relevance', 2, 100)).ids).toEqual(all.slice(100, 200));
    expect((await found('zephyr', 'relevance', 10, 100)).ids).toEqual(all.slice(900, 1000));
    expect(await found('zephyr', 'relevance', 11, 100)).toEqual({
      ids: [],
      total: NEWS_SEARCH_MATCHES_MAX,
    });
  });

  it('puts the stories with it in their title first', async () => {
    const { ids } = await found('zephyr', 'relevance', 1, 100);
    const titles = rowsOf<{ id: string; title: string }>(
      await server.database.db.execute(
        sql`select id, title from news where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      ),
    );
    expect(titles.every((row) => row.title.includes('zephyrine'))).toBe(true);
  });

  it('lists newest first and counts up to 1,000', async () => {
    const all = await expected('zephyr', 'newest');
    expect(await found('zephyr', 'newest', 1)).toEqual({
      ids: all.slice(0, 10),
      total: NEWS_SEARCH_MATCHES_MAX,
    });
    expect((await found('zephyr', 'newest', 2)).ids).toEqual(all.slice(10, 20));
  });
});

describe('a word common among the newest only (the walk falls short)', () => {
  it('is walked, though the walk cannot reach 1,000 matches or page 90', async () => {
    expect(await walks('quillon', 10)).toBe(true);
    expect(await walks('quillon', 900)).toBe(true);
    expect(await walks('quillon', NEWS_SEARCH_MATCHES_MAX)).toBe(true);
  });

  it('lists newest first, walked where the walk has the page, from the index past it', async () => {
    const all = await expected('quillon', 'newest');
    expect(await found('quillon', 'newest', 1)).toEqual({
      ids: all.slice(0, 10),
      total: NEWS_SEARCH_MATCHES_MAX,
    });
    expect((await found('quillon', 'newest', 50)).ids).toEqual(all.slice(490, 500));
    expect((await found('quillon', 'newest', 90)).ids).toEqual(all.slice(890, 900));
  });

  it('still ranks the newest 1,000 matches, found in the index', async () => {
    const all = await expected('quillon', 'relevance');
    expect(all).toHaveLength(NEWS_SEARCH_MATCHES_MAX);
    expect(await found('quillon', 'relevance', 1, 100)).toEqual({
      ids: all.slice(0, 100),
      total: NEWS_SEARCH_MATCHES_MAX,
    });
    expect((await found('quillon', 'relevance', 10, 100)).ids).toEqual(all.slice(900, 1000));
  });
});

describe('a rare word', () => {
  it('is looked for in the index only', async () => {
    expect(await walks('marmo', 10)).toBe(false);
  });

  it('finds every match, ranked, newest, paged and counted', async () => {
    const ranked = await expected('marmo', 'relevance');
    expect(ranked).toHaveLength(Math.ceil(STORIES / 500));
    expect(await found('marmo', 'relevance', 1, 3)).toEqual({
      ids: ranked.slice(0, 3),
      total: ranked.length,
    });
    expect(await found('marmo', 'relevance', 2, 3)).toEqual({
      ids: ranked.slice(3),
      total: ranked.length,
    });
    expect(await found('marmo', 'relevance', 3, 3)).toEqual({ ids: [], total: ranked.length });
    const newest = await expected('marmo', 'newest');
    expect(await found('marmo', 'newest', 2, 3)).toEqual({
      ids: newest.slice(3),
      total: newest.length,
    });
  });
});
