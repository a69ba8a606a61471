// Lets a server rendering reuse the HTML it made before for the same cards (docs/decisions/0091).
import { createContext, useContext, type Context, type ReactNode } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterDataContext,
  UNSAFE_DataRouterNavigationContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FetchersContext,
  UNSAFE_FrameworkContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
  UNSAFE_ViewTransitionContext,
} from 'react-router';

/**
 * Renders `render()`'s tree to HTML, or hands back the HTML it rendered before for the same
 * `key`: a key names everything the tree's HTML depends on. The server's only
 * (lib/reused-html.server.ts); the browser has none.
 */
export type HtmlReuser = (key: string, render: () => ReactNode) => string;

export const HtmlReuseContext = createContext<HtmlReuser | null>(null);

/** Whether this rendering can reuse HTML (the server's). */
export const useCanReuseHtml = () => useContext(HtmlReuseContext) !== null;

/** Wraps a tree in `context` with `value`. */
const carry =
  <T,>(Carried: Context<T>, value: T) =>
  (tree: ReactNode) => <Carried.Provider value={value}>{tree}</Carried.Provider>;

/**
 * An element whose content is `children` rendered on the server as HTML that other pages reuse
 * (docs/decisions/0091-home-sections-rendered-once.md). Only for content the browser keeps as the
 * server's HTML (ServerHtml): the browser never renders it with React. `reuseKey` must name
 * everything the HTML depends on besides the interface language. The tree rendered apart reads
 * the same router (its links, the page's time) and i18n as it would here.
 */
export function ReusedHtml({
  as: Tag,
  className,
  reuseKey,
  children,
}: {
  as: 'ul' | 'div';
  className?: string;
  reuseKey: string;
  children: ReactNode;
}) {
  const reuse = useContext(HtmlReuseContext);
  const carried = [
    carry(UNSAFE_FrameworkContext, useContext(UNSAFE_FrameworkContext)),
    carry(UNSAFE_DataRouterContext, useContext(UNSAFE_DataRouterContext)),
    carry(UNSAFE_DataRouterStateContext, useContext(UNSAFE_DataRouterStateContext)),
    carry(UNSAFE_DataRouterDataContext, useContext(UNSAFE_DataRouterDataContext)),
    carry(UNSAFE_DataRouterNavigationContext, useContext(UNSAFE_DataRouterNavigationContext)),
    carry(UNSAFE_FetchersContext, useContext(UNSAFE_FetchersContext)),
    carry(UNSAFE_ViewTransitionContext, useContext(UNSAFE_ViewTransitionContext)),
    carry(UNSAFE_NavigationContext, useContext(UNSAFE_NavigationContext)),
    carry(UNSAFE_LocationContext, useContext(UNSAFE_LocationContext)),
    carry(UNSAFE_RouteContext, useContext(UNSAFE_RouteContext)),
    carry(I18nContext, useContext(I18nContext)),
  ];
  const { i18n } = useTranslation();
  if (!reuse) throw new Error('ReusedHtml renders on the server only');
  const html = reuse(`${i18n.language}\n${reuseKey}`, () =>
    carried.reduceRight((tree, wrap) => wrap(tree), children),
  );
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
