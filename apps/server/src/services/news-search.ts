import { desc, eq, sql } from 'drizzle-orm';
import { NEWS_SEARCH_MATCHES_MAX } from '@vaarta/core/constants';
import type { NewsSearchOrder } from '@vaarta/core/entities/news';
import { offsetOf } from '@vaarta/core/pagination';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { SharedReads } from '../lib/shared-reads.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import type { CatalogService } from './catalog.ts';
import { itemColumns, mediaColumn, newsPageOf, type NewsPage } from './news.ts';
import {
  countMatches,
  indexedMatches,
  matchesAmongNewest,
  searchConditions,
  walkedMatches,
  walkPays,
  type Way,
} from './news-search-matches.ts';
import { canSearchInsideWords } from './news-search-terms.ts';

export interface NewsSearch {
  text: string;
  /** Only stories in this language; all languages when absent. */
  languageId?: string | undefined;
  order: NewsSearchOrder;
  page: number;
  limit: number;
}

type Matches = ReturnType<typeof indexedMatches>;

const TOTAL_TTL_MS = 30_000;
const TOTAL_ENTRIES = 1_000;

/**
 * Readers' search over published stories (docs/product/search.md). Its pages are never kept in
 * the news lists' shared cache: typed text is a long tail that would push out the lists every
 * home asks for (docs/decisions/0120-search-stays-out-of-caches.md). Only totals, and how many of
 * the newest stories match, are kept a little, so turning the page does not count again.
 */
export class NewsSearchService {
  private readonly db: Db;
  private readonly catalog: CatalogService;
  private readonly totals = new TtlCache<string, number>(TOTAL_TTL_MS, TOTAL_ENTRIES);
  private readonly amongNewest = new TtlCache<string, number>(TOTAL_TTL_MS, TOTAL_ENTRIES);
  private readonly reads = new SharedReads<string, NewsPage>();

  constructor(db: Db, catalog: CatalogService) {
    this.db = db;
    this.catalog = catalog;
  }

  /** Call after any editorial change to news, so no total outlives it. */
  newsChanged(): void {
    this.totals.clear();
    this.amongNewest.clear();
    this.reads.forget();
  }

  /** One page of matching stories, newest or best match first. */
  async search(search: NewsSearch): Promise<NewsPage> {
    return this.reads.read(JSON.stringify(search), () => this.readPage(search));
  }

  /**
   * Words first: a word's beginning is what readers type. Only when no story has a word that
   * begins so, and the text is long enough for the trigram index, inside titles.
   */
  private async readPage(search: NewsSearch): Promise<NewsPage> {
    let found = await this.found(search, 'words');
    if (found.total === 0 && canSearchInsideWords(search.text)) {
      found = await this.found(search, 'inside');
    }
    return newsPageOf(found.rows, await this.catalog.names(), found.total, search);
  }

  /**
   * The page's rows and the total: newest first, or the newest matches ranked by how well they
   * match, then newest. Pages past the newest NEWS_SEARCH_MATCHES_MAX are empty.
   */
  private async found(search: NewsSearch, way: Way) {
    const offset = offsetOf(search.page, search.limit);
    const limit = Math.min(search.limit, NEWS_SEARCH_MATCHES_MAX - offset);
    if (limit <= 0) return { rows: [], total: await this.total(search, way) };
    if (search.order === 'relevance') return this.ranked(search, way, limit, offset);
    const rows = await this.newest(search, way, limit, offset);
    const total =
      search.page === 1 && rows.length < search.limit ? rows.length : await this.total(search, way);
    return { rows, total };
  }

  /** Walked down the newest stories when most of them match and the walk finds the whole page. */
  private async newest(search: NewsSearch, way: Way, limit: number, offset: number) {
    if (way === 'words' && walkPays(await this.matchesAmongNewest(search), offset + limit)) {
      const walked = await this.rowsOf(walkedMatches(this.db, search, offset + limit), {
        limit,
        offset,
      });
      if (walked.length === limit) return walked;
    }
    return this.db
      .select({ ...itemColumns, media: mediaColumn })
      .from(t.news)
      .where(searchConditions(search, way))
      .orderBy(desc(t.news.publishedAt), desc(t.news.id))
      .limit(limit)
      .offset(offset);
  }

  /**
   * Best match: the newest matches found first, walked when most stories match and the walk
   * finds all NEWS_SEARCH_MATCHES_MAX of them, else from the index; then ranked, and counted in
   * the same statement.
   */
  private async ranked(search: NewsSearch, way: Way, limit: number, offset: number) {
    const page = { limit, offset, ranked: true };
    if (
      way === 'words' &&
      walkPays(await this.matchesAmongNewest(search), NEWS_SEARCH_MATCHES_MAX)
    ) {
      const walked = await this.rowsOf(walkedMatches(this.db, search), page);
      if (Number(walked[0]?.matches ?? 0) === NEWS_SEARCH_MATCHES_MAX) {
        return { rows: walked, total: NEWS_SEARCH_MATCHES_MAX };
      }
    }
    const rows = await this.rowsOf(indexedMatches(this.db, search, way), page);
    // A page past the last match has no row to tell the total.
    const total = rows.length > 0 ? Number(rows[0]!.matches) : await this.total(search, way);
    return { rows, total };
  }

  /** A page of the stories `matches` holds, by rank or newest first, with how many it holds. */
  private rowsOf(
    matches: Matches,
    { limit, offset, ranked = false }: { limit: number; offset: number; ranked?: boolean },
  ) {
    const newest = [desc(matches.publishedAt), desc(matches.id)];
    return this.db
      .select({ ...itemColumns, media: mediaColumn, matches: sql<number>`count(*) over ()` })
      .from(t.news)
      .innerJoin(matches, eq(t.news.id, matches.id))
      .orderBy(...(ranked ? [desc(matches.rank), ...newest] : newest))
      .limit(limit)
      .offset(offset);
  }

  /** How many of the newest stories have every typed word, which decides whether to walk. */
  private async matchesAmongNewest(search: NewsSearch): Promise<number> {
    const key = JSON.stringify([search.text, search.languageId]);
    const cached = this.amongNewest.get(key);
    if (cached !== undefined) return cached;
    const found = await matchesAmongNewest(this.db, search);
    this.amongNewest.set(key, found);
    return found;
  }

  /** How many stories match, counted up to NEWS_SEARCH_MATCHES_MAX. */
  private async total(search: NewsSearch, way: Way): Promise<number> {
    const key = JSON.stringify([search.text, search.languageId, way]);
    const cached = this.totals.get(key);
    if (cached !== undefined) return cached;
    const total = await countMatches(this.db, search, way);
    this.totals.set(key, total);
    return total;
  }
}
