import { z } from 'zod';
import { NEWS_PAGE_SIZE_DEFAULT } from '../constants.ts';
import { paginationQuery, paginationSchema } from '../pagination.ts';
import { uuid } from './envelope.ts';

const imageVariant = z.object({ width: z.number().int(), url: z.string() });

export const mediaSchema = z.object({
  id: z.uuid(),
  mediaUrl: z.string(),
  mediaType: z.enum(['image', 'video']),
  caption: z.string(),
  /** What the picture shows, for readers who cannot see it; empty means the caption says it. */
  alt: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Other widths of the same image, for `srcset`. */
  variants: z.array(imageVariant),
  /** The same widths in better formats (AVIF, WebP), best first, for `<picture>` sources. */
  sources: z.array(z.object({ type: z.string(), variants: z.array(imageVariant) })),
});
export type Media = z.infer<typeof mediaSchema>;

/** A news item: what every list answers (docs/product/reading.md, "Lists and search"). */
export const newsItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  /** The article's canonical address (docs/decisions/0110), such as `/te/news/<slug>-<short id>`. */
  path: z.string(),
  excerpt: z.string(),
  shortNewsContent: z.string(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  categorySlug: z.string(),
  authorId: z.uuid().nullable(),
  authorName: z.string(),
  language_id: z.uuid(),
  state_id: z.uuid().nullable(),
  stateName: z.string().nullable(),
  district_id: z.uuid().nullable(),
  districtName: z.string().nullable(),
  isBreaking: z.boolean(),
  priority: z.number().int(),
  media: z.array(mediaSchema),
  source: z.string().nullable(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  viewCount: z.number().int(),
  publishedAt: z.string(),
  createdAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** A news article: every field of the full article (docs/product/reading.md, "Article page"). */
export const newsArticleSchema = newsItemSchema.extend({
  longNewsContent: z.string(),
  content: z.string(),
  editorId: z.uuid().nullable(),
  languageName: z.string(),
  sourceUrl: z.string().nullable(),
  videoUrl: z.string().nullable(),
  seoMeta: z.record(z.string(), z.string()),
  metaDescription: z.string(),
  status: z.string(),
  type: z.string(),
  isSticky: z.boolean(),
  isFeatured: z.boolean(),
  uniqueViewCount: z.number().int(),
  dislikeCount: z.number().int(),
  shareCount: z.number().int(),
  scheduledAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsListSchema = z.object({
  items: z.array(newsItemSchema),
  pagination: paginationSchema,
  totalCount: z.number().int(),
});
export type NewsList = z.infer<typeof newsListSchema>;

const commaSeparatedIds = z
  .string()
  .trim()
  .min(1, 'categoryIds must list at least one category id')
  .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
  .pipe(
    z.array(uuid('every categoryIds entry')).max(50, 'categoryIds may list at most 50 categories'),
  );

const searchText = z
  .string()
  .trim()
  .max(200, 'search must be at most 200 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

const placeFilters = {
  state_id: uuid('state_id').optional(),
  district_id: uuid('district_id').optional(),
};

/** GET /news/filter-multi-categories (docs/product/reading.md, "Lists and search"). */
export const multiCategoryQuery = z.object({
  language_id: uuid('language_id'),
  categoryIds: commaSeparatedIds,
  search: searchText,
  ...placeFilters,
  ...paginationQuery(NEWS_PAGE_SIZE_DEFAULT),
});
export type MultiCategoryQuery = z.infer<typeof multiCategoryQuery>;

/**
 * GET /news/filter-advanced (docs/product/reading.md, "Lists and search"): newest news of a
 * language, optionally narrowed.
 */
export const advancedFilterQuery = z.object({
  language_id: uuid('language_id'),
  categoryIds: commaSeparatedIds.optional(),
  search: searchText,
  authorId: uuid('authorId').optional(),
  isBreaking: z
    .enum(['true', 'false'], { error: 'isBreaking must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  ...placeFilters,
  ...paginationQuery(NEWS_PAGE_SIZE_DEFAULT),
});
export type AdvancedFilterQuery = z.infer<typeof advancedFilterQuery>;

export const newsIdParams = z.object({ id: uuid('news id') });
