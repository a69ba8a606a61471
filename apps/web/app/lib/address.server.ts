// What a public address names, checked against the catalogue (docs/decisions/0110).
import { createContext, redirect } from 'react-router';
import {
  absoluteUrl,
  inLanguage,
  isLanguageCode,
  pathOf,
  placeSlug,
  type Address,
  type EditionPlace,
  type ListAddress,
} from '@vaarta/core/addresses';
import { DEFAULT_LANGUAGE_CODE, type LanguageCode } from '@vaarta/core/constants';
import { fetchCategories, type Category } from '../api/categories';
import { ApiError, isRetryable } from '../api/client';
import {
  fetchArticleByAddress,
  fetchNews,
  fetchNewsInCategories,
  type NewsArticle,
} from '../api/news';
import type { PageReads } from '../api/page-reads';
import {
  fetchDistricts,
  fetchLanguages,
  fetchStates,
  type Language,
  type Place,
} from '../api/places';
import { ADDRESS_LIST_PAGE_SIZE } from './constants';
import type { EditionIds } from './edition';
import type { RequestEdition } from './edition.server';
import { withRetry } from './retry';

/** A list's address with the catalogue's records of each part it names. */
export interface FoundList {
  address: ListAddress;
  language: Language;
  state: Place | null;
  district: Place | null;
  category: Category | null;
}

/** An article's address with the article it names. */
export interface FoundArticle {
  address: Extract<Address, { kind: 'article' }>;
  language: Language;
  article: NewsArticle;
}

export type FoundAddress = FoundList | FoundArticle;

const bySlug = <T extends Place>(places: T[], slug: string) =>
  places.find((place) => placeSlug(place.englishName) === slug) ?? null;

/**
 * The language, state, district and category a list's address names, or null when the catalogue
 * knows one of them not: the page is then not found. The lists are the catalogue's, kept in the
 * server's memory.
 */
export async function findList(reads: PageReads, address: ListAddress): Promise<FoundList | null> {
  const language = (await fetchLanguages(reads)).find((l) => l.code === address.language);
  if (!language) return null;
  if (address.kind === 'language') {
    return { address, language, state: null, district: null, category: null };
  }
  const state = bySlug(await fetchStates(reads, language.id), address.state);
  if (!state) return null;
  const district = bySlug(await fetchDistricts(reads, language.id, state.id), address.district);
  if (!district) return null;
  if (address.kind === 'edition') return { address, language, state, district, category: null };
  const category =
    (await fetchCategories(reads, language.id)).find((c) => c.slug === address.category) ?? null;
  return category ? { address, language, state, district, category } : null;
}

/** One page of a found list's news, newest first. */
export function fetchListPage(reads: PageReads, found: FoundList, page: number) {
  const filter = {
    languageId: found.language.id,
    stateId: found.state?.id,
    districtId: found.district?.id,
    page,
    limit: ADDRESS_LIST_PAGE_SIZE,
  };
  return found.category
    ? fetchNewsInCategories(reads, { ...filter, categoryIds: [found.category.id] })
    : fetchNews(reads, filter);
}

/** A list's pages: at least one, an empty list's. */
export const pageCountOf = (list: { pagination: { totalPages: number } }) =>
  Math.max(1, list.pagination.totalPages);

/** Whether the page a list's address names exists: a page past the last is not found. */
export async function hasPage(reads: PageReads, found: FoundList): Promise<boolean> {
  const { page } = found.address;
  return page === 1 || page <= pageCountOf(await fetchListPage(reads, found, 1));
}

/** A redirect that follows the reader's own edition (a cookie): no shared cache may keep it. */
export const redirectForReader = (path: string) =>
  redirect(path, {
    status: 302,
    headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' },
  });

/** The edition a found address shows: its language, state and district. */
export function editionIdsOf(found: FoundAddress): EditionIds {
  if ('article' in found) {
    return {
      languageId: found.article.languageId,
      stateId: found.article.stateId,
      districtId: found.article.stateId ? found.article.districtId : null,
    };
  }
  return {
    languageId: found.language.id,
    stateId: found.state?.id ?? null,
    districtId: found.district?.id ?? null,
  };
}

/** The public address of this request, found; null on any other page. */
export const addressContext = createContext<FoundAddress | null>(null);

/**
 * The published article an address names, or null when there is none (the page is then not
 * found). Network errors and 5xx are tried again, as for every article (docs/decisions/0011).
 */
export async function findArticle(
  reads: PageReads,
  address: Extract<Address, { kind: 'article' }>,
): Promise<FoundArticle | null> {
  try {
    const article = await withRetry(
      () => fetchArticleByAddress(reads, address.shortId, address.slug),
      isRetryable,
    );
    const language = (await fetchLanguages(reads)).find((l) => l.id === article.languageId);
    return language ? { address, language, article } : null;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return null;
    throw error;
  }
}

/** What a public page says of its address in its head (docs/decisions/0110). */
export interface PublicPage {
  /** The page's own absolute URL. */
  canonical: string;
  /** The same page in each language the catalogue has, and `x-default`; an article has itself. */
  alternates: { hreflang: string; href: string }[];
  /** An article's page (its own tags say more of it). */
  article: boolean;
}

export function publicPageOf(
  found: FoundAddress,
  siteUrl: string,
  languages: Language[],
): PublicPage {
  const canonical = absoluteUrl(siteUrl, pathOf(found.address));
  if ('article' in found) {
    return {
      canonical,
      alternates: [
        { hreflang: found.address.language, href: canonical },
        { hreflang: 'x-default', href: canonical },
      ],
      article: true,
    };
  }
  const codes = languages.map((l) => l.code).filter(isLanguageCode);
  const at = (code: LanguageCode) => absoluteUrl(siteUrl, pathOf(inLanguage(found.address, code)));
  const fallback = codes.includes(DEFAULT_LANGUAGE_CODE)
    ? DEFAULT_LANGUAGE_CODE
    : found.address.language;
  return {
    canonical,
    alternates: [
      ...codes.map((code) => ({ hreflang: code, href: at(code) })),
      { hreflang: 'x-default', href: at(fallback) },
    ],
    article: false,
  };
}

/** The address parts of an edition that names a language, a state and a district; else null. */
export async function editionPlaceOf(edition: RequestEdition): Promise<EditionPlace | null> {
  const { language, state, district } = await edition.selection();
  if (!language || !state || !district || !isLanguageCode(language.code)) return null;
  const stateRecord = (await edition.states()).find((s) => s.id === state.id);
  const districtRecord = (await edition.districts(state.id)).find((d) => d.id === district.id);
  if (!stateRecord || !districtRecord) return null;
  return {
    language: language.code,
    state: placeSlug(stateRecord.englishName),
    district: placeSlug(districtRecord.englishName),
  };
}

/**
 * Where the language switch of a public page leads, per language code: the same list in that
 * language; from an article, its edition's home (its language's home when it has no district).
 */
export async function languageSwitchOf(
  found: FoundAddress,
  edition: RequestEdition,
): Promise<Partial<Record<LanguageCode, string>>> {
  let address: Address = found.address;
  if ('article' in found) {
    const place = await editionPlaceOf(edition);
    if (place) address = { kind: 'edition', ...place, page: 1 };
  } else if (found.address.page > 1) {
    address = { ...found.address, page: 1 };
  }
  const codes = (await edition.languages()).map((l) => l.code).filter(isLanguageCode);
  return Object.fromEntries(codes.map((code) => [code, pathOf(inLanguage(address, code))]));
}
