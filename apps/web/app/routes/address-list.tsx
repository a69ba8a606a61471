import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagedPath } from '@vaarta/core/addresses';
import { fetchNews, fetchNewsInCategories } from '../api/news';
import { toCard } from '../api/news-cards';
import { NEWS_GRID_DETAILS, NewsGrid } from '../features/news/news-grid';
import { addressContext } from '../lib/address.server';
import { ADDRESS_LIST_PAGE_SIZE } from '../lib/constants';
import { apiContext } from '../lib/context';
import type { Route } from './+types/address-list';

/**
 * A list at its own address (docs/decisions/0110): a category of an edition, or the later pages
 * of a language's or an edition's news, newest first, paged by address (`…/page/2`). A page past
 * the last is not found.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const found = context.get(addressContext);
  if (!found || 'article' in found) throw new Response(null, { status: 404 });
  const { address, language, state, district, category } = found;
  const filter = {
    languageId: language.id,
    stateId: state?.id,
    districtId: district?.id,
    page: address.page,
    limit: ADDRESS_LIST_PAGE_SIZE,
  };
  const api = context.get(apiContext);
  const list = category
    ? await fetchNewsInCategories(api, { ...filter, categoryIds: [category.id] })
    : await fetchNews(api, filter);
  const totalPages = Math.max(1, list.pagination.totalPages);
  if (address.page > totalPages) throw new Response(null, { status: 404 });
  return {
    items: list.items.map((item) => toCard(item, NEWS_GRID_DETAILS)),
    page: address.page,
    totalPages,
    previous: address.page > 1 ? pagedPath(address, address.page - 1) : null,
    next: address.page < totalPages ? pagedPath(address, address.page + 1) : null,
    place: district?.name ?? language.name,
    category: category?.name ?? null,
  };
}

export default function AddressList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, page, totalPages, previous, next, place, category } = loaderData;
  const heading = category ? `${category} · ${place}` : t('lists.latestIn', { place });
  const title = category
    ? t('meta.categoryTitle', { category, place })
    : t('meta.editionTitle', { place });
  const description = category
    ? t('meta.categoryDescription', { category, place })
    : t('meta.editionDescription', { place });
  return (
    <div className="flex flex-col gap-4" data-testid="address-list">
      <title>{page > 1 ? t('meta.pagedTitle', { title, page }) : title}</title>
      <meta name="description" content={description} />
      <h1 className="text-3xl font-bold">{heading}</h1>
      <NewsGrid items={items} empty={t('lists.empty')} testId="address-list-news" />
      {totalPages > 1 ? (
        <nav aria-label={t('lists.pagination')} className="flex items-center justify-center gap-4">
          {previous ? (
            <Link to={previous} rel="prev" className="rounded-md border border-line px-4 py-2">
              {t('common.previous')}
            </Link>
          ) : null}
          <span>{t('lists.pageOf', { page, total: totalPages })}</span>
          {next ? (
            <Link to={next} rel="next" className="rounded-md border border-line px-4 py-2">
              {t('common.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
