// A cached page's key: the address it reads and the variant it renders with (docs/decisions/0140).
import { matchPath } from 'react-router';
import { parseAddress } from '@vaarta/core/addresses';
import { supportedLanguageOf } from '@vaarta/i18n/detect';
import type { PageReads } from '@vaarta/web-contract/page-reads';
import {
  NOT_FOUND_ADDRESS,
  type ApiTransport,
  type SharedPage,
} from '@vaarta/web-contract/server-contract';
import { createInProcessClient } from './api/client';
import { inProcessReads } from './api/page-reads';
import { mandiAddress } from './features/mandi/mandi-address.server';
import { MANDI_PARAMS } from './features/mandi/mandi-query';
import { COOKIES, parseCookies } from './lib/cookies';
import { formatEditionCookie } from './lib/edition';
import { hasPage } from './lib/address.server';
import { resolveRequest } from './lib/edition.server';
import { languageOfRequest } from './lib/i18n.server';
import { LIST_PAGE_PARAM, listPageOf } from './lib/list-page';
import { parseTheme } from './lib/theme';

const MANDI_PATH = '/mandi';

/**
 * The query parameters a page reads while it renders, besides the interface language: the mandi
 * selection (features/mandi/mandi-query.ts). Any other (a campaign tag, a random `?x=`, a
 * `?page=` on a page without pages) changes nothing.
 */
const READ_PARAMS: ReadonlyArray<[path: string, params: readonly string[]]> = [
  [MANDI_PATH, Object.values(MANDI_PARAMS)],
];

/**
 * A page's address with only what it reads, in one order: the interface language as the page
 * reads it (a `lng` no language answers to is read as none), the first value of each parameter
 * its path reads, and the list's page as a number (`?page=02` is the second page).
 */
export function pageAddress(url: string): string {
  const parsed = new URL(url, 'http://page');
  // A public address reads nothing but its path (docs/decisions/0110).
  if (parseAddress(parsed.pathname)) return parsed.pathname;
  const kept = new URLSearchParams();
  const language = supportedLanguageOf(parsed.searchParams.get('lng'));
  if (language) kept.set('lng', language);
  const read = READ_PARAMS.find(([path]) => matchPath(path, parsed.pathname))?.[1] ?? [];
  for (const name of read) {
    const value = parsed.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  if (kept.has(LIST_PAGE_PARAM)) {
    const page = listPageOf(kept);
    if (page > 1) kept.set(LIST_PAGE_PARAM, String(page));
    else kept.delete(LIST_PAGE_PARAM);
  }
  return kept.size ? `${parsed.pathname}?${kept.toString()}` : parsed.pathname;
}

/**
 * Where a page is rendered and what makes two requests for it render different pages: the
 * interface language, the reader's edition as the page resolves it against the catalogue, and
 * the theme (pages carry nothing personal). An edition, theme or mandi selection the page cannot
 * use renders what the page falls back to, so it shares that page's variant: endless made-up
 * values neither fill the server's shared page cache nor make it render each time. The lists
 * are the ones every page reads, kept in the server's memory. What it resolved (the edition, a
 * list's address) goes to the page's render, which then does not resolve it again.
 */
export async function pageVariant(
  url: string,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  serverReads: PageReads,
  transport: ApiTransport,
): Promise<SharedPage> {
  const cookies = parseCookies(cookieHeader);
  const kept = pageAddress(url);
  const parsed = new URL(kept, 'http://page');
  const reads = inProcessReads(serverReads);
  const address = parseAddress(parsed.pathname);
  if (address?.kind === 'article') {
    // One page for everyone: the address is the whole variant. The article is read by the
    // render alone, so a page the cache holds is sent without reading it.
    return { address: kept, variant: kept, resolved: null };
  }
  const resolved = await resolveRequest(reads, parsed.pathname, cookieHeader ?? null);
  if (address) {
    // A list's address is its whole variant too; one whose place or category the catalogue does
    // not know, or a page past its last, is the not-found page.
    const found = resolved.address;
    const known = found !== null && !('article' in found) && (await hasPage(reads, found));
    const at = known ? kept : NOT_FOUND_ADDRESS;
    return { address: at, variant: at, resolved: known ? resolved : null };
  }
  const { edition } = resolved;
  const language = languageOfRequest(parsed, cookies, acceptLanguage);
  const at = matchPath(MANDI_PATH, parsed.pathname)
    ? await mandiAddress(
        parsed,
        edition,
        createInProcessClient((path, query) => transport(path, query, {})),
      )
    : kept;
  // The defaults are saved by the browser once shown: that page differs from a saved edition's.
  const saved = edition.defaulted ? '' : `saved:${formatEditionCookie(await edition.selection())}`;
  const theme = parseTheme(cookies[COOKIES.theme]) ?? '';
  return { address: at, variant: [at, language, saved, theme].join('\n'), resolved };
}
