import { count, eq } from 'drizzle-orm';
import { LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';
import { addDays, indiaDate } from '@vaarta/core/india-time';
import { foldForSearch, slugify, truncate } from '@vaarta/core/text';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { htmlToText, paragraphsToHtml, sanitizeArticleHtml } from '../../services/article-html.ts';
import { buildMissingEditions } from '../epaper/build-editions.ts';
import {
  CATEGORIES,
  LANGUAGES,
  MANDI_CATEGORIES,
  MANDI_ITEMS,
  MANDI_MARKETS,
  MANDI_QUALITIES,
  QUINTAL,
  ROLES,
} from './catalog.ts';
import { loadArticlePlan, loadArticles, loadPlaces } from './data-files.ts';
import { generateImage } from './images.ts';

export interface SeedOptions {
  db: Db;
  filesDir: string;
  now?: Date;
  log?: (message: string) => void;
  /** E-paper PDFs take a few seconds; tests that do not need them skip them. */
  epapers?: boolean;
}

const DAY = 86_400_000;
const MANDI_DAYS = 14;
/** Video links in the three forms the article page recognises (spec §2). */
const VIDEO_SLOTS: Record<number, string> = {
  4: 'https://www.youtube.com/watch?v=DLA_64yz8Ss',
  14: 'https://youtu.be/DLA_64yz8Ss',
  30: 'https://www.youtube.com/shorts/DLA_64yz8Ss',
};

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.languages);
  return (row?.n ?? 0) === 0;
}

/** Seeds everything a reader needs on first start, in one transaction per part, with progress. */
export async function seed(options: SeedOptions): Promise<void> {
  const { db, filesDir } = options;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const started = performance.now();
  const step = (message: string) =>
    log(`seed: ${message} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const languageIds = await seedLanguagesAndRoles(db);
  step(`${LANGUAGES.length} languages, ${ROLES.length} roles`);
  const places = await seedPlaces(db, languageIds);
  step(`${places.states} states and union territories, ${places.districts} districts`);
  const categoryIds = await seedCategories(db, languageIds);
  step(`${CATEGORIES.length} categories in ${LANGUAGES.length} languages`);
  const articles = await seedArticles(db, filesDir, now, languageIds, categoryIds, log);
  step(`${articles} articles with images`);
  const prices = await seedMandi(db, languageIds, now);
  step(`${MANDI_ITEMS.length} mandi commodities, ${prices} dated prices`);
  if (options.epapers !== false) {
    const editions = await buildMissingEditions({ db, filesDir, now, log });
    step(`${editions} e-newspaper editions`);
  }
}

async function seedLanguagesAndRoles(db: Db): Promise<Map<LanguageCode, string>> {
  const rows = await db
    .insert(t.languages)
    .values(LANGUAGES.map((l, i) => ({ ...l, sortOrder: i })))
    .returning({ id: t.languages.id, code: t.languages.code });
  await db.insert(t.roles).values(ROLES);
  return new Map(rows.map((r) => [r.code as LanguageCode, r.id]));
}

function searchTermsOf(names: Record<LanguageCode, string>, aliases: string[], code: string) {
  return [...new Set([code, ...Object.values(names), ...aliases].map(foldForSearch))];
}

/** District keys are "STATE/English name", as the article plan and mandi markets name them. */
export type DistrictKey = `${string}/${string}`;

async function seedPlaces(db: Db, languageIds: Map<LanguageCode, string>) {
  const places = await loadPlaces();
  let districtCount = 0;
  await db.transaction(async (tx) => {
    for (const place of places) {
      const [state] = await tx
        .insert(t.states)
        .values({
          code: place.code,
          type: place.type,
          englishName: place.name.en,
          searchTerms: searchTermsOf(place.name, place.aliases, place.code),
        })
        .returning({ id: t.states.id });
      const stateId = state!.id;
      await tx.insert(t.stateNames).values(
        LANGUAGE_CODES.map((code) => ({
          stateId,
          languageId: languageIds.get(code)!,
          name: place.name[code],
        })),
      );
      const districtRows = await tx
        .insert(t.districts)
        .values(
          place.districts.map((d) => ({
            stateId,
            code: `${place.code}-${slugify(d.name.en)}`,
            englishName: d.name.en,
            searchTerms: searchTermsOf(d.name, d.aliases, place.code),
          })),
        )
        .returning({ id: t.districts.id });
      await tx.insert(t.districtNames).values(
        place.districts.flatMap((d, i) =>
          LANGUAGE_CODES.map((code) => ({
            districtId: districtRows[i]!.id,
            languageId: languageIds.get(code)!,
            name: d.name[code],
          })),
        ),
      );
      districtCount += place.districts.length;
    }
  });
  return { states: places.length, districts: districtCount };
}

async function seedCategories(db: Db, languageIds: Map<LanguageCode, string>) {
  const rows = await db
    .insert(t.categories)
    .values(
      CATEGORIES.map((c, i) => ({ slug: c.slug, icon: c.icon, color: c.color, sortOrder: i })),
    )
    .returning({ id: t.categories.id, slug: t.categories.slug });
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  await db.insert(t.categoryNames).values(
    CATEGORIES.flatMap((c) =>
      LANGUAGE_CODES.map((code) => ({
        categoryId: ids.get(c.slug)!,
        languageId: languageIds.get(code)!,
        name: c.names[code],
        description: c.descriptions[code],
      })),
    ),
  );
  return ids;
}

async function districtIndex(db: Db): Promise<Map<DistrictKey, { id: string; stateId: string }>> {
  const rows = await db
    .select({
      id: t.districts.id,
      stateId: t.districts.stateId,
      name: t.districts.englishName,
      stateCode: t.states.code,
    })
    .from(t.districts)
    .innerJoin(t.states, eq(t.states.id, t.districts.stateId));
  return new Map(rows.map((r) => [`${r.stateCode}/${r.name}` as DistrictKey, r]));
}

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

async function seedArticles(
  db: Db,
  filesDir: string,
  now: Date,
  languageIds: Map<LanguageCode, string>,
  categoryIds: Map<string, string>,
  log: (message: string) => void,
): Promise<number> {
  const plan = await loadArticlePlan();
  const districts = await districtIndex(db);
  const editorRole = ROLES.find((r) => r.roleType === 'editor')!.id;
  const colorOf = new Map(CATEGORIES.map((c) => [c.slug, c.color]));
  let total = 0;
  for (const language of LANGUAGE_CODES) {
    const articles = await loadArticles(language);
    const authors = await seedReporters(
      db,
      language,
      articles.map((a) => a.author),
      editorRole,
    );
    await db.transaction(async (tx) => {
      for (const article of articles) {
        const slot = plan.find((p) => p.slot === article.slot);
        if (!slot) throw new Error(`${language}.json: slot ${article.slot} is not in the plan`);
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
            slug: slugify(truncate(article.title, 80, '')),
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
        const images = await Promise.all(
          article.images.map((_, i) =>
            generateImage(filesDir, `slot${slot.slot}-${i + 1}`, colorOf.get(slot.category)!),
          ),
        );
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

/** Deterministic day-to-day movement, so seeded history looks like a market, not noise. */
function priceWalk(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

async function seedMandi(db: Db, languageIds: Map<LanguageCode, string>, now: Date) {
  const categoryRows = await db
    .insert(t.mandiCategories)
    .values(MANDI_CATEGORIES.map((c, i) => ({ slug: c.slug, icon: c.icon, sortOrder: i })))
    .returning({ id: t.mandiCategories.id, slug: t.mandiCategories.slug });
  const categoryIds = new Map(categoryRows.map((r) => [r.slug, r.id]));
  await db.insert(t.mandiCategoryNames).values(
    MANDI_CATEGORIES.flatMap((c) =>
      LANGUAGE_CODES.map((code) => ({
        categoryId: categoryIds.get(c.slug)!,
        languageId: languageIds.get(code)!,
        name: c.names[code],
      })),
    ),
  );
  const itemRows = await db
    .insert(t.mandiItems)
    .values(
      MANDI_ITEMS.map((item) => ({
        categoryId: categoryIds.get(item.category)!,
        slug: item.slug,
        icon: item.icon,
        unit: QUINTAL.en,
        searchTerms: [
          ...new Set(
            [...Object.values(item.names), ...(item.publishedNames ?? [])].map(foldForSearch),
          ),
        ],
      })),
    )
    .returning({ id: t.mandiItems.id, slug: t.mandiItems.slug });
  const itemIds = new Map(itemRows.map((r) => [r.slug, r.id]));
  await db.insert(t.mandiItemNames).values(
    MANDI_ITEMS.flatMap((item) =>
      LANGUAGE_CODES.map((code) => ({
        itemId: itemIds.get(item.slug)!,
        languageId: languageIds.get(code)!,
        name: item.names[code],
        unit: QUINTAL[code],
      })),
    ),
  );
  const districts = await districtIndex(db);
  const rows: (typeof t.mandiPrices.$inferInsert)[] = [];
  MANDI_MARKETS.forEach((market, m) => {
    const district = districts.get(`${market.state}/${market.district}`);
    if (!district) throw new Error(`mandi market ${market.district} is not a district`);
    MANDI_ITEMS.forEach((item, i) => {
      const random = priceWalk(m * 100 + i + 1);
      let modal = item.basePrice * (0.9 + random() * 0.2);
      for (let d = MANDI_DAYS - 1; d >= 0; d--) {
        modal *= 1 + (random() - 0.5) * 0.08;
        const spread = item.basePrice * (0.05 + random() * 0.08);
        const day = addDays(indiaDate(now), -d);
        rows.push({
          itemId: itemIds.get(item.slug)!,
          districtId: district.id,
          market: market.market,
          variety: 'Local',
          priceDate: day,
          minPrice: Math.round(modal - spread),
          maxPrice: Math.round(modal + spread * 1.2),
          modalPrice: Math.round(modal),
          quality: MANDI_QUALITIES[(m + i) % MANDI_QUALITIES.length]!,
        });
      }
    });
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(t.mandiPrices).values(rows.slice(i, i + 1000));
  }
  return rows.length;
}
