import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { NEWS_SEARCH_MATCHES_MAX } from '@vaarta/core/constants';
import type { NewsSearchOrder } from '@vaarta/core/entities/news';
import { offsetOf } from '@vaarta/core/pagination';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { SharedReads } from '../lib/shared-reads.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import type { CatalogService } from './catalog.ts';
import { itemColumns, listed, mediaColumn, newsPageOf, type NewsPage } from './news.ts';
import {
  canSearchInsideWords,
  matchesWords,
  searchRank,
  titleContains,
} from './news-search-terms.ts';

export interface NewsSearch {
  text: string;
  /** Only stories in this language; all languages when absent. */
  languageId?: string | undefined;
  order: NewsSearchOrder;
  page: number;
  limit: number;
}

/**
 * How the typed text is looked for: as the beginnings of words (indexed without a recheck of
 * each story's text), or, when no word begins with it, anywhere inside titles.
 */
type Way = 'words' | 'inside';

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

  private conditions(search: NewsSearch, way: Way): SQL {
    return and(
      search.languageId ? eq(t.news.languageId, search.languageId) : undefined,
      listed(),
      way === 'words' ? matchesWords(search.text) : titleContains(search.text),
    )!;
  }

  /**
   * The page's rows: newest first straight from the matches, or the newest matches ranked by
   * how well they match. Pages past the newest NEWS_SEARCH_MATCHES_MAX are empty.
   */
  private async pageRows(search: NewsSearch, way: Way) {
    const offset = offsetOf(search.page, search.limit);
    if (offset >= NEWS_SEARCH_MATCHES_MAX) return [];
    const limit = Math.min(search.limit, NEWS_SEARCH_MATCHES_MAX - offset);
    const newest = [desc(t.news.publishedAt), desc(t.news.id)];
    const columns = { ...itemColumns, media: mediaColumn };
    if (search.order === 'newest') {
      return this.db
        .select(columns)
        .from(t.news)
        .where(this.conditions(search, way))
        .orderBy(...newest)
        .limit(limit)
        .offset(offset);
    }
    const matches = this.db
      .select({ id: t.news.id, rank: searchRank(search.text).as('rank') })
      .from(t.news)
      .where(this.conditions(search, way))
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

  /**
   * Words first: a word's beginning is what readers type. Only when no story has a word that
   * begins so, and the text is long enough for the trigram index, inside titles.
   */
  private async readPage(search: NewsSearch): Promise<NewsPage> {
    let way: Way = 'words';
    let rows = await this.pageRows(search, way);
    let total = await this.total(search, way, rows.length);
    if (total === 0 && canSearchInsideWords(search.text)) {
      way = 'inside';
      rows = await this.pageRows(search, way);
      total = await this.total(search, way, rows.length);
    }
    return newsPageOf(rows, await this.catalog.names(), total, search);
  }

  /** How many stories match, counted up to NEWS_SEARCH_MATCHES_MAX. */
  private async total(search: NewsSearch, way: Way, rowsOnPage: number): Promise<number> {
    if (search.page === 1 && rowsOnPage < search.limit) return rowsOnPage;
    const key = JSON.stringify([search.text, search.languageId, way]);
    const cached = this.totals.get(key);
    if (cached !== undefined) return cached;
    const capped = this.db
      .select({ one: sql`1` })
      .from(t.news)
      .where(this.conditions(search, way))
      .limit(NEWS_SEARCH_MATCHES_MAX)
      .as('capped');
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(capped);
    const total = Number(row?.n ?? 0);
    this.totals.set(key, total);
    return total;
  }
}
