import type { TFunction } from 'i18next';
import { languageOfPath } from '@vaarta/core/discovery-paths';
import { LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';
import { detectInterfaceLanguage, parseAcceptLanguage } from '@vaarta/i18n/detect';
import { COOKIES, parseCookies } from './cookies';
import { pagePathOf } from './html-only-data';
import { createI18n, loadDictionary, type Dictionary } from './i18n';
import { loadNamespace } from './namespaces';

/** Every dictionary, loaded once when the server build starts. */
const all = Object.fromEntries(
  await Promise.all(
    LANGUAGE_CODES.map(async (code) => [code, await loadDictionary(code)] as const),
  ),
) as Record<LanguageCode, Dictionary>;
const shared = createI18n('en', all);
// The accounts' words too, should a dialog ever be drawn on the server.
for (const code of LANGUAGE_CODES) {
  shared.addResourceBundle(code, 'accounts', await loadNamespace('accounts', code));
}

/**
 * The interface language the server can see: the language a public address or a search page
 * names (docs/decisions/0110), else ?lng, cookie, then Accept-Language (docs/product/reading.md,
 * "Interface languages and direction").
 */
export function requestLanguage(request: Request): LanguageCode {
  const named = languageOfPath(pagePathOf(request));
  if (named) return named;
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

/** Texts of keys translated without options, by language, namespace and key. */
const plainTexts = new Map<string, string>();

/**
 * `t` as i18next makes it, remembering what a key without options translates to: i18next copies
 * its whole configuration on every call, and a home page's cards translate the same few words
 * a hundred times. The dictionaries never change while the server runs.
 */
function rememberingPlainTexts(fixedT: FixedT): FixedT {
  const { lng, ns, keyPrefix } = fixedT;
  if (typeof lng !== 'string' || typeof ns !== 'string' || keyPrefix) return fixedT;
  const remembering = (key: unknown, ...options: unknown[]) => {
    if (typeof key !== 'string' || options.length > 0) return fixedT(key, ...options);
    const id = `${lng}\0${ns}\0${key}`;
    const known = plainTexts.get(id);
    if (known !== undefined) return known;
    const text = fixedT(key);
    if (typeof text === 'string') plainTexts.set(id, text);
    return text;
  };
  return Object.assign(remembering, fixedT);
}

/** i18next's fixed `t`, as a function with the language, namespace and key prefix it is fixed to. */
type FixedT = ((...args: unknown[]) => unknown) & {
  lng?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
};

/** An instance fixed to one language for one request; it shares the loaded dictionaries. */
export function i18nFor(language: LanguageCode) {
  const instance = shared.cloneInstance({ lng: language, initAsync: false });
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => FixedT;
  instance.getFixedT = ((...args: unknown[]) =>
    rememberingPlainTexts(getFixedT(...args))) as unknown as typeof instance.getFixedT;
  return instance;
}

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
