import { matchPath } from 'react-router';
import type { ApiTransport, SharedPage } from '@vaarta/web-contract/server-contract';
import { createInProcessClient } from './api/client';
import { mandiAddress } from './features/mandi/mandi-address.server';
import { COOKIES, parseCookies } from './lib/cookies';
import { formatEditionCookie } from './lib/edition';
import { requestEdition } from './lib/edition.server';
import { languageOfRequest } from './lib/i18n.server';
import { parseTheme } from './lib/theme';

/**
 * The query parameters some page reads while it renders: the interface language, a list's page
 * and the mandi selection (features/mandi/mandi-query.ts). Any other (a campaign tag, a random
 * `?x=`) changes nothing.
 */
const PAGE_PARAMS = ['lng', 'state', 'district', 'category', 'page'];

const MANDI_PATH = '/mandi';

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
 * Where a page is rendered and what makes two requests for it render different pages: the
 * interface language, the reader's edition as the page resolves it against the catalogue, and
 * the theme (pages carry nothing personal). An edition, theme or mandi selection the page cannot
 * use renders what the page falls back to, so it shares that page's variant: endless made-up
 * values neither fill the server's shared page cache nor make it render each time. The lists
 * are the ones every page reads, kept in the server's memory.
 */
export async function pageVariant(
  url: string,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  transport: ApiTransport,
): Promise<SharedPage> {
  const cookies = parseCookies(cookieHeader);
  const kept = pageAddress(url);
  const parsed = new URL(kept, 'http://page');
  const language = languageOfRequest(parsed, cookies, acceptLanguage);
  const edition = requestEdition(
    createInProcessClient((path, query) => transport(path, query, {})),
    cookieHeader ?? null,
  );
  const address = matchPath(MANDI_PATH, parsed.pathname)
    ? await mandiAddress(parsed, edition)
    : kept;
  // The defaults are saved by the browser once shown: that page differs from a saved edition's.
  const saved = edition.defaulted ? '' : `saved:${formatEditionCookie(await edition.selection())}`;
  const theme = parseTheme(cookies[COOKIES.theme]) ?? '';
  return { address, variant: [address, language, saved, theme].join('\n') };
}
