import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Media, NewsArticle, NewsItem } from '@vaarta/core/entities/news';
import { offsetOf, paginationOf, type Pagination } from '@vaarta/core/pagination';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../plugins/errors.ts';
import { TtlCache } from './ttl-cache.ts';

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

/** Only what a reader may see: published, active, not deleted, and already due (DECISIONS 2). */
const listed = () =>
  and(
    eq(t.news.status, 'published'),
    eq(t.news.isActive, true),
    eq(t.news.isDeleted, false),
    lte(t.news.publishedAt, sql`now()`),
  );

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

const itemColumns = {
  id: t.news.id,
  title: t.news.title,
  slug: t.news.slug,
  excerpt: t.news.excerpt,
  shortContent: t.news.shortContent,
  categoryId: t.news.categoryId,
  categoryName: t.categoryNames.name,
  categorySlug: t.categories.slug,
  authorId: t.news.authorId,
  authorName: t.news.authorName,
  languageId: t.news.languageId,
  stateId: t.news.stateId,
  stateName: t.stateNames.name,
  districtId: t.news.districtId,
  districtName: t.districtNames.name,
  isBreaking: t.news.isBreaking,
  priority: t.news.priority,
  source: t.news.source,
  likeCount: t.news.likeCount,
  commentCount: t.news.commentCount,
  viewCount: t.news.viewCount,
  publishedAt: t.news.publishedAt,
  createdAt: t.news.createdAt,
};

type ItemRow = {
  [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] | null;
};

const COUNT_TTL_MS = 30_000;

/** News lists and articles: the reads behind every home section, panel and article page. */
export class NewsService {
  private readonly db: Db;
  /** Totals of recent filters; lists themselves are always read fresh. Cleared on publish. */
  private readonly totals = new TtlCache<string, number>(COUNT_TTL_MS, 5_000);

  constructor(db: Db) {
    this.db = db;
  }

  /** Call after any editorial change to news, so totals are recounted. */
  newsChanged(): void {
    this.totals.clear();
  }

  /** News joined to its category, state and district names in the article's own language. */
  private selectNews(columns: SelectedFields) {
    // Typed as the list columns; the article query reads its extra columns through a cast.
    return this.db
      .select(columns as typeof itemColumns)
      .from(t.news)
      .innerJoin(t.categories, eq(t.categories.id, t.news.categoryId))
      .leftJoin(
        t.categoryNames,
        and(
          eq(t.categoryNames.categoryId, t.news.categoryId),
          eq(t.categoryNames.languageId, t.news.languageId),
        ),
      )
      .leftJoin(
        t.stateNames,
        and(
          eq(t.stateNames.stateId, t.news.stateId),
          eq(t.stateNames.languageId, t.news.languageId),
        ),
      )
      .leftJoin(
        t.districtNames,
        and(
          eq(t.districtNames.districtId, t.news.districtId),
          eq(t.districtNames.languageId, t.news.languageId),
        ),
      );
  }

  async list(filter: NewsFilter): Promise<NewsPage> {
    const where = conditionsOf(filter);
    const rows = (await this.selectNews(itemColumns)
      .where(where)
      .orderBy(desc(t.news.publishedAt), desc(t.news.id))
      .limit(filter.limit)
      .offset(offsetOf(filter.page, filter.limit))) as ItemRow[];
    const [total, media] = await Promise.all([
      this.total(filter, where, rows.length),
      this.mediaOf(rows.map((r) => r.id!)),
    ]);
    return {
      items: rows.map((row) => toItem(row, media.get(row.id!) ?? [])),
      pagination: paginationOf(total, filter.page, filter.limit),
      totalCount: total,
    };
  }

  private async total(filter: NewsFilter, where: SQL, rowsOnPage: number): Promise<number> {
    // A first page that is not full already tells the total.
    if (filter.page === 1 && rowsOnPage < filter.limit) return rowsOnPage;
    const key = JSON.stringify({ ...filter, page: 0, limit: 0 });
    const cached = this.totals.get(key);
    if (cached !== undefined) return cached;
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.news)
      .where(where);
    const total = Number(row?.n ?? 0);
    this.totals.set(key, total);
    return total;
  }

  private async mediaOf(newsIds: string[]): Promise<Map<string, Media[]>> {
    const byNews = new Map<string, Media[]>();
    if (newsIds.length === 0) return byNews;
    const rows = await this.db
      .select()
      .from(t.newsMedia)
      .where(inArray(t.newsMedia.newsId, newsIds))
      .orderBy(asc(t.newsMedia.newsId), asc(t.newsMedia.sortOrder));
    for (const row of rows) {
      const list = byNews.get(row.newsId) ?? [];
      list.push({
        id: row.id,
        mediaUrl: row.mediaUrl,
        mediaType: row.mediaType,
        caption: row.caption,
        width: row.width,
        height: row.height,
        variants: row.variants,
      });
      byNews.set(row.newsId, list);
    }
    return byNews;
  }

  /** One published article with every field of spec §3, or 404 'News article not found.'. */
  async article(id: string): Promise<NewsArticle> {
    const [row] = (await this.selectNews({
      ...itemColumns,
      longContent: t.news.longContent,
      editorId: t.news.editorId,
      languageName: t.languages.name,
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
    })
      .innerJoin(t.languages, eq(t.languages.id, t.news.languageId))
      .where(and(eq(t.news.id, id), listed()))
      .limit(1)) as (ItemRow & Record<string, unknown>)[];
    if (!row) throw notFound('News article not found.');
    const media = await this.mediaOf([id]);
    const item = toItem(row, media.get(id) ?? []);
    return {
      ...item,
      longNewsContent: row.longContent as string,
      content: row.longContent as string,
      editorId: (row.editorId as string | null) ?? null,
      languageName: row.languageName as string,
      sourceUrl: (row.sourceUrl as string | null) ?? null,
      videoUrl: (row.videoUrl as string | null) ?? null,
      seoMeta: row.seoMeta as Record<string, string>,
      metaDescription: row.metaDescription as string,
      status: row.status as string,
      type: row.type as string,
      isSticky: row.isSticky as boolean,
      isFeatured: row.isFeatured as boolean,
      uniqueViewCount: row.uniqueViewCount as number,
      dislikeCount: row.dislikeCount as number,
      shareCount: row.shareCount as number,
      scheduledAt: (row.scheduledAt as Date | null)?.toISOString() ?? null,
      expiresAt: (row.expiresAt as Date | null)?.toISOString() ?? null,
      updatedAt: (row.updatedAt as Date).toISOString(),
    };
  }
}

function toItem(row: ItemRow, media: Media[]): NewsItem {
  const createdAt = row.createdAt!;
  return {
    id: row.id!,
    title: row.title || 'Untitled',
    slug: row.slug!,
    excerpt: row.excerpt!,
    shortNewsContent: row.shortContent || row.excerpt!,
    categoryId: row.categoryId!,
    categoryName: row.categoryName ?? 'General',
    categorySlug: row.categorySlug!,
    authorId: row.authorId,
    authorName: row.authorName || 'Unknown Author',
    language_id: row.languageId!,
    state_id: row.stateId,
    stateName: row.stateName,
    district_id: row.districtId,
    districtName: row.districtName,
    isBreaking: row.isBreaking!,
    priority: row.priority!,
    media,
    source: row.source,
    likeCount: row.likeCount!,
    commentCount: row.commentCount!,
    viewCount: row.viewCount!,
    publishedAt: (row.publishedAt ?? createdAt).toISOString(),
    createdAt: createdAt.toISOString(),
  };
}
