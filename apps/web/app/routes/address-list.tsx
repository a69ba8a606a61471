import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { categoryPath, editionPath, languagePath, pagedPath } from '@vaarta/core/addresses';
import { toCard } from '../api/news-cards';
import { NEWS_GRID_DETAILS, NewsGrid } from '../features/news/news-grid';
import { addressContext, fetchListPage, pageCountOf } from '../lib/address.server';
import { readsContext, siteUrlContext } from '../lib/context';
import { breadcrumbList } from '../lib/structured-data';
import { JsonLd } from '../ui/json-ld';
import { ListPager } from '../ui/list-pager';
import type { Route } from './+types/address-list';

/**
 * A list at its own address (docs/decisions/0110): a category of an edition, or the later pages
 * of a language's or an edition's news, newest first, paged by address (`…/page/2`). A page past
 * the last is not found.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const found = context.get(addressContext);
  if (!found || 'article' in found) throw data(null, { status: 404 });
  const { address, language, state, district, category } = found;
  const siteUrl = context.get(siteUrlContext);
  const list = await fetchListPage(context.get(readsContext), found, address.page);
  const totalPages = pageCountOf(list);
  if (address.page > totalPages) throw data(null, { status: 404 });
  return {
    items: list.items.map((item) => toCard(item, NEWS_GRID_DETAILS)),
    page: address.page,
    totalPages,
    previous: address.page > 1 ? pagedPath(address, address.page - 1) : null,
    next: address.page < totalPages ? pagedPath(address, address.page + 1) : null,
    place: district?.name ?? language.name,
    category: category?.name ?? null,
    breadcrumbs:
      category && state && district && address.kind === 'category'
        ? breadcrumbList(siteUrl, [
            { name: language.name, path: languagePath(address.language) },
            { name: district.name, path: editionPath(address) },
            { name: category.name, path: categoryPath(address) },
          ])
        : null,
  };
}

export default function AddressList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, page, totalPages, previous, next, place, category, breadcrumbs } = loaderData;
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
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:title" content={title} />
      {breadcrumbs ? <JsonLd data={breadcrumbs} /> : null}
      <h1 className="text-3xl font-bold">{heading}</h1>
      <NewsGrid items={items} empty={t('lists.empty')} testId="address-list-news" />
      <ListPager
        label={t('lists.pagination')}
        position={t('lists.pageOf', { page, total: totalPages })}
        previous={previous}
        next={next}
        previousText={t('common.previous')}
        nextText={t('common.next')}
      />
    </div>
  );
}
