// Data only the server's HTML shows, kept out of the page's hydration data (docs/decisions/0073).
import { createContext as createReactContext, useContext } from 'react';
import { createContext } from 'react-router';

/**
 * What a page's server HTML shows but its browser code never reads (cards that stay plain HTML
 * after hydration): a loader puts it here instead of in its answer, so it is not serialised into
 * the page for hydration. One store per request, handed to the rendering by entry.server; the
 * browser has none.
 */
export const htmlOnlyDataContext = createContext<Map<string, unknown>>();

export const HtmlOnlyDataContext = createReactContext<Map<string, unknown> | null>(null);

/** The value a loader kept for the HTML under `key`: on the server only. */
export const useHtmlOnlyData = <T>(key: string) =>
  useContext(HtmlOnlyDataContext)?.get(key) as T | undefined;

/**
 * A request for the page itself, which hydrates the HTML it receives, whoever asks (a browser,
 * a crawler); a navigation inside the app asks for the page's data instead (`/path.data`,
 * React Router hands loaders that request as it came) and gets everything.
 */
export const isDocumentRequest = (request: Request) =>
  !new URL(request.url).pathname.endsWith('.data');

/** The page's own path, also when its data is asked for (`/te.data`, `/_root.data` for `/`). */
export function pagePathOf(request: Request): string {
  const { pathname } = new URL(request.url);
  if (!pathname.endsWith('.data')) return pathname;
  return pathname === '/_root.data' ? '/' : pathname.slice(0, -'.data'.length);
}

/** Stands in the page's data for a list whose items are in its server HTML only. */
export interface KeptList {
  keptInHtml: true;
  count: number;
}

export type ListOrKept<T> = T[] | KeptList;

/** The mark for a list kept in the HTML (an empty list stays itself: there is nothing to keep). */
export const keptList = <T>(items: T[]): ListOrKept<T> =>
  items.length > 0 ? { keptInHtml: true, count: items.length } : items;

export const listLength = (list: ListOrKept<unknown>) =>
  Array.isArray(list) ? list.length : list.count;
