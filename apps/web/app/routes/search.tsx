import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { isLanguageCode } from '@vaarta/core/addresses';
import { NEWS_SEARCH_MATCHES_MAX } from '@vaarta/core/constants';
import { searchNews } from '../api/news';
import { toCard, type NewsCardItem } from '../api/news-cards';
import { NEWS_GRID_DETAILS, NewsGrid } from '../features/news/news-grid';
import { SearchBox } from '../features/search/search-box';
import { searchRequestOf, type SearchRequest } from '../features/search/search-text';
import { readsContext } from '../lib/context';
import { editionContext } from '../lib/edition.server';
import { formatNumber } from '../lib/format';
import { tFor } from '../lib/i18n.server';
import { listPageOf } from '../lib/list-page';
import { metaTags } from '../lib/meta';
import type { Route } from './+types/search';

interface Results {
  items: NewsCardItem[];
  total: number;
  page: number;
  totalPages: number;
}

/**
 * A language's search results (docs/product/search.md): what `?q=` finds in that language's
 * stories, newest or best first, paged. Never shared by a cache
 * (docs/decisions/0120-search-stays-out-of-caches.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLanguageCode(params.lang)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const search = searchRequestOf(url.searchParams);
  const { t } = tFor(request);
  const meta = {
    title: search.text
      ? t('meta.searchResultsTitle', { query: search.text })
      : t('meta.searchTitle'),
    description: t('meta.searchDescription'),
  };
  let results: Results | null = null;
  let failed = false;
  const language = (await context.get(editionContext).languages()).find(
    (l) => l.code === params.lang,
  );
  if (search.text && !search.problem && language) {
    try {
      const page = listPageOf(url.searchParams);
      const list = await searchNews(context.get(readsContext), {
        text: search.text,
        languageId: language.id,
        order: search.order,
        page,
      });
      results = {
        items: list.items.map((item) => toCard(item, NEWS_GRID_DETAILS)),
        total: list.pagination.total,
        page,
        totalPages: Math.max(1, list.pagination.totalPages),
      };
    } catch {
      failed = true;
    }
  }
  return data(
    { meta, language: params.lang, search, results, failed },
    { headers: { 'Cache-Control': 'private, no-cache' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The search page itself (no query) is a page of the site like any other; its results are never
 * indexed (docs/decisions/0175-search-page-indexed-results-not.md).
 */
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...metaTags(loaderData?.meta),
  ...(loaderData?.search.text ? [{ name: 'robots', content: 'noindex, follow' }] : []),
];

function pageLink(search: SearchRequest, page: number): string {
  const query = new URLSearchParams({ q: search.text });
  if (search.order !== 'newest') query.set('sort', search.order);
  if (page > 1) query.set('page', String(page));
  return `?${query.toString()}`;
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { language, search, results, failed } = loaderData;
  // Isolated like <bdi>: an English query inside an Urdu sentence keeps its own direction.
  const query = `\u2068${search.text}\u2069`;
  return (
    <div className="flex flex-col gap-4" data-testid="search-page">
      <h1 className="text-3xl font-bold">{t('search.title')}</h1>
      <SearchBox
        language={language}
        defaultValue={search.text}
        id="search-page-box"
        className="max-w-xl"
      />
      {search.problem ? (
        <p role="alert" className="text-danger">
          {t(search.problem)}
        </p>
      ) : null}
      {!search.text ? <p className="text-muted">{t('search.prompt')}</p> : null}
      {failed ? (
        <p role="alert" className="text-danger">
          {t('search.failed')}
        </p>
      ) : null}
      {results ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="status" data-testid="search-count">
              {results.total >= NEWS_SEARCH_MATCHES_MAX
                ? t('search.countMany', {
                    count: formatNumber(NEWS_SEARCH_MATCHES_MAX, i18n.language),
                    query,
                  })
                : results.total > 0
                  ? t('search.count', { count: results.total, query })
                  : null}
            </p>
            {results.total > 1 ? (
              <nav aria-label={t('search.orderLabel')} className="flex gap-2 text-sm">
                {(['newest', 'relevance'] as const).map((order) => (
                  <Link
                    key={order}
                    to={pageLink({ ...search, order }, 1)}
                    aria-current={search.order === order ? 'true' : undefined}
                    className={`rounded-md border border-line px-3 py-1.5 ${search.order === order ? 'bg-raised font-semibold' : ''}`}
                  >
                    {t(`search.${order}`)}
                  </Link>
                ))}
              </nav>
            ) : null}
          </div>
          <NewsGrid
            items={results.items}
            empty={t('search.empty', { query })}
            testId="search-results"
          />
          {results.total === 0 ? (
            <p className="text-center text-muted">{t('search.emptyHint')}</p>
          ) : null}
          {results.totalPages > 1 ? (
            <nav
              aria-label={t('search.pagination')}
              className="flex items-center justify-center gap-4"
            >
              {results.page > 1 ? (
                <Link
                  to={pageLink(search, results.page - 1)}
                  className="rounded-md border border-line px-4 py-2"
                >
                  {t('common.previous')}
                </Link>
              ) : null}
              <span>{t('search.pageOf', { page: results.page, total: results.totalPages })}</span>
              {results.page < results.totalPages ? (
                <Link
                  to={pageLink(search, results.page + 1)}
                  className="rounded-md border border-line px-4 py-2"
                >
                  {t('common.next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
