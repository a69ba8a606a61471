import { COOKIES, parseCookies } from './cookies';
import { languageOfRequest } from './i18n.server';

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
  const language = languageOfRequest(new URL(path, 'http://page'), cookies, acceptLanguage);
  return [path, language, cookies[COOKIES.edition] ?? '', cookies[COOKIES.theme] ?? ''].join('\n');
}
