/**
 * The mandi desk's commodities and daily fetches: every payload of
 * `/api/newsroom/mandi/commodities…` and `/api/newsroom/mandi/fetches` (docs/product/newsroom.md).
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '../constants.ts';
import { singleLine } from './newsroom.ts';

/** Longest name of a commodity in any language. */
export const COMMODITY_NAME_MAX = 100;

/**
 * A commodity the price data brought in, with its name in each interface language and the
 * languages it is still shown in English in (docs/decisions/0130).
 */
export const newCommoditySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  categoryName: z.string(),
  names: z.partialRecord(z.enum(LANGUAGE_CODES), z.string()),
  missing: z.array(z.enum(LANGUAGE_CODES)),
});
export type NewCommodity = z.infer<typeof newCommoditySchema>;

/** GET /newsroom/mandi/commodities: the commodities still missing a name, newest first. */
export const newCommodityListSchema = z.object({ items: z.array(newCommoditySchema) });
export type NewCommodityList = z.infer<typeof newCommodityListSchema>;

/** PUT /newsroom/mandi/commodities/{id}/names: the commodity's name in all six languages. */
export const commodityNamesBody = z.object(
  Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, singleLine(`The name (${code})`, COMMODITY_NAME_MAX, 1)]),
  ) as Record<(typeof LANGUAGE_CODES)[number], ReturnType<typeof singleLine>>,
);
export type CommodityNames = z.infer<typeof commodityNamesBody>;

/** One daily fetch from the open-data API and what it did with the records. */
export const fetchRunSchema = z.object({
  id: z.uuid(),
  priceDate: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  records: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rejected: z.number().int(),
  /** Offsets of the pages the API failed to answer after every retry. */
  failedPages: z.array(z.number().int()),
  error: z.string().nullable(),
});
export type FetchRun = z.infer<typeof fetchRunSchema>;

/** GET /newsroom/mandi/fetches: the latest runs, newest first; whether a key is configured. */
export const fetchRunListSchema = z.object({
  configured: z.boolean(),
  items: z.array(fetchRunSchema),
});
export type FetchRunList = z.infer<typeof fetchRunListSchema>;
