import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Media, NewsArticle, NewsItem } from '@vaarta/core/entities/news';
import { articlePath, idRangeOf } from '@vaarta/core/addresses';
import { DEFAULT_LANGUAGE_CODE } from '@vaarta/core/constants';
import { offsetOf, paginationOf, type Pagination } from '@vaarta/core/pagination';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../lib/http-error.ts';
import type { CatalogService, NameBook } from './catalog.ts';
import { SharedReads } from '../lib/shared-reads.ts';
import { TtlCache } from '../lib/ttl-cache.ts';

export interface NewsFilter {
  languageId: string;
  categoryIds?: string[] | undefined;
  stateId?: string | undefined;
  districtId?: string | undefined;
  authorId?: string | undefined;
  isBreaking?: boolean | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
}

export interface NewsPage {
  items: NewsItem[];
  pagination: Pagination;
  totalCount: number;
}

/**
 * Only what a reader may see: published, active, not deleted, and already due
 * (docs/decisions/0011). Written as constants, not parameters, so a prepared statement's plan
 * can still use the partial indexes made for exactly this condition.
 */
const listed = () =>
  sql`${t.news.status} = 'published' and ${t.news.isActive} and not ${t.news.isDeleted} and ${t.news.publishedAt} <= now()`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/**
 * Full-text (`simple`, which splits every script into words) or a substring of the title
 * (trigram-indexed), so a partial word in Telugu or English still finds its story.
 */
function searchCondition(search: string): SQL {
  return or(
    sql`${t.news.searchVector} @@ plainto_tsquery('simple', ${search})`,
    sql`${t.news.title} ilike ${`%${escapeLike(search)}%`}`,
  )!;
}

function conditionsOf(filter: NewsFilter): SQL {
  return and(
    eq(t.news.languageId, filter.languageId),
    listed(),
    filter.categoryIds?.length ? inArray(t.news.categoryId, filter.categoryIds) : undefined,
    filter.stateId ? eq(t.news.stateId, filter.stateId) : undefined,
    filter.districtId ? eq(t.news.districtId, filter.districtId) : undefined,
    filter.authorId ? eq(t.news.authorId, filter.authorId) : undefined,
    filter.isBreaking === undefined ? undefined : eq(t.news.isBreaking, filter.isBreaking),
    filter.search ? searchCondition(filter.search) : undefined,
  )!;
}

/** Which narrowing filters a list has: lists of the same shape share one prepared statement. */
function shapeOf(filter: NewsFilter): string {
  return [
    filter.categoryIds?.length ? 'category' : '',
    filter.stateId ? 'state' : '',
    filter.districtId ? 'district' : '',
    filter.authorId ? 'author' : '',
    filter.isBreaking === undefined ? '' : 'breaking',
  ]
    .filter(Boolean)
    .join('_');
}

/** The conditions of a list of that shape, its values left as placeholders. */
function preparedConditionsOf(shape: string): SQL {
  const has = (part: string) => shape.split('_').includes(part);
  const placeholder = sql.placeholder;
  return and(
    eq(t.news.languageId, placeholder('languageId')),
    listed(),
    has('category') ? sql`${t.news.categoryId} = any(${placeholder('categoryIds')})` : undefined,
    has('state') ? eq(t.news.stateId, placeholder('stateId')) : undefined,
    has('district') ? eq(t.news.districtId, placeholder('districtId')) : undefined,
    has('author') ? eq(t.news.authorId, placeholder('authorId')) : undefined,
    has('breaking') ? eq(t.news.isBreaking, placeholder('isBreaking')) : undefined,
  )!;
}

const itemColumns = {
  id: t.news.id,
  title: t.news.title,
  slug: t.news.slug,
  excerpt: t.news.excerpt,
  shortContent: t.news.shortContent,
  categoryId: t.news.categoryId,
  authorId: t.news.authorId,
  authorName: t.news.authorName,
  languageId: t.news.languageId,
  stateId: t.news.stateId,
  districtId: t.news.districtId,
  isBreaking: t.news.isBreaking,
  priority: t.news.priority,
  source: t.news.source,
  likeCount: t.news.likeCount,
  commentCount: t.news.commentCount,
  viewCount: t.news.viewCount,
  publishedAt: t.news.publishedAt,
  createdAt: t.news.createdAt,
};

/**
 * A story's pictures in their order, read with the story itself: as a separate query each list
 * and article took two round trips to the database, and a round trip costs the server more than
 * the rows. The objects have the fields and field order of `mediaOf`'s. Written as SQL text:
 * Drizzle leaves the columns of a one-table query unqualified, and here two tables meet.
 */
const mediaColumn = sql<Media[]>`(
  select coalesce(json_agg(json_build_object(
    'id', m.id,
    'mediaUrl', m.media_url,
    'mediaType', m.media_type,
    'caption', m.caption,
    'alt', m.alt,
    'width', m.width,
    'height', m.height,
    'variants', m.variants,
    'sources', m.sources
  ) order by m.sort_order), '[]'::json)
  from news_media m where m.news_id = news.id)`;

type ItemRow = Pick<typeof t.news.$inferSelect, keyof typeof itemColumns>;
/** A list's or an article's row: the item's columns and its pictures. */
type ItemRowWithMedia = ItemRow & { media: Media[] };

const articleColumns = {
  ...itemColumns,
  longContent: t.news.longContent,
  editorId: t.news.editorId,
  sourceUrl: t.news.sourceUrl,
  videoUrl: t.news.videoUrl,
  seoMeta: t.news.seoMeta,
  metaDescription: t.news.metaDescription,
  status: t.news.status,
  type: t.news.type,
  isSticky: t.news.isSticky,
  isFeatured: t.news.isFeatured,
  uniqueViewCount: t.news.uniqueViewCount,
  dislikeCount: t.news.dislikeCount,
  shareCount: t.news.shareCount,
  scheduledAt: t.news.scheduledAt,
  expiresAt: t.news.expiresAt,
  updatedAt: t.news.updatedAt,
};

const COUNT_TTL_MS = 30_000;
const SHARED_ENTRIES = 5_000;
/** Articles are asked for in a long tail and weigh more than a list: fewer are kept. */
const ARTICLE_ENTRIES = 1_000;

/** News lists and articles: the reads behind every home section, panel and article page. */
export class NewsService {
  private readonly db: Db;
  private readonly catalog: CatalogService;
  /** Totals of recent filters, so later pages need not count again. */
  private readonly totals = new TtlCache<string, number>(COUNT_TTL_MS, SHARED_ENTRIES);
  /**
   * Pages and articles shared by every reader for a few seconds: a home page asks the same
   * lists thousands of times a minute. Cleared whenever news changes.
   */
  private readonly pages: TtlCache<string, NewsPage> | null;
  private readonly articles: TtlCache<string, NewsArticle> | null;
  /**
   * The same list or article asked for again while it is being read joins that read, with the
   * caches on or off: many readers of a language ask for its home's lists at the same moment.
   */
  private readonly listReads = new SharedReads<string, NewsPage>();
  private readonly articleReads = new SharedReads<string, NewsArticle>();
  /** Counts changes to news, so a read that began before one is not kept after it. */
  private changes = 0;

  /** The reads every page makes, prepared once (docs/decisions/0076-prepared-reads.md). */
  private readonly listStatements = new Map<string, ReturnType<typeof this.prepareList>>();
  private readonly mediaStatement;
  private readonly articleStatements;

  constructor(db: Db, catalog: CatalogService, sharedCacheSeconds: number) {
    this.db = db;
    this.catalog = catalog;
    this.mediaStatement = db
      .select()
      .from(t.newsMedia)
      .where(sql`${t.newsMedia.newsId} = any(${sql.placeholder('newsIds')})`)
      .orderBy(asc(t.newsMedia.newsId), asc(t.newsMedia.sortOrder))
      .prepare('news_media_of');
    const article = (visible: SQL, name: string) =>
      db
        .select({ ...articleColumns, media: mediaColumn })
        .from(t.news)
        .where(and(eq(t.news.id, sql.placeholder('id')), visible))
        .limit(1)
        .prepare(name);
    this.articleStatements = {
      readers: article(listed(), 'news_article'),
      editors: article(sql`not ${t.news.isDeleted}`, 'news_article_preview'),
    };
    const ttl = sharedCacheSeconds * 1000;
    this.pages = ttl > 0 ? new TtlCache(ttl, SHARED_ENTRIES) : null;
    this.articles = ttl > 0 ? new TtlCache(ttl, ARTICLE_ENTRIES) : null;
  }

  private readonly changeListeners = new Set<() => void>();

  /** Call after any editorial change to news, so lists, totals and pages are read afresh. */
  newsChanged(): void {
    this.changes += 1;
    this.totals.clear();
    this.pages?.clear();
    this.articles?.clear();
    this.listReads.forget();
    this.articleReads.forget();
    for (const listener of this.changeListeners) listener();
  }

  /** Calls `listener` after every change to news (the page cache drops its pages). */
  onChange(listener: () => void): void {
    this.changeListeners.add(listener);
  }

  async list(filter: NewsFilter): Promise<NewsPage> {
    const key = JSON.stringify(filter);
    const cached = this.pages?.get(key);
    if (cached) return cached;
    const changes = this.changes;
    return this.listReads.read(key, async () => {
      const page = await this.readList(filter);
      if (changes === this.changes) this.pages?.set(key, page);
      return page;
    });
  }

  async article(id: string): Promise<NewsArticle> {
    const cached = this.articles?.get(id);
    if (cached) return cached;
    const changes = this.changes;
    return this.articleReads.read(id, async () => {
      const article = await this.readArticle(id, 'readers');
      if (changes === this.changes) this.articles?.set(id, article);
      return article;
    });
  }

  /**
   * The published article an address names by its short id (docs/decisions/0110): the UUIDs that
   * start with it, through the primary key; should two share it, the one with the address's slug.
   */
  async articleAt(shortId: string, slug: string): Promise<NewsArticle> {
    const { low, high } = idRangeOf(shortId);
    const rows = await this.db
      .select({ id: t.news.id, slug: t.news.slug })
      .from(t.news)
      .where(and(sql`${t.news.id} between ${low} and ${high}`, listed()))
      .limit(8);
    const row = rows.find((r) => r.slug === slug) ?? rows[0];
    if (!row) throw notFound('News article not found.');
    return this.article(row.id);
  }

  /**
   * A story in any state exactly as its article page will show it (the newsroom's preview);
   * never cached, since an editor previews what they have just saved.
   */
  async preview(id: string): Promise<NewsArticle> {
    return this.readArticle(id, 'editors');
  }

  /** A list's rows: lists without a search (nearly all) through a statement of their shape. */
  private async listRows(filter: NewsFilter): Promise<ItemRowWithMedia[]> {
    const offset = offsetOf(filter.page, filter.limit);
    if (filter.search) {
      return this.db
        .select({ ...itemColumns, media: mediaColumn })
        .from(t.news)
        .where(conditionsOf(filter))
        .orderBy(desc(t.news.publishedAt), desc(t.news.id))
        .limit(filter.limit)
        .offset(offset);
    }
    const shape = shapeOf(filter);
    let statement = this.listStatements.get(shape);
    if (!statement) {
      statement = this.prepareList(shape);
      this.listStatements.set(shape, statement);
    }
    return statement.execute({
      languageId: filter.languageId,
      categoryIds: filter.categoryIds,
      stateId: filter.stateId,
      districtId: filter.districtId,
      authorId: filter.authorId,
      isBreaking: filter.isBreaking,
      limit: filter.limit,
      offset,
    });
  }

  private prepareList(shape: string) {
    return this.db
      .select({ ...itemColumns, media: mediaColumn })
      .from(t.news)
      .where(preparedConditionsOf(shape))
      .orderBy(desc(t.news.publishedAt), desc(t.news.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`news_list${shape ? `_${shape}` : ''}`);
  }

  private async readList(filter: NewsFilter): Promise<NewsPage> {
    // Names come from the catalogue's snapshot, so the page is one index scan of `news`.
    const rows = await this.listRows(filter);
    const [total, names] = await Promise.all([
      this.total(filter, rows.length),
      this.catalog.names(),
    ]);
    return {
      items: rows.map((row) => toItem(row, row.media, names)),
      pagination: paginationOf(total, filter.page, filter.limit),
      totalCount: total,
    };
  }

  private async total(filter: NewsFilter, rowsOnPage: number): Promise<number> {
    // A first page that is not full already tells the total.
    if (filter.page === 1 && rowsOnPage < filter.limit) return rowsOnPage;
    const key = JSON.stringify({ ...filter, page: 0, limit: 0 });
    const cached = this.totals.get(key);
    if (cached !== undefined) return cached;
    const changes = this.changes;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.news)
      .where(conditionsOf(filter));
    const total = Number(row?.n ?? 0);
    if (changes === this.changes) this.totals.set(key, total);
    return total;
  }

  /** The pictures of each story, in their order (the newsroom's lists of stories). */
  async mediaOf(newsIds: string[]): Promise<Map<string, Media[]>> {
    const byNews = new Map<string, Media[]>();
    if (newsIds.length === 0) return byNews;
    const rows = await this.mediaStatement.execute({ newsIds });
    for (const row of rows) {
      const list = byNews.get(row.newsId) ?? [];
      list.push({
        id: row.id,
        mediaUrl: row.mediaUrl,
        mediaType: row.mediaType,
        caption: row.caption,
        alt: row.alt,
        width: row.width,
        height: row.height,
        variants: row.variants,
        sources: row.sources,
      });
      byNews.set(row.newsId, list);
    }
    return byNews;
  }

  /**
   * One article with every field of docs/product/reading.md, "Article page", or 404 'News article
   * not found.'.
   */
  private async readArticle(id: string, visibleTo: 'readers' | 'editors'): Promise<NewsArticle> {
    const [row] = await this.articleStatements[visibleTo].execute({ id });
    if (!row) throw notFound('News article not found.');
    const names = await this.catalog.names();
    return {
      ...toItem(row, row.media, names),
      longNewsContent: row.longContent,
      content: row.longContent,
      editorId: row.editorId,
      languageName: names.language(row.languageId) ?? '',
      sourceUrl: row.sourceUrl,
      videoUrl: row.videoUrl,
      seoMeta: row.seoMeta,
      metaDescription: row.metaDescription,
      status: row.status,
      type: row.type,
      isSticky: row.isSticky,
      isFeatured: row.isFeatured,
      uniqueViewCount: row.uniqueViewCount,
      dislikeCount: row.dislikeCount,
      shareCount: row.shareCount,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
}

/**
 * A row as a list item (docs/product/reading.md, "Lists and search"), with its names in the
 * article's language.
 */
function toItem(row: ItemRow, media: Media[], names: NameBook): NewsItem {
  const category = names.category(row.categoryId, row.languageId);
  return {
    id: row.id,
    title: row.title || 'Untitled',
    slug: row.slug,
    path: articlePath({
      language: names.languageCode(row.languageId) ?? DEFAULT_LANGUAGE_CODE,
      slug: row.slug,
      id: row.id,
    }),
    excerpt: row.excerpt,
    shortNewsContent: row.shortContent || row.excerpt,
    categoryId: row.categoryId,
    categoryName: category?.name ?? 'General',
    categorySlug: category?.slug ?? '',
    authorId: row.authorId,
    authorName: row.authorName || 'Unknown Author',
    language_id: row.languageId,
    state_id: row.stateId,
    stateName: names.state(row.stateId, row.languageId),
    district_id: row.districtId,
    districtName: names.district(row.districtId, row.languageId),
    isBreaking: row.isBreaking,
    priority: row.priority,
    media,
    source: row.source,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    viewCount: row.viewCount,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
