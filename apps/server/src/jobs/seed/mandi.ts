import { LANGUAGE_CODES } from '@vaarta/core/constants';
import { addDays, indiaDate } from '@vaarta/core/india-time';
import { foldForSearch } from '@vaarta/core/text';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { QUINTAL } from '../../services/mandi-import/commodity-groups.ts';
import { MANDI_CATEGORIES, MANDI_ITEMS, MANDI_MARKETS, MANDI_QUALITIES } from './catalog.ts';
import type { LanguageIds } from './languages.ts';
import { districtIndex } from './places.ts';

const MANDI_DAYS = 30;

/** Deterministic day-to-day movement, so seeded history looks like a market, not noise. */
function priceWalk(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Mandi categories and commodities, and their prices in every market for the last 30 days. */
export async function seedMandi(db: Db, languageIds: LanguageIds, now: Date) {
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
