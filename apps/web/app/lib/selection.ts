import {
  DEFAULT_DISTRICT_NAME,
  DEFAULT_LANGUAGE_CODE,
  DEFAULT_STATE_NAME,
} from '@vaarta/core/constants';
import { foldForSearch } from '@vaarta/core/text';

/**
 * The edition's defaults and the wizard's search (docs/product/reading.md), on api/places.ts lists.
 */

interface LanguageLike {
  name: string;
  code: string;
  englishName?: string;
}
interface PlaceLike {
  englishName: string;
  searchTerms: string[];
}

/** The language whose name contains 'english' or whose code is en, else the first. */
export function defaultLanguage<T extends LanguageLike>(languages: readonly T[]): T | undefined {
  return (
    languages.find(
      (l) =>
        l.code.toLowerCase() === DEFAULT_LANGUAGE_CODE ||
        /english/i.test(l.name) ||
        /english/i.test(l.englishName ?? ''),
    ) ?? languages[0]
  );
}

function byName<T extends PlaceLike>(places: readonly T[], englishName: string): T | undefined {
  const wanted = foldForSearch(englishName);
  return (
    places.find((p) => foldForSearch(p.englishName) === wanted) ??
    places.find((p) => p.searchTerms.some((term) => foldForSearch(term) === wanted)) ??
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
 * Wizard search (docs/product/reading.md, "Location wizard"): case-insensitive, on names, codes,
 * native-script names, abbreviations and transliterations (a place's `searchTerms`). Empty text
 * matches all.
 */
export function matchesSearch(terms: readonly string[], text: string): boolean {
  const wanted = foldForSearch(text);
  if (!wanted) return true;
  return terms.some((term) => foldForSearch(term).includes(wanted));
}
