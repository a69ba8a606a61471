import { useTranslation } from 'react-i18next';
import { fetchNewsInCategories } from '../api/news';
import { toCard, type NewsCardItem } from '../api/news-cards';
import { NEWS_GRID_DETAILS, NewsGrid } from '../features/news/news-grid';
import { readsContext } from '../lib/context';
import { editionContext } from '../lib/edition.server';
import { listPageOf } from '../lib/list-page';
import { pageMeta } from '../lib/i18n.server';
import { metaTags } from '../lib/meta';
import { ListPager } from '../ui/list-pager';
import type { Route } from './+types/politics';

const PAGE_SIZE = 12;

/** docs/decisions/0024: /politics is the politics category page, a list of its news. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const edition = context.get(editionContext);
  const page = listPageOf(new URL(request.url).searchParams);
  const language = await edition.language();
  let items: NewsCardItem[] = [];
  let totalPages = 1;
  let categoryName: string | null = null;
  if (language) {
    const politics = (await edition.categories()).find((c) => c.slug === 'politics');
    if (politics) {
      categoryName = politics.name;
      const list = await fetchNewsInCategories(context.get(readsContext), {
        categoryIds: [politics.id],
        languageId: language.id,
        page,
        limit: PAGE_SIZE,
      });
      items = list.items.map((item) => toCard(item, NEWS_GRID_DETAILS));
      totalPages = Math.max(1, list.pagination.totalPages);
    }
  }
  return { meta: pageMeta(request, 'politics'), items, page, totalPages, categoryName };
}
export const meta = ({ loaderData }: Route.MetaArgs) => metaTags(loaderData?.meta);

export default function Politics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, page, totalPages, categoryName } = loaderData;
  return (
    <div className="flex flex-col gap-4" data-testid="politics-page">
      <h1 className="text-3xl font-bold">{categoryName ?? t('politics.title')}</h1>
      <p className="text-muted">{t('politics.intro')}</p>
      <NewsGrid items={items} empty={t('politics.empty')} testId="politics-news" />
      <ListPager
        label={t('politics.pagination')}
        position={t('politics.pageOf', { page, total: totalPages })}
        previous={page > 1 ? `?page=${page - 1}` : null}
        next={page < totalPages ? `?page=${page + 1}` : null}
        previousText={t('common.previous')}
        nextText={t('common.next')}
      />
    </div>
  );
}
