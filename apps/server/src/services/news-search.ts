import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
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

  private async readPage(search: NewsSearch): Promise<NewsPage> {
    const newest = [desc(t.news.publishedAt), desc(t.news.id)];
    const order =
      search.order === 'relevance' ? [desc(searchRank(search.text)), ...newest] : newest;
    const rows = await this.db
      .select({ ...itemColumns, media: mediaColumn })
      .from(t.news)
      .where(this.conditions(search))
      .orderBy(...order)
      .limit(search.limit)
      .offset(offsetOf(search.page, search.limit));
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

  private async total(search: NewsSearch, rowsOnPage: number): Promise<number> {
    if (search.page === 1 && rowsOnPage < search.limit) return rowsOnPage;
    const key = JSON.stringify([search.text, search.languageId]);
    const cached = this.totals.get(key);
    if (cached !== undefined) return cached;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.news)
      .where(this.conditions(search));
    const total = Number(row?.n ?? 0);
    this.totals.set(key, total);
    return total;
  }
}
