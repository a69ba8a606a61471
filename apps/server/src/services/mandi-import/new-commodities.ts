import { inArray, sql } from 'drizzle-orm';
import { LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';
import { foldForSearch, slugify } from '@vaarta/core/text';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { categoryOfCommodity, GROWTH_CATEGORIES, QUINTAL } from './commodity-groups.ts';
import { spellingKey } from './names.ts';

/** A commodity the price data names that the catalogue does not know yet. */
export interface NewCommodity {
  /** As the data names it, e.g. "Cotton" or "Bhindi(Ladies Finger)". */
  name: string;
}

/** "Bhindi(Ladies Finger)" → "bhindi-ladies-finger". */
export function commoditySlug(name: string): string {
  return slugify(name.replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')) || 'commodity';
}

/** The categories by slug, the growth categories added first where they are still missing. */
async function categoriesFor(db: Db, slugs: Set<string>) {
  const growth = GROWTH_CATEGORIES.filter((c) => slugs.has(c.slug));
  if (growth.length > 0) {
    await db
      .insert(t.mandiCategories)
      .values(
        growth.map((c, i) => ({
          slug: c.slug,
          icon: c.icon,
          sortOrder: sql<number>`(select coalesce(max(sort_order), 0) + ${i + 1} from mandi_categories)`,
        })),
      )
      .onConflictDoNothing({ target: t.mandiCategories.slug });
  }
  const [rows, languages] = await Promise.all([
    db
      .select({
        id: t.mandiCategories.id,
        slug: t.mandiCategories.slug,
        icon: t.mandiCategories.icon,
      })
      .from(t.mandiCategories)
      .where(inArray(t.mandiCategories.slug, [...slugs, 'other'])),
    db.select({ id: t.languages.id, code: t.languages.code }).from(t.languages),
  ]);
  const names = rows.flatMap((row) => {
    const category = growth.find((c) => c.slug === row.slug);
    if (!category) return [];
    return languages.map((language) => ({
      categoryId: row.id,
      languageId: language.id,
      name: category.names[language.code as LanguageCode] ?? category.names.en,
    }));
  });
  if (names.length > 0) await db.insert(t.mandiCategoryNames).values(names).onConflictDoNothing();
  return new Map(rows.map((row) => [row.slug, row]));
}

/**
 * Adds commodities to the catalogue as the price data names them, each in its portal group's
 * category, with that name in every language (marked untranslated but for English) until an
 * editor names it. Returns each commodity's id by its spelling key. Two imports adding the same
 * commodity at once share one record: its slug comes from its name.
 */
export async function addCommodities(
  db: Db,
  commodities: NewCommodity[],
): Promise<Map<string, string>> {
  const added = new Map<string, string>();
  if (commodities.length === 0) return added;
  const placed = commodities.map((c) => ({ ...c, category: categoryOfCommodity(c.name) }));
  const categories = await categoriesFor(db, new Set(placed.map((c) => c.category)));
  const rows = placed.map((c) => {
    const category = categories.get(c.category) ?? categories.get('other')!;
    return {
      categoryId: category.id,
      slug: commoditySlug(c.name),
      icon: category.icon,
      unit: QUINTAL.en,
      searchTerms: [foldForSearch(c.name)],
    };
  });
  await db.insert(t.mandiItems).values(rows).onConflictDoNothing({ target: t.mandiItems.slug });
  const [items, languages] = await Promise.all([
    db
      .select({ id: t.mandiItems.id, slug: t.mandiItems.slug })
      .from(t.mandiItems)
      .where(
        inArray(
          t.mandiItems.slug,
          rows.map((r) => r.slug),
        ),
      ),
    db.select({ id: t.languages.id, code: t.languages.code }).from(t.languages),
  ]);
  const idOfSlug = new Map(items.map((item) => [item.slug, item.id]));
  const names: (typeof t.mandiItemNames.$inferInsert)[] = [];
  for (const commodity of placed) {
    const itemId = idOfSlug.get(commoditySlug(commodity.name))!;
    added.set(spellingKey(commodity.name), itemId);
    for (const language of languages) {
      const code = language.code as LanguageCode;
      names.push({
        itemId,
        languageId: language.id,
        name: commodity.name,
        unit: LANGUAGE_CODES.includes(code) ? QUINTAL[code] : QUINTAL.en,
        untranslated: code !== 'en',
      });
    }
  }
  await db.insert(t.mandiItemNames).values(names).onConflictDoNothing();
  return added;
}
