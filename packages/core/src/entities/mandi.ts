import { z } from 'zod';
import { MANDI_PAGE_SIZE } from '../constants.ts';
import { paginationQuery, paginationSchema } from '../pagination.ts';
import { uuid } from './envelope.ts';

/** A mandi category (docs/product/mandi.md, "The calls"). */
export const mandiCategorySchema = z.object({
  id: z.uuid(),
  categoryName: z.string(),
  slug: z.string(),
  icon: z.string(),
});
export type MandiCategory = z.infer<typeof mandiCategorySchema>;

/** GET /local-mandi-categories. */
export const mandiCategoriesResultSchema = z.object({ categories: z.array(mandiCategorySchema) });
export type MandiCategoriesResult = z.infer<typeof mandiCategoriesResultSchema>;

export const trendSchema = z.object({
  direction: z.enum(['up', 'down', 'flat']),
  /**
   * Percentage change of the modal price against the previous recorded price
   * (docs/product/mandi.md, "Trend chip", docs/decisions/0016).
   */
  percent: z.number(),
  previousPrice: z.number(),
  previousDate: z.string(),
});
export type Trend = z.infer<typeof trendSchema>;

/** One recorded modal price of a commodity in a market, in rupees per unit. */
export const pricePointSchema = z.object({ date: z.string(), price: z.number() });
export type PricePoint = z.infer<typeof pricePointSchema>;

/**
 * A mandi item (docs/product/mandi.md, "The calls"): one commodity's latest prices in one market
 * of a district, with the variety and grade the market reports, and its price history (oldest
 * first, the latest last).
 */
export const mandiItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  itemIcon: z.string(),
  districtId: z.uuid(),
  districtName: z.string(),
  /** The market (mandi) as the government's price data names it, e.g. "Bowenpally". */
  market: z.string(),
  variety: z.string(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  priceDate: z.string(),
  minPrice: z.number(),
  maxPrice: z.number(),
  avgPrice: z.number(),
  unit: z.string(),
  quality: z.string(),
  description: z.string(),
  trend: trendSchema.nullable(),
  history: z.array(pricePointSchema),
});
export type MandiItem = z.infer<typeof mandiItemSchema>;

export const mandiItemsQuery = z.object({
  language_id: uuid('language_id'),
  categoryId: uuid('categoryId').optional(),
  state_id: uuid('state_id').optional(),
  district_id: uuid('district_id').optional(),
  ...paginationQuery(MANDI_PAGE_SIZE),
});
export type MandiItemsQuery = z.infer<typeof mandiItemsQuery>;

export const mandiItemsResultSchema = z.object({
  items: z.array(mandiItemSchema),
  pagination: paginationSchema,
});
export type MandiItemsResult = z.infer<typeof mandiItemsResultSchema>;
