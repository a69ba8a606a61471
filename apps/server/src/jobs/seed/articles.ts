import { LANGUAGE_CODES, REPORTER_ROLE_ID, type LanguageCode } from '@vaarta/core/constants';
import { storySlug, truncate } from '@vaarta/core/text';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { articleHtml, paragraphsToHtml } from '../../services/article-html.ts';
import { CATEGORIES } from './catalog.ts';
import { loadArticlePlan, loadArticles } from './data-files.ts';
import type { MediaStore } from '../../lib/media/media-store.ts';
import { generateImage, type GeneratedImage } from './images.ts';
import type { LanguageIds } from './languages.ts';
import { districtIndex } from './places.ts';

const DAY = 86_400_000;
/** Video links in the three forms the article page recognises (docs/product/reading.md). */
const VIDEO_SLOTS: Record<number, string> = {
  4: 'https://www.youtube.com/watch?v=DLA_64yz8Ss',
  14: 'https://youtu.be/DLA_64yz8Ss',
  30: 'https://www.youtube.com/shorts/DLA_64yz8Ss',
};

/**
 * Publication time of a plan slot: slots 1–21 fill the last 7 days (three a day, so every
 * e-paper edition has its own day's news); the rest spread over the 23 days before.
 */
export function publishedAtOf(slot: number, now: Date): Date {
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysAgo = slot <= 21 ? Math.floor((slot - 1) / 3) : 7 + Math.floor(((slot - 22) * 23) / 19);
  const hour = [2, 6, 10][(slot - 1) % 3]!;
  const at = dayStart - daysAgo * DAY + hour * 3_600_000 + (slot % 7) * 420_000;
  return new Date(Math.min(at, now.getTime() - slot * 60_000));
}

/** The hand-written articles of every language with their reporters and generated photos. */
export async function seedArticles(
  db: Db,
  media: MediaStore,
  now: Date,
  languageIds: LanguageIds,
  categoryIds: Map<string, string>,
  log: (message: string) => void,
): Promise<number> {
  const plan = await loadArticlePlan();
  const districts = await districtIndex(db);
  const colorOf = new Map(CATEGORIES.map((c) => [c.slug, c.color]));
  const { htmlToText, sanitizeArticleHtml } = await articleHtml();
  let total = 0;
  for (const language of LANGUAGE_CODES) {
    const articles = await loadArticles(language);
    const authors = await seedReporters(
      db,
      language,
      articles.map((a) => a.author),
      REPORTER_ROLE_ID,
    );
    // Pictures are stored before the transaction: the media store may be this same database.
    const planned = articles.map((article) => {
      const slot = plan.find((p) => p.slot === article.slot);
      if (!slot) throw new Error(`${language}.json: slot ${article.slot} is not in the plan`);
      return { article, slot };
    });
    const imagesOf = new Map<number, GeneratedImage[]>();
    for (const { article, slot } of planned) {
      const images = article.images.map((_, i) =>
        generateImage(media, `slot${slot.slot}-${i + 1}`, colorOf.get(slot.category)!),
      );
      imagesOf.set(slot.slot, await Promise.all(images));
    }
    await db.transaction(async (tx) => {
      for (const { article, slot } of planned) {
        const place = districts.get(`${slot.state}/${slot.district}`);
        if (!place) throw new Error(`plan slot ${slot.slot}: unknown district ${slot.district}`);
        const html = sanitizeArticleHtml(paragraphsToHtml(article.body));
        const publishedAt = publishedAtOf(slot.slot, now);
        const [row] = await tx
          .insert(t.news)
          .values({
            languageId: languageIds.get(language)!,
            categoryId: categoryIds.get(slot.category)!,
            stateId: place.stateId,
            districtId: place.id,
            authorId: authors.get(article.author)!,
            authorName: article.author,
            title: article.title,
            slug: storySlug(article.title),
            excerpt: article.excerpt,
            shortContent: article.shortContent,
            longContent: html,
            bodyText: htmlToText(html),
            metaDescription: truncate(article.excerpt, 160),
            videoUrl: VIDEO_SLOTS[slot.slot] ?? null,
            source: 'Vaarta',
            status: 'published',
            isBreaking: slot.breaking,
            priority: slot.breaking ? 1 : 0,
            isFeatured: slot.slot <= 3,
            publishedAt,
            createdAt: new Date(publishedAt.getTime() - 20 * 60_000),
            updatedAt: publishedAt,
          })
          .returning({ id: t.news.id });
        const images = imagesOf.get(slot.slot)!;
        await tx.insert(t.newsMedia).values(
          images.map((image, i) => ({
            newsId: row!.id,
            mediaUrl: image.url,
            caption: article.images[i]!,
            width: image.width,
            height: image.height,
            variants: image.variants,
            sortOrder: i,
          })),
        );
      }
    });
    total += articles.length;
    log(`seed: ${language} — ${articles.length} articles`);
  }
  return total;
}

async function seedReporters(db: Db, language: LanguageCode, names: string[], roleId: string) {
  const unique = [...new Set(names)];
  const rows = await db
    .insert(t.users)
    .values(
      unique.map((name, i) => {
        const parts = name.split(/\s+/);
        return {
          firstName: parts.length > 1 ? parts.slice(0, -1).join(' ') : name,
          lastName: parts.length > 1 ? parts[parts.length - 1]! : '',
          email: `reporter.${language}.${i + 1}@vaarta.in`,
          roleId,
        };
      }),
    )
    .returning({ id: t.users.id });
  return new Map(unique.map((name, i) => [name, rows[i]!.id]));
}
