import { isRouteErrorResponse } from 'react-router';
import { ArticlePage } from '../features/article/article-page';
import { ArticleLoadError, ArticleNotFound } from '../features/article/article-states';
import { loadArticlePage } from '../features/article/load-article.server';
import { apiContext, siteUrlContext } from '../lib/context';
import { editionContext } from '../lib/edition.server';
import { articleMetaTags } from '../lib/meta';
import type { Route } from './+types/news';

/**
 * /news/{newsId} (docs/product/reading.md, "Article page"): the article, rendered in full on the
 * server for readers and search.
 */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadArticlePage(
    context.get(apiContext),
    params.newsId,
    context.get(siteUrlContext),
    context.get(editionContext).languages,
  );

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? articleMetaTags(loaderData.seo.page) : [];

export default function News({ loaderData }: Route.ComponentProps) {
  const { article, seo, related, authorNews } = loaderData;
  return (
    <ArticlePage
      article={article}
      url={seo.page.canonical}
      jsonLd={seo.jsonLd}
      related={related}
      authorNews={authorNews}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <ArticleNotFound />
  ) : (
    <ArticleLoadError />
  );
}
