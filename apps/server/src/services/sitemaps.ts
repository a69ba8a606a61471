import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { articlePath, categoryPath, languagePath } from '@vaarta/core/addresses';
import type { LanguageCode } from '@vaarta/core/constants';
import { NEWS_SITEMAP_PATH, sitemapPath, type SitemapKind } from '@vaarta/core/discovery-paths';
import type { Language } from '@vaarta/core/entities/places';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { listed } from './news.ts';
import type { PublicLists } from './public-lists.ts';

/** The most addresses one sitemap may list (sitemaps.org). */
export const SITEMAP_ADDRESSES_MAX = 50_000;
/** Articles read from the database at a time while a sitemap is written. */
const BATCH = 5_000;
/** A news sitemap lists the articles of the last two days, at most a thousand (Google News). */
const NEWS_WINDOW_HOURS = 48;
const NEWS_ADDRESSES_MAX = 1_000;

/** One address of a sitemap, its path relative to the site. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
  news?: { language: LanguageCode; title: string; published: Date };
}

/** One sitemap of the index. */
export interface SitemapRef {
  path: string;
  lastmod?: Date;
}

const newest = (dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined);

/**
 * The site's sitemaps (docs/product/discovery.md): per language its editions, the categories of
 * its editions and its articles in parts of at most 50,000, and a news sitemap of the last 48
 * hours. Articles are read in batches as the sitemap is written, never all at once.
 */
export class SitemapService {
  private readonly db: Db;
  private readonly lists: PublicLists;

  constructor(db: Db, lists: PublicLists) {
    this.db = db;
    this.lists = lists;
  }

  private async languageOf(code: string): Promise<Language | null> {
    return (await this.lists.languages()).find((l) => l.code === code)?.language ?? null;
  }

  /** When the listed news of a language last changed, by district and category. */
  private async changes(languageId: string) {
    const rows = rowsOf<{ district_id: string | null; category_id: string; changed: string }>(
      await this.db.execute(sql`
        select ${t.news.districtId} as district_id, ${t.news.categoryId} as category_id,
          max(${t.news.updatedAt}) as changed
        from ${t.news}
        where ${t.news.languageId} = ${languageId} and ${listed()}
        group by 1, 2`),
    );
    const byDistrict = new Map<string, Date>();
    const byCategory = new Map<string, Date>();
    let all: Date | undefined;
    for (const row of rows) {
      const changed = new Date(row.changed);
      all = newest([all, changed]);
      if (!row.district_id) continue;
      byDistrict.set(row.district_id, newest([byDistrict.get(row.district_id), changed])!);
      byCategory.set(`${row.district_id}|${row.category_id}`, changed);
    }
    return { all, byDistrict, byCategory };
  }

  /** The index: every language's sitemaps and the news sitemap. */
  async index(): Promise<SitemapRef[]> {
    const refs: SitemapRef[] = [];
    for (const { language, code } of await this.lists.languages()) {
      const changes = await this.changes(language.id);
      refs.push({ path: sitemapPath(code, 'editions'), lastmod: changes.all });
      refs.push({ path: sitemapPath(code, 'categories'), lastmod: changes.all });
      for (const part of await this.articleParts(language.id)) {
        refs.push({ path: sitemapPath(code, 'articles', part.part), lastmod: part.lastmod });
      }
    }
    refs.push({ path: NEWS_SITEMAP_PATH });
    return refs;
  }

  /** A language's article parts (from 1), each with its newest edit. */
  private async articleParts(languageId: string): Promise<{ part: number; lastmod?: Date }[]> {
    const rows = rowsOf<{ part: number; changed: string }>(
      await this.db.execute(sql`
        select part::int as part, max(updated_at) as changed from (
          select ${t.news.updatedAt} as updated_at,
            (row_number() over (order by ${t.news.publishedAt}, ${t.news.id}) - 1)
              / ${SITEMAP_ADDRESSES_MAX} + 1 as part
          from ${t.news}
          where ${t.news.languageId} = ${languageId} and ${listed()}
        ) numbered
        group by part order by part`),
    );
    if (rows.length === 0) return [{ part: 1 }];
    return rows.map((row) => ({ part: Number(row.part), lastmod: new Date(row.changed) }));
  }

  /**
   * The entries of a language's sitemap of one kind and part, or null when there is no such
   * sitemap.
   */
  async entries(
    code: string,
    kind: SitemapKind,
    part: number,
  ): Promise<AsyncIterable<SitemapEntry> | null> {
    const language = await this.languageOf(code);
    if (!language) return null;
    const lang = code as LanguageCode;
    if (kind === 'articles') {
      const parts = await this.articleParts(language.id);
      if (part > parts.length) return null;
      return this.articles(language.id, lang, part);
    }
    if (part !== 1) return null;
    const [changes, editions] = await Promise.all([
      this.changes(language.id),
      this.lists.editions(language, lang),
    ]);
    if (kind === 'editions') {
      const entries: SitemapEntry[] = [{ path: languagePath(lang), lastmod: changes.all }];
      for (const edition of editions) {
        entries.push({
          path: edition.path,
          lastmod: changes.byDistrict.get(edition.district.id),
        });
      }
      return toAsync(entries);
    }
    const categories = await this.lists.categories(language);
    const entries: SitemapEntry[] = editions.flatMap((edition) =>
      categories.map((category) => ({
        path: categoryPath({ ...edition.place, category: category.slug }),
        lastmod: changes.byCategory.get(`${edition.district.id}|${category.id}`),
      })),
    );
    return toAsync(entries.slice(0, SITEMAP_ADDRESSES_MAX));
  }

  /** One part of a language's articles, oldest first, read in batches. */
  private async *articles(
    languageId: string,
    code: LanguageCode,
    part: number,
  ): AsyncGenerator<SitemapEntry> {
    const columns = {
      id: t.news.id,
      slug: t.news.slug,
      publishedAt: t.news.publishedAt,
      updatedAt: t.news.updatedAt,
    };
    const ofLanguage = and(eq(t.news.languageId, languageId), listed());
    let left = SITEMAP_ADDRESSES_MAX;
    let after: { publishedAt: Date; id: string } | null = null;
    while (left > 0) {
      const limit = Math.min(BATCH, left);
      const query = this.db
        .select(columns)
        .from(t.news)
        .orderBy(asc(t.news.publishedAt), asc(t.news.id))
        .limit(limit);
      const rows: { id: string; slug: string; publishedAt: Date | null; updatedAt: Date }[] = after
        ? await query.where(
            and(
              ofLanguage,
              or(
                gt(t.news.publishedAt, after.publishedAt),
                and(eq(t.news.publishedAt, after.publishedAt), gt(t.news.id, after.id)),
              ),
            ),
          )
        : await query.where(ofLanguage).offset((part - 1) * SITEMAP_ADDRESSES_MAX);
      for (const row of rows) {
        yield {
          path: articlePath({ language: code, slug: row.slug, id: row.id }),
          lastmod: row.updatedAt,
        };
      }
      const last = rows.at(-1);
      if (rows.length < limit || !last?.publishedAt) return;
      after = { publishedAt: last.publishedAt, id: last.id };
      left -= rows.length;
    }
  }

  /** The news sitemap: every language's articles of the last 48 hours, newest first. */
  async *news(): AsyncGenerator<SitemapEntry> {
    const codes = new Map(
      (await this.lists.languages()).map(({ language, code }) => [language.id, code]),
    );
    const rows = await this.db
      .select({
        id: t.news.id,
        slug: t.news.slug,
        title: t.news.title,
        languageId: t.news.languageId,
        publishedAt: t.news.publishedAt,
        updatedAt: t.news.updatedAt,
      })
      .from(t.news)
      .where(
        and(
          listed(),
          sql`${t.news.publishedAt} > now() - make_interval(hours => ${NEWS_WINDOW_HOURS})`,
        ),
      )
      .orderBy(sql`${t.news.publishedAt} desc`, sql`${t.news.id} desc`)
      .limit(NEWS_ADDRESSES_MAX);
    for (const row of rows) {
      const code = codes.get(row.languageId);
      if (!code || !row.publishedAt) continue;
      yield {
        path: articlePath({ language: code, slug: row.slug, id: row.id }),
        lastmod: row.updatedAt,
        news: { language: code, title: row.title, published: row.publishedAt },
      };
    }
  }
}

async function* toAsync<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}
