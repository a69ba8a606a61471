import { DEFAULT_DISTRICT_NAME, DEFAULT_LANGUAGE_CODE, DEFAULT_STATE_NAME } from './constants.ts';
import { foldForSearch } from './text.ts';

/** Spec §4 Selection defaults and §5 wizard search, for lists as the API answers them. */

interface LanguageLike {
  language_name: string;
  language_code: string;
  english_name?: string;
}
interface PlaceLike {
  english_name: string;
  search_terms: string[];
}

/** The language whose name contains 'english' or whose code is en, else the first. */
export function defaultLanguage<T extends LanguageLike>(languages: readonly T[]): T | undefined {
  return (
    languages.find(
      (l) =>
        l.language_code.toLowerCase() === DEFAULT_LANGUAGE_CODE ||
        /english/i.test(l.language_name) ||
        /english/i.test(l.english_name ?? ''),
    ) ?? languages[0]
  );
}

function byName<T extends PlaceLike>(places: readonly T[], englishName: string): T | undefined {
  const wanted = foldForSearch(englishName);
  return (
    places.find((p) => foldForSearch(p.english_name) === wanted) ??
    places.find((p) => p.search_terms.some((term) => foldForSearch(term) === wanted)) ??
    places[0]
  );
}

/** Telangana in any script (the same record carries every language's name), else the first. */
export const defaultState = <T extends PlaceLike>(states: readonly T[]) =>
  byName(states, DEFAULT_STATE_NAME);

/** Hyderabad in any script, else the first. */
export const defaultDistrict = <T extends PlaceLike>(districts: readonly T[]) =>
  byName(districts, DEFAULT_DISTRICT_NAME);

/**
 * Wizard search (spec §5): case-insensitive, on names, codes, native-script names,
 * abbreviations and transliterations (the API's `search_terms`). Empty text matches all.
 */
export function matchesSearch(terms: readonly string[], text: string): boolean {
  const wanted = foldForSearch(text);
  if (!wanted) return true;
  return terms.some((term) => foldForSearch(term).includes(wanted));
}
