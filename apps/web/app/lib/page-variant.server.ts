import { COOKIES, parseCookies } from './cookies';
import { languageOfRequest } from './i18n.server';

/**
 * The query parameters some page reads while it renders: the interface language, a list's page
 * and the mandi selection (features/mandi/mandi-query.ts). Any other (a campaign tag, a random
 * `?x=`) changes nothing.
 */
const PAGE_PARAMS = ['lng', 'state', 'district', 'category', 'page'];

/** A page's address without the query parameters no page reads, in one order. */
export function pageAddress(url: string): string {
  const parsed = new URL(url, 'http://page');
  const kept = new URLSearchParams();
  for (const name of PAGE_PARAMS) {
    for (const value of parsed.searchParams.getAll(name)) kept.append(name, value);
  }
  return kept.size ? `${parsed.pathname}?${kept.toString()}` : parsed.pathname;
}

/**
 * What makes two requests for the same URL render different pages: the interface language, the
 * reader's edition and the theme (all in cookies or the URL; pages carry nothing personal). The
 * server keys its shared page cache on it.
 */
export function pageVariant(
  path: string,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): string {
  const cookies = parseCookies(cookieHeader);
  const address = pageAddress(path);
  const language = languageOfRequest(new URL(address, 'http://page'), cookies, acceptLanguage);
  return [address, language, cookies[COOKIES.edition] ?? '', cookies[COOKIES.theme] ?? ''].join(
    '\n',
  );
}
