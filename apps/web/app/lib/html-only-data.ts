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
 * A browser loading the page itself, which hydrates the HTML it receives; a script's data
 * request (a navigation inside the app) says `empty` and gets everything, as do clients that
 * say nothing.
 */
export const isDocumentRequest = (request: Request) =>
  request.headers.get('sec-fetch-dest') === 'document';

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
