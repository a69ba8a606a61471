import { isRouteErrorResponse, redirect } from 'react-router';
import { ArticleLoadError, ArticleNotFound } from '../features/article/article-states';
import { loadArticle } from '../features/article/load-article.server';
import { readsContext } from '../lib/context';
import type { Route } from './+types/news';

/**
 * /news/{newsId}, the article's address before docs/decisions/0110: a permanent redirect to its
 * canonical address, so links readers shared keep working. An unknown id is not found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await loadArticle(context.get(readsContext), params.newsId);
  return redirect(article.path, 301);
}

export default function News() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <ArticleNotFound />
  ) : (
    <ArticleLoadError />
  );
}
