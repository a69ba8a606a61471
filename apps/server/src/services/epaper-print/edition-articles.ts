import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { loadSharp } from '../../lib/on-demand-libraries.ts';
import { addDays, indiaMidnight } from '@vaarta/core/india-time';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { articleHtml, type ArticleHtml } from '../article-html.ts';

/** An article as the printed edition needs it: its text in paragraphs and its photos on disk. */
export interface EditionArticle {
  id: string;
  title: string;
  authorName: string;
  districtName: string | null;
  section: { slug: string; name: string; order: number };
  paragraphs: string[];
  /** Photos as printable files, with their height as a share of their width. */
  photos: { file: string; caption: string; aspect: number }[];
}

/** The most stories one edition prints; a busy day's least important news stays online. */
export const EDITION_STORIES_MAX = 30;

/**
 * The stories of the edition dated `editionDate`: like a morning paper, it carries the news
 * published the day before (India time), the most important first.
 */
export async function editionArticles(
  db: Db,
  filesDir: string,
  languageId: string,
  editionDate: string,
): Promise<EditionArticle[]> {
  const from = indiaMidnight(addDays(editionDate, -1));
  const to = indiaMidnight(editionDate);
  const rows = await db
    .select({
      id: t.news.id,
      title: t.news.title,
      authorName: t.news.authorName,
      longContent: t.news.longContent,
      districtName: t.districtNames.name,
      sectionSlug: t.categories.slug,
      sectionName: t.categoryNames.name,
      sectionOrder: t.categories.sortOrder,
    })
    .from(t.news)
    .innerJoin(t.categories, eq(t.categories.id, t.news.categoryId))
    .innerJoin(
      t.categoryNames,
      and(
        eq(t.categoryNames.categoryId, t.news.categoryId),
        eq(t.categoryNames.languageId, languageId),
      ),
    )
    .leftJoin(
      t.districtNames,
      and(
        eq(t.districtNames.districtId, t.news.districtId),
        eq(t.districtNames.languageId, t.news.languageId),
      ),
    )
    .where(
      and(
        eq(t.news.languageId, languageId),
        eq(t.news.status, 'published'),
        eq(t.news.isActive, true),
        eq(t.news.isDeleted, false),
        gte(t.news.publishedAt, from),
        lt(t.news.publishedAt, to),
      ),
    )
    .orderBy(desc(t.news.priority), desc(t.news.isBreaking), desc(t.news.publishedAt))
    .limit(EDITION_STORIES_MAX);
  if (rows.length === 0) return [];
  const media = await db
    .select({ newsId: t.newsMedia.newsId, url: t.newsMedia.mediaUrl, caption: t.newsMedia.caption })
    .from(t.newsMedia)
    .where(
      inArray(
        t.newsMedia.newsId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(t.newsMedia.sortOrder));
  const photos = new Map<string, EditionArticle['photos']>();
  const [sharp, bodies] = await Promise.all([loadSharp(), articleHtml()]);
  for (const m of media) {
    const file = await printableFile(filesDir, m.url);
    if (!file) continue;
    const { width, height } = await sharp(file).metadata();
    if (!width || !height) continue;
    const photo = { file, caption: m.caption, aspect: height / width };
    photos.set(m.newsId, [...(photos.get(m.newsId) ?? []), photo]);
  }
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    authorName: r.authorName,
    districtName: r.districtName,
    section: { slug: r.sectionSlug, name: r.sectionName, order: r.sectionOrder },
    paragraphs: paragraphsOf(bodies, r.longContent),
    photos: photos.get(r.id) ?? [],
  }));
}

/** The article's paragraphs as plain text (its HTML is sanitised on write). */
export function paragraphsOf({ htmlToText }: ArticleHtml, html: string): string[] {
  return html
    .split(/<\/(?:p|h[2-4]|li|blockquote)>/)
    .map(htmlToText)
    .filter((paragraph) => paragraph !== '');
}

/**
 * The file to print for a photo: the JPEG the media pipeline renders beside each WebP (pdfkit
 * reads JPEG and PNG only), else a JPEG or PNG original; a photo with neither is left out.
 */
async function printableFile(filesDir: string, url: string): Promise<string | null> {
  if (!url.startsWith('/media/')) return null;
  const candidates = [url.replace(/-\d+\.webp$/, '-print.jpg'), url].filter((c) =>
    /\.(jpe?g|png)$/i.test(c),
  );
  for (const candidate of candidates) {
    const file = path.join(filesDir, candidate);
    if (!file.startsWith(path.join(filesDir, 'media') + path.sep)) return null;
    if (
      await access(file).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return null;
}
