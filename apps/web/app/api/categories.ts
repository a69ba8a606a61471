import type { LanguageCode } from '@vaarta/core/constants';
import type { Category as ApiCategory } from '@vaarta/core/entities/places';
import type { CATEGORY_KEYWORDS, URGENCY_PATTERNS } from '@vaarta/core/keywords';
import type { ApiReader } from './client';
import type { PageReads } from './page-reads';

const toCategory = (category: ApiCategory) => ({
  id: category.id,
  /** In the language asked for. */
  name: category.category_name,
  /** Stable and English in every language: `politics`, `sports`… */
  slug: category.slug,
  color: category.color,
  icon: category.icon,
});
export type Category = ReturnType<typeof toCategory>;

/** A language's active categories, in the newsroom's order (the server sorts them). */
export async function fetchCategories(reads: PageReads, languageId: string): Promise<Category[]> {
  return (await reads.categories(languageId)).map(toCategory);
}

/** The same list through the lookup `GET /api?type=categories` (the API test page tries it). */
export async function fetchCategoriesLookup(
  api: ApiReader,
  languageId: string,
): Promise<Category[]> {
  const categories = await api.get<ApiCategory[]>('', {
    type: 'categories',
    language_id: languageId,
  });
  return categories.map(toCategory);
}

/** Per language code, the words that name each home section's category; a language may lack. */
export type CategoryKeywords = Partial<Record<string, (typeof CATEGORY_KEYWORDS)[LanguageCode]>>;
/** Per language code, the words that mark news as urgent. */
export type UrgencyPatterns = Partial<Record<string, (typeof URGENCY_PATTERNS)[LanguageCode]>>;

export function fetchCategoryKeywords(api: ApiReader): Promise<CategoryKeywords> {
  return api.get<CategoryKeywords>('', { type: 'category-keywords' });
}

export function fetchUrgencyPatterns(api: ApiReader): Promise<UrgencyPatterns> {
  return api.get<UrgencyPatterns>('', { type: 'urgency-patterns' });
}
