import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { loadSharp } from '../../lib/on-demand-libraries.ts';
import { addDays, indiaMidnight } from '@vaarta/core/india-time';
import type { Db } from '../../db/client.ts';
import { isMediaPath, type MediaStore } from '../../lib/media/media-store.ts';
import * as t from '../../db/schema.ts';
import { articleHtml, type ArticleHtml } from '../article-html.ts';

/** An article as the printed edition needs it: its text in paragraphs and its photos' bytes. */
export interface EditionArticle {
  id: string;
  title: string;
  authorName: string;
  districtName: string | null;
  section: { slug: string; name: string; order: number };
  paragraphs: string[];
  /** Photos as printable JPEG or PNG bytes, with their height as a share of their width. */
  photos: { image: Buffer; caption: string; aspect: number }[];
}

/** The most stories one edition prints; a busy day's least important news stays online. */
export const EDITION_STORIES_MAX = 30;

/**
 * The stories of the edition dated `editionDate`: like a morning paper, it carries the news
 * published the day before (India time), the most important first.
 */
export async function editionArticles(
  db: Db,
  media: MediaStore,
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
  const photoRows = await db
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
  for (const m of photoRows) {
    const image = await printableImage(media, m.url);
    if (!image) continue;
    const { width, height } = await sharp(image).metadata();
    if (!width || !height) continue;
    const photo = { image, caption: m.caption, aspect: height / width };
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
 * The picture to print for a photo: the JPEG the media pipeline renders beside each WebP (pdfkit
 * reads JPEG and PNG only), else a JPEG or PNG original; a photo with neither is left out.
 */
async function printableImage(media: MediaStore, url: string): Promise<Buffer | null> {
  if (!url.startsWith('/media/')) return null;
  const candidates = [url.replace(/-\d+\.webp$/, '-print.jpg'), url].filter(
    (c) => /\.(jpe?g|png)$/i.test(c) && isMediaPath(c),
  );
  for (const candidate of candidates) {
    const image = await media.read(candidate);
    if (image) return image;
  }
  return null;
}
