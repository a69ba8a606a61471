import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { NEWS_SEARCH_MATCHES_MAX } from '@vaarta/core/constants';
import type { NewsSearchOrder } from '@vaarta/core/entities/news';
import { offsetOf, paginationOf } from '@vaarta/core/pagination';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { SharedReads } from '../lib/shared-reads.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import type { CatalogService } from './catalog.ts';
import { itemColumns, listed, mediaColumn, toItem, type NewsPage } from './news.ts';
import { matchesSearch, searchRank } from './news-search-terms.ts';

export interface NewsSearch {
  text: string;
  /** Only stories in this language; all languages when absent. */
  languageId?: string | undefined;
  order: NewsSearchOrder;
  page: number;
  limit: number;
}

const TOTAL_TTL_MS = 30_000;
const TOTAL_ENTRIES = 1_000;

/**
 * Readers' search over published stories (docs/product/search.md). Its pages are never kept in
 * the news lists' shared cache: typed text is a long tail that would push out the lists every
 * home asks for (docs/decisions/0120-search-stays-out-of-caches.md). Only totals are kept a
 * little, so turning the page does not count again.
 */
export class NewsSearchService {
  private readonly db: Db;
  private readonly catalog: CatalogService;
  private readonly totals = new TtlCache<string, number>(TOTAL_TTL_MS, TOTAL_ENTRIES);
  private readonly reads = new SharedReads<string, NewsPage>();

  constructor(db: Db, catalog: CatalogService) {
    this.db = db;
    this.catalog = catalog;
  }

  /** Call after any editorial change to news, so no total outlives it. */
  newsChanged(): void {
    this.totals.clear();
    this.reads.forget();
  }

  /** One page of matching stories, newest or best match first. */
  async search(search: NewsSearch): Promise<NewsPage> {
    return this.reads.read(JSON.stringify(search), () => this.readPage(search));
  }

  private conditions(search: NewsSearch): SQL {
    return and(
      search.languageId ? eq(t.news.languageId, search.languageId) : undefined,
      listed(),
      matchesSearch(search.text),
    )!;
  }

  /**
   * The page's rows: newest first straight from the matches, or the newest matches ranked by
   * how well they match. Pages past the newest NEWS_SEARCH_MATCHES_MAX are empty.
   */
  private async pageRows(search: NewsSearch) {
    const offset = offsetOf(search.page, search.limit);
    if (offset >= NEWS_SEARCH_MATCHES_MAX) return [];
    const limit = Math.min(search.limit, NEWS_SEARCH_MATCHES_MAX - offset);
    const newest = [desc(t.news.publishedAt), desc(t.news.id)];
    const columns = { ...itemColumns, media: mediaColumn };
    if (search.order === 'newest') {
      return this.db
        .select(columns)
        .from(t.news)
        .where(this.conditions(search))
        .orderBy(...newest)
        .limit(limit)
        .offset(offset);
    }
    const matches = this.db
      .select({ id: t.news.id, rank: searchRank(search.text).as('rank') })
      .from(t.news)
      .where(this.conditions(search))
      .orderBy(...newest)
      .limit(NEWS_SEARCH_MATCHES_MAX)
      .as('matches');
    return this.db
      .select(columns)
      .from(t.news)
      .innerJoin(matches, eq(t.news.id, matches.id))
      .orderBy(desc(matches.rank), ...newest)
      .limit(limit)
      .offset(offset);
  }

  private async readPage(search: NewsSearch): Promise<NewsPage> {
    const rows = await this.pageRows(search);
    const [total, names] = await Promise.all([
      this.total(search, rows.length),
      this.catalog.names(),
    ]);
    return {
      items: rows.map((row) => toItem(row, row.media, names)),
      pagination: paginationOf(total, search.page, search.limit),
      totalCount: total,
    };
  }

  /** How many stories match, counted up to NEWS_SEARCH_MATCHES_MAX. */
  private async total(search: NewsSearch, rowsOnPage: number): Promise<number> {
    if (search.page === 1 && rowsOnPage < search.limit) return rowsOnPage;
    const key = JSON.stringify([search.text, search.languageId]);
    const cached = this.totals.get(key);
    if (cached !== undefined) return cached;
    const capped = this.db
      .select({ one: sql`1` })
      .from(t.news)
      .where(this.conditions(search))
      .limit(NEWS_SEARCH_MATCHES_MAX)
      .as('capped');
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(capped);
    const total = Number(row?.n ?? 0);
    this.totals.set(key, total);
    return total;
  }
}
