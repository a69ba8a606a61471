import { data, isRouteErrorResponse, redirect } from 'react-router';
import { ArticlePage } from '../features/article/article-page';
import { SaveForOffline } from '../features/offline/save-for-offline';
import { ArticleLoadError, ArticleNotFound } from '../features/article/article-states';
import { keepArticleListsInHtml, useHtmlOnlyArticleLists } from '../features/article/kept-lists';
import { articlePageOf } from '../features/article/load-article.server';
import { categoryPath, editionPath, languagePath } from '@vaarta/core/addresses';
import { addressContext, editionPlaceOf } from '../lib/address.server';
import { readsContext, siteUrlContext } from '../lib/context';
import { editionContext } from '../lib/edition.server';
import { htmlOnlyDataContext, isDocumentRequest, pagePathOf } from '../lib/html-only-data';
import { articleMetaTags } from '../lib/meta';
import { breadcrumbList } from '../lib/structured-data';
import { JsonLd } from '../ui/json-ld';
import { HYDRATE_ON_INTERACTION } from '../ui/page-scripts';
import type { Route } from './+types/article';

/**
 * /{language}/news/{slug}-{short id} (docs/product/reading.md, "Article page"; docs/decisions/0110):
 * the article, rendered in full on the server for readers and search. An address with a stale slug
 * or another language answers a permanent redirect to the article's own. A page load hydrates the
 * story lists around it as plain HTML, so their cards stay out of its data.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const found = context.get(addressContext);
  if (!found || !('article' in found)) throw data(null, { status: 404 });
  const { article } = found;
  if (pagePathOf(request) !== article.path) throw redirect(article.path, 301);
  const edition = context.get(editionContext);
  const siteUrl = context.get(siteUrlContext);
  const [page, place, { district }] = await Promise.all([
    articlePageOf(context.get(readsContext), article, siteUrl, edition.languages),
    editionPlaceOf(edition),
    edition.selection(),
  ]);
  // Language home, then the article's edition and its category there when it has a district.
  const trail = [{ name: found.language.name, path: languagePath(found.address.language) }];
  if (place && district) {
    trail.push({ name: district.name, path: editionPath(place) });
    trail.push({
      name: article.categoryName,
      path: categoryPath({ ...place, category: article.categorySlug }),
    });
  }
  trail.push({ name: article.title, path: article.path });
  const withTrail = { ...page, breadcrumbs: breadcrumbList(siteUrl, trail) };
  return isDocumentRequest(request)
    ? keepArticleListsInHtml(withTrail, context.get(htmlOnlyDataContext))
    : withTrail;
}

/** A reader's first interaction hydrates the article, not its load (docs/decisions/0095). */
export const handle = HYDRATE_ON_INTERACTION;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? articleMetaTags(loaderData.seo.page) : [];

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, seo, breadcrumbs } = loaderData;
  const { related, authorNews } = useHtmlOnlyArticleLists() ?? loaderData;
  return (
    <>
      <ArticlePage
        article={article}
        url={seo.page.canonical}
        jsonLd={seo.jsonLd}
        related={related}
        authorNews={authorNews}
        save={<SaveForOffline title={article.title} image={article.leadImage?.url ?? null} />}
      />
      <JsonLd data={breadcrumbs} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <ArticleNotFound />
  ) : (
    <ArticleLoadError />
  );
}
