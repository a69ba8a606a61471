import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { pagedPath } from '@vaarta/core/addresses';
import { fetchNews } from '../api/news';
import { toCard } from '../api/news-cards';
import { EpaperSlot } from '../features/epaper/epaper-slot';
import { HomePage } from '../features/home/home-page';
import { BreakingAlerts } from '../features/push/breaking-alerts';
import { homeSections } from '../features/home/home-sections.server';
import { NEWS_GRID_DETAILS, NewsGrid } from '../features/news/news-grid';
import { addressContext } from '../lib/address.server';
import { ADDRESS_LIST_PAGE_SIZE } from '../lib/constants';
import { readsContext, siteUrlContext } from '../lib/context';
import { newsMediaOrganization } from '../lib/structured-data';
import { JsonLd } from '../ui/json-ld';
import type { Route } from './+types/address-home';
import { handle, shouldRevalidate } from './home';

export { handle, shouldRevalidate };

/**
 * A language's home (`/te`) or an edition's (`/te/andhra-pradesh/guntur`), docs/decisions/0110: the
 * home sections of the address's language and, on an edition's home, the district's latest news
 * with a link to the rest of its list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const found = context.get(addressContext);
  if (!found || 'article' in found) throw data(null, { status: 404 });
  const [home, local] = await Promise.all([
    homeSections(request, context),
    found.district
      ? fetchNews(context.get(readsContext), {
          languageId: found.language.id,
          stateId: found.state?.id,
          districtId: found.district.id,
          limit: ADDRESS_LIST_PAGE_SIZE,
        })
      : null,
  ]);
  return {
    ...home,
    publisher: newsMediaOrganization(context.get(siteUrlContext)),
    local: local && {
      place: found.district!.name,
      items: local.items.map((item) => toCard(item, NEWS_GRID_DETAILS)),
      more: local.pagination.totalPages > 1 ? pagedPath(found.address, 2) : null,
    },
  };
}

export default function AddressHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { local } = loaderData;
  return (
    <HomePage
      news={loaderData.news}
      epaper={<EpaperSlot requiresLogin={loaderData.epaperRequiresLogin} />}
      alerts={<BreakingAlerts />}
      title={local ? t('meta.editionTitle', { place: local.place }) : undefined}
      description={local ? t('meta.editionDescription', { place: local.place }) : undefined}
    >
      <JsonLd data={loaderData.publisher} />
      {local ? (
        <section aria-labelledby="local-news" className="flex flex-col gap-4">
          <h2 id="local-news" className="text-2xl font-bold">
            {t('lists.latestIn', { place: local.place })}
          </h2>
          <NewsGrid items={local.items} empty={t('lists.empty')} testId="local-news" />
          {local.more ? (
            <Link to={local.more} className="self-end font-semibold text-accent underline">
              {t('lists.more', { place: local.place })}
            </Link>
          ) : null}
        </section>
      ) : null}
    </HomePage>
  );
}
