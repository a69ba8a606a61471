import { SECTION_TYPES, type SectionType } from '@vaarta/core/keywords';
import { fetchCategoryKeywords, fetchUrgencyPatterns, type Category } from '../../api/categories';
import { ApiError, type ApiReader } from '../../api/client';
import { fetchNews, fetchNewsInCategories, type NewsItem } from '../../api/news';
import type { PageReads } from '../../api/page-reads';
import { toCard, type NewsCardItem } from '../../api/news-cards';
import { HOME_SECTION_LIMITS } from '../../lib/constants';
import { sectionCategoryIds } from './section-categories';
import { SECTION_LOOKS } from './sections';

/**
 * One section's answer: its cards, or why it failed; never a reason to fail the whole page. Its
 * cards may also be in the page's server HTML only (kept-sections.ts).
 */
export type SectionResult =
  | { categoryIds: string[] | null; items: NewsCardItem[] }
  | { categoryIds: string[] | null; error: string }
  | { categoryIds: string[] | null; keptInHtml: true; count: number };

export interface HomeNews {
  /** The content language the sections were loaded in. */
  languageId: string;
  sections: Record<SectionType, SectionResult>;
}

/** The content language the sections load in and whose keyword lookups match its categories. */
export interface SectionLanguage {
  id: string;
  code: string;
}

/**
 * Which categories each section shows in this language (docs/product/reading.md), from the
 * language's `categories`. The keyword lookups are asked for only when some section finds no
 * category by its stable slug; if they fail, the matching rule's own fallback keywords apply.
 */
export async function findSectionCategories(
  api: ApiReader,
  language: SectionLanguage,
  categories: () => Promise<Category[]>,
): Promise<Record<SectionType, string[]>> {
  const all = await categories();
  const everySlugFound = SECTION_TYPES.every((type) => all.some((c) => c.slug === type));
  const [keywords, urgency] = everySlugFound
    ? [null, null]
    : await Promise.all([
        fetchCategoryKeywords(api).catch(() => null),
        fetchUrgencyPatterns(api).catch(() => null),
      ]);
  const ids = (type: SectionType) =>
    sectionCategoryIds(type, all, {
      categoryKeywords: keywords?.[language.code]?.[type],
      urgencyPatterns: urgency?.[language.code],
    });
  return Object.fromEntries(SECTION_TYPES.map((type) => [type, ids(type)])) as Record<
    SectionType,
    string[]
  >;
}

/**
 * A section's newest news in its limit (docs/product/reading.md, "Lists and search"). Breaking news
 * is what the newsroom flagged as breaking; only when a language has none does the carousel fall
 * back to the breaking category (found by slug, keywords or urgency patterns), and without one it
 * is empty.
 */
async function sectionNews(
  reads: PageReads,
  type: SectionType,
  languageId: string,
  categoryIds: () => Promise<string[]>,
): Promise<NewsItem[]> {
  const filter = { languageId, limit: HOME_SECTION_LIMITS[type] };
  if (type === 'breaking') {
    const flagged = await fetchNews(reads, { ...filter, breaking: true });
    if (flagged.items.length > 0) return flagged.items;
  }
  const ids = await categoryIds();
  if (ids.length === 0) return [];
  return (await fetchNewsInCategories(reads, { ...filter, categoryIds: ids })).items;
}

/**
 * Loads one section as cards with just the fields it shows. `categoryIds` is asked for only
 * when needed; the answer keeps the ids it learnt, so a retry in the browser can reuse them (a
 * category's id is the same in every language, docs/decisions/0030).
 */
export async function loadSection(
  reads: PageReads,
  type: SectionType,
  languageId: string,
  categoryIds: () => Promise<string[]>,
): Promise<SectionResult> {
  let known: string[] | null = null;
  const ids = async () => (known ??= await categoryIds());
  try {
    const items = await sectionNews(reads, type, languageId, ids);
    return {
      categoryIds: known,
      items: items.map((item) => toCard(item, SECTION_LOOKS[type].details)),
    };
  } catch (error) {
    return { categoryIds: known, error: error instanceof ApiError ? error.code : 'NETWORK' };
  }
}

/**
 * Every home section of a language at once (the first HTML carries them all); `api` answers the
 * keyword lookups.
 */
export async function loadHomeNews(
  reads: PageReads,
  api: ApiReader,
  language: SectionLanguage,
  categories: () => Promise<Category[]>,
): Promise<HomeNews> {
  const matching = findSectionCategories(api, language, categories);
  // A failed matching is reported by the sections that need it, not as an unhandled rejection.
  matching.catch(() => undefined);
  const entries = await Promise.all(
    SECTION_TYPES.map(
      async (type) =>
        [
          type,
          await loadSection(reads, type, language.id, async () => (await matching)[type]),
        ] as const,
    ),
  );
  return {
    languageId: language.id,
    sections: Object.fromEntries(entries) as Record<SectionType, SectionResult>,
  };
}
