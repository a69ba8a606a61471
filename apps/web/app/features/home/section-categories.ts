import { FALLBACK_CATEGORY_KEYWORDS, type SectionType } from '@vaarta/core/keywords';
import { foldForSearch } from '@vaarta/core/text';

/** A category as the matching sees it: its id, stable slug and name in the reader's language. */
export interface MatchableCategory {
  id: string;
  slug: string;
  name: string;
}

/**
 * The server's keyword lookups for one language code and section type (docs/product/reading.md,
 * "Home sections").
 */
export interface SectionKeywords {
  /** GET /api?type=category-keywords, the entry for the language code and the type. */
  categoryKeywords?: readonly string[] | undefined;
  /** GET /api?type=urgency-patterns, the entry for the language code (breaking news only). */
  urgencyPatterns?: readonly string[] | undefined;
}

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]$/u;

/**
 * True when `keyword` starts a word of `name`, in any script and case: 'tech' finds
 * 'Technology' and 'రాజకీయ' finds 'రాజకీయాలు', but 'ai' does not find 'Rail'.
 */
export function nameHasKeyword(name: string, keyword: string): boolean {
  const haystack = foldForSearch(name);
  const needle = foldForSearch(keyword);
  if (!needle) return false;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    if (!WORD_CHARACTER.test(haystack.slice(0, at))) return true;
  }
  return false;
}

/**
 * The categories a home section shows (docs/product/reading.md, "Home sections",
 * docs/decisions/0030), in this order:
 * 1. the category whose stable English slug is the section's type;
 * 2. else every category whose name holds one of the language's keywords for the type (and, for
 *    breaking news, its urgency patterns) or one of the built-in fallback keywords;
 * 3. else every category of the language.
 * Breaking news skips step 3: ordinary news is never presented as breaking, so with no match
 * the answer is empty and the carousel keeps to the items the newsroom flagged as breaking.
 */
export function sectionCategoryIds(
  type: SectionType,
  categories: readonly MatchableCategory[],
  keywords: SectionKeywords = {},
): string[] {
  const bySlug = categories.find((category) => category.slug === type);
  if (bySlug) return [bySlug.id];

  const words = [
    ...(keywords.categoryKeywords ?? []),
    ...(type === 'breaking' ? (keywords.urgencyPatterns ?? []) : []),
    ...(type === 'jobs' ? [] : FALLBACK_CATEGORY_KEYWORDS[type]),
  ];
  const byName = categories.filter((category) =>
    words.some((word) => nameHasKeyword(category.name, word)),
  );
  if (byName.length > 0) return byName.map((category) => category.id);

  return type === 'breaking' ? [] : categories.map((category) => category.id);
}
