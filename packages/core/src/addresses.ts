/**
 * The canonical public addresses (docs/decisions/0110): the one place that builds and parses the
 * paths of a language, an edition (language × state × district), a category of an edition and an
 * article. A path says what a public page shows; nothing else (no cookie) does.
 *
 *   /te                                      language home
 *   /te/andhra-pradesh/guntur                edition home
 *   /te/andhra-pradesh/guntur/politics       a category of the edition
 *   /te/news/<slug>-<short id>               an article
 *   …/page/2                                 the second page of any of the three lists
 */

import { LANGUAGE_CODES, type LanguageCode } from './constants.ts';

/** The segment after the language that starts an article's address. */
export const ARTICLE_SEGMENT = 'news';
/** The segment that starts the page number of a list. */
export const PAGE_SEGMENT = 'page';
/**
 * Segments right after the language that are never a state's slug: the article segment and the
 * ones other public pages of a language keep for themselves.
 */
export const RESERVED_SEGMENTS: readonly string[] = [
  ARTICLE_SEGMENT,
  PAGE_SEGMENT,
  'search',
  'feed',
];

/** Hex digits of an article's id kept in its address: 48 random bits of a v4 UUID. */
export const SHORT_ID_LENGTH = 12;

export interface EditionPlace {
  language: LanguageCode;
  /** The state's slug (placeSlug of its English name). */
  state: string;
  /** The district's slug, unique within its state. */
  district: string;
}

export type Address =
  | { kind: 'language'; language: LanguageCode; page: number }
  | ({ kind: 'edition'; page: number } & EditionPlace)
  | ({ kind: 'category'; category: string; page: number } & EditionPlace)
  | { kind: 'article'; language: LanguageCode; slug: string; shortId: string };

/** A list's address: the three kinds that page. */
export type ListAddress = Exclude<Address, { kind: 'article' }>;

const LANGUAGES: ReadonlySet<string> = new Set(LANGUAGE_CODES);
const PLACE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SHORT_ID = new RegExp(`^[0-9a-f]{${SHORT_ID_LENGTH}}$`);
const PAGE_NUMBER = /^[1-9][0-9]{0,6}$/;

export function isLanguageCode(value: string): value is LanguageCode {
  return LANGUAGES.has(value);
}

/**
 * A state's or district's slug, from its English name, in plain ASCII so that it reads the same in
 * every language's address: accents dropped (Mahé → mahe), anything but letters and digits to one
 * hyphen.
 */
export function placeSlug(englishName: string): string {
  return englishName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The short id of an article: the first SHORT_ID_LENGTH hex digits of its UUID. */
export function shortIdOf(articleId: string): string {
  return articleId.replace(/-/g, '').slice(0, SHORT_ID_LENGTH).toLowerCase();
}

/**
 * The lowest and highest UUID that start with a short id, so that the article is found through
 * the primary key's index (`id between low and high`).
 */
export function idRangeOf(shortId: string): { low: string; high: string } {
  const uuid = (hex: string) =>
    `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { low: uuid(shortId.padEnd(32, '0')), high: uuid(shortId.padEnd(32, 'f')) };
}

function withPage(path: string, page: number): string {
  return page > 1 ? `${path}/${PAGE_SEGMENT}/${page}` : path;
}

export function languagePath(language: LanguageCode, page = 1): string {
  return withPage(`/${language}`, page);
}

export function editionPath(place: EditionPlace, page = 1): string {
  return withPage(`/${place.language}/${place.state}/${place.district}`, page);
}

export function categoryPath(place: EditionPlace & { category: string }, page = 1): string {
  return withPage(`${editionPath(place)}/${place.category}`, page);
}

/** An article's path from its language, stored slug (any script) and id (or short id). */
export function articlePath(article: { language: LanguageCode; slug: string; id: string }): string {
  const slug = encodeURIComponent(article.slug);
  const shortId = shortIdOf(article.id);
  return `/${article.language}/${ARTICLE_SEGMENT}/${slug ? `${slug}-${shortId}` : shortId}`;
}

export function pathOf(address: Address): string {
  switch (address.kind) {
    case 'language':
      return languagePath(address.language, address.page);
    case 'edition':
      return editionPath(address, address.page);
    case 'category':
      return categoryPath(address, address.page);
    case 'article':
      return articlePath({ language: address.language, slug: address.slug, id: address.shortId });
  }
}

/** The same list at another page. */
export function pagedPath(address: ListAddress, page: number): string {
  return pathOf({ ...address, page });
}

/** An absolute URL of a path, on the public origin the server is configured with. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).href;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function parseArticle(language: LanguageCode, rest: string[]): Address | null {
  if (rest.length !== 1) return null;
  const segment = decode(rest[0]!);
  if (segment === null) return null;
  const cut = segment.length - SHORT_ID_LENGTH;
  const shortId = segment.slice(cut);
  if (!SHORT_ID.test(shortId)) return null;
  if (cut === 0) return { kind: 'article', language, slug: '', shortId };
  if (segment[cut - 1] !== '-') return null;
  return { kind: 'article', language, slug: segment.slice(0, cut - 1), shortId };
}

/**
 * What a path addresses, by its shape only (whether the state, district or category exists is
 * the catalogue's to say), or null when it is not a public address. A path that is not in its
 * canonical form (trailing slash, `/page/1`, upper case) is null too: pathOf of the parsed address
 * is the one to redirect to, and canonicalPath finds it.
 */
export function parseAddress(pathname: string): Address | null {
  const segments = pathname.split('/').slice(1);
  const [language, ...rest] = segments;
  if (language === undefined || !isLanguageCode(language)) return null;
  if (rest[0] === ARTICLE_SEGMENT) return parseArticle(language, rest.slice(1));

  let page = 1;
  if (rest.length >= 2 && rest[rest.length - 2] === PAGE_SEGMENT) {
    const number = rest[rest.length - 1]!;
    if (!PAGE_NUMBER.test(number) || number === '1') return null;
    page = Number(number);
    rest.splice(-2, 2);
  }
  if (!rest.every((s) => PLACE_SLUG.test(s))) return null;
  if (rest.length > 0 && RESERVED_SEGMENTS.includes(rest[0]!)) return null;
  const [state, district, category] = rest;
  switch (rest.length) {
    case 0:
      return { kind: 'language', language, page };
    case 2:
      return { kind: 'edition', language, state: state!, district: district!, page };
    case 3:
      return {
        kind: 'category',
        language,
        state: state!,
        district: district!,
        category: category!,
        page,
      };
    default:
      return null;
  }
}

/**
 * The canonical form of a path that is nearly an address (upper case, a trailing slash,
 * `/page/1`), or null when it is not one at all. Equal to the path when it is already canonical.
 */
export function canonicalPath(pathname: string): string | null {
  const exact = parseAddress(pathname);
  if (exact) return exact.kind === 'article' ? pathOf(exact) : pathname;
  let path = pathname.replace(/\/+$/, '') || '/';
  path = path.replace(new RegExp(`/${PAGE_SEGMENT}/1$`), '');
  const [, first = '', second = ''] = path.split('/');
  const lowered =
    second === ARTICLE_SEGMENT
      ? path.replace(/^\/[^/]+/, `/${first.toLowerCase()}`)
      : path.toLowerCase();
  const address = parseAddress(lowered);
  return address ? pathOf(address) : null;
}

/**
 * The same address in another language: a list is the same list; an article has no equivalent of
 * its own (each story is written in one language), so it becomes the other language's home.
 */
export function inLanguage(address: Address, language: LanguageCode): Address {
  if (address.kind === 'article') return { kind: 'language', language, page: 1 };
  return { ...address, language };
}
