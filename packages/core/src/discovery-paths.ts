/**
 * The addresses through which search engines, feed readers and browsers discover the news
 * (docs/decisions/0121-feed-sitemap-and-search-addresses.md): the search page, feeds of every
 * list and the sitemaps. Built on the public addresses of packages/core/src/addresses.ts.
 */
import type { LanguageCode } from './constants.ts';
import { isLanguageCode, languagePath, parseAddress, pathOf } from './addresses.ts';

/** The search results page of a language (`/te/search`, the typed text in `?q=`). */
export function searchPath(language: LanguageCode): string {
  return `${languagePath(language)}/search`;
}

/** Whether a path is a language's search results page. */
export function isSearchPath(pathname: string): boolean {
  const [, language = '', page, ...rest] = pathname.split('/');
  return isLanguageCode(language) && page === 'search' && rest.length === 0;
}

/**
 * The language a path names, which is its page's interface language: a public address's, or a
 * language's search page's (`/ur/search`). Null for any other path.
 */
export function languageOfPath(pathname: string): LanguageCode | null {
  const address = parseAddress(pathname);
  if (address) return address.language;
  const language = pathname.split('/')[1] ?? '';
  return isSearchPath(pathname) && isLanguageCode(language) ? language : null;
}

/** The OpenSearch description of a language's search. */
export function openSearchPath(language: LanguageCode): string {
  return `${searchPath(language)}/opensearch.xml`;
}

/** The three formats every list's feed is sent in, by their file name. */
export const FEED_FILES = { rss: 'feed.xml', atom: 'feed.atom', json: 'feed.json' } as const;
export type FeedFormat = keyof typeof FEED_FILES;

/** A list's feed: its page's path (language, edition or category, first page) and the file. */
export function feedPath(listPath: string, format: FeedFormat): string {
  return `${listPath}/${FEED_FILES[format]}`;
}

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const NEWS_SITEMAP_PATH = '/sitemaps/news.xml';

/** The kinds of a language's sitemaps; articles come in numbered parts. */
export type SitemapKind = 'editions' | 'categories' | 'articles';

const SITEMAP_FILE =
  /^([a-z]{2})-(editions|categories|articles)(?:-([2-9]|[1-9][0-9]{1,5}))?\.xml$/;

/** What a sitemap's file name (`te-articles-2.xml`) names, or null when it names none. */
export function parseSitemapFile(
  name: string,
): { language: LanguageCode; kind: SitemapKind; part: number } | null {
  const match = SITEMAP_FILE.exec(name);
  if (!match || !isLanguageCode(match[1]!)) return null;
  return { language: match[1], kind: match[2] as SitemapKind, part: Number(match[3] ?? 1) };
}

/** A language's sitemap of one kind (`/sitemaps/te-articles-2.xml`; parts count from 1). */
export function sitemapPath(language: LanguageCode, kind: SitemapKind, part = 1): string {
  return `/sitemaps/${language}-${kind}${part > 1 ? `-${part}` : ''}.xml`;
}

/**
 * The list whose feed a page links: the list the page is (its first page), the language of an
 * article, or, for any other page, the language it is shown in.
 */
export function feedListPathOf(pathname: string, shownIn: LanguageCode): string {
  const address = parseAddress(pathname);
  if (!address) return languagePath(shownIn);
  if (address.kind === 'article') return languagePath(address.language);
  return pathOf({ ...address, page: 1 });
}
