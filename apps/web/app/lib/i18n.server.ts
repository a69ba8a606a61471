import type { TFunction } from 'i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';
import { detectInterfaceLanguage, parseAcceptLanguage } from '@vaarta/i18n/detect';
import { COOKIES, parseCookies } from './cookies';
import { createI18n, loadDictionary, type Dictionary } from './i18n';

/** Every dictionary, loaded once when the server build starts. */
const all = Object.fromEntries(
  await Promise.all(
    LANGUAGE_CODES.map(async (code) => [code, await loadDictionary(code)] as const),
  ),
) as Record<LanguageCode, Dictionary>;
const shared = createI18n('en', all);

/**
 * The interface language the server can see: ?lng, cookie, then Accept-Language
 * (docs/product/reading.md, "Interface languages and direction").
 */
export function requestLanguage(request: Request): LanguageCode {
  return languageOfRequest(
    new URL(request.url),
    parseCookies(request.headers.get('cookie')),
    request.headers.get('accept-language'),
  );
}

export function languageOfRequest(
  url: URL,
  cookies: Record<string, string>,
  acceptLanguage: string | null | undefined,
): LanguageCode {
  return detectInterfaceLanguage({
    query: url.searchParams.get('lng'),
    cookie: cookies[COOKIES.language],
    browser: parseAcceptLanguage(acceptLanguage),
  });
}

/** An instance fixed to one language for one request; it shares the loaded dictionaries. */
export const i18nFor = (language: LanguageCode) =>
  shared.cloneInstance({ lng: language, initAsync: false });

export function tFor(request: Request): { t: TFunction; language: LanguageCode } {
  const language = requestLanguage(request);
  return { t: shared.getFixedT(language), language };
}

export interface PageMeta {
  title: string;
  description: string;
}

/** The <title> and meta description of a page, from `meta.{key}Title` / `meta.{key}Description`. */
export function pageMeta(request: Request, key: string): PageMeta {
  const { t } = tFor(request);
  return { title: t(`meta.${key}Title`), description: t(`meta.${key}Description`) };
}
