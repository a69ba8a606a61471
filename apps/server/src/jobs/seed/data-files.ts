import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CATEGORY_SLUGS, LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';

const dataDir = path.join(import.meta.dirname, 'data');
const PLACE_GROUPS = ['south-east', 'north-west'] as const;

const nonEmpty = z.string().trim().min(1);
const names: z.ZodType<Record<LanguageCode, string>> = z.record(z.enum(LANGUAGE_CODES), nonEmpty);

const placeSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/),
  type: z.enum(['state', 'union_territory']),
  name: names,
  aliases: z.array(nonEmpty),
  districts: z.array(z.object({ name: names, aliases: z.array(nonEmpty) })).min(1),
});
export type PlaceSeed = z.infer<typeof placeSchema>;

const planSchema = z.array(
  z.object({
    slot: z.number().int().min(1),
    category: z.enum(CATEGORY_SLUGS),
    state: z.string(),
    district: z.string(),
    breaking: z.boolean(),
  }),
);
export type ArticlePlan = z.infer<typeof planSchema>[number];

const articleSchema = z.object({
  slot: z.number().int().min(1),
  title: nonEmpty,
  excerpt: nonEmpty,
  shortContent: nonEmpty,
  body: z.array(nonEmpty).min(3),
  author: nonEmpty,
  images: z.array(nonEmpty).min(1).max(4),
});
export type ArticleSeed = z.infer<typeof articleSchema>;

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(dataDir, file), 'utf8'));
}

/** All 36 states and union territories with their districts, in every content language. */
export async function loadPlaces(): Promise<PlaceSeed[]> {
  const groups = await Promise.all(
    PLACE_GROUPS.map(async (group) =>
      z.array(placeSchema).parse(await readJson(`places/${group}.json`)),
    ),
  );
  return groups.flat();
}

export async function loadArticlePlan(): Promise<ArticlePlan[]> {
  return planSchema.parse(await readJson('articles/plan.json'));
}

/** The hand-written articles of one language, one per slot of the plan. */
export async function loadArticles(language: LanguageCode): Promise<ArticleSeed[]> {
  return z.array(articleSchema).parse(await readJson(`articles/${language}.json`));
}
