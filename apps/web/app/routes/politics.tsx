import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsItem } from '@vaarta/core/entities/news';
import type { Category } from '@vaarta/core/entities/places';
import { NEWS_GRID_DETAILS, NewsGrid } from '../features/news/news-grid';
import { toCard, type NewsCardItem } from '../ui/news-card';
import { apiContext } from '../lib/context';
import { editionLanguageId } from '../lib/edition.server';
import { pageMeta } from '../lib/i18n.server';
import { metaTags } from '../lib/meta';
import type { Route } from './+types/politics';

const PAGE_SIZE = 12;

/** DECISIONS 20: /politics is the politics category page, a list of its news. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const languageId = await editionLanguageId(api, request);
  let items: NewsCardItem[] = [];
  let totalPages = 1;
  let categoryName: string | null = null;
  if (languageId) {
    const categories = await api.get<Category[]>('/news/categories', { language_id: languageId });
    const politics = categories.find((c) => c.slug === 'politics');
    if (politics) {
      categoryName = politics.category_name;
      const list = await api.get<{ items: NewsItem[]; pagination: { totalPages: number } }>(
        '/news/filter-multi-categories',
        { categoryIds: politics.id, language_id: languageId, page, limit: PAGE_SIZE },
      );
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
      {totalPages > 1 ? (
        <nav
          aria-label={t('politics.pagination')}
          className="flex items-center justify-center gap-4"
        >
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className="rounded-md border border-line px-4 py-2">
              {t('common.previous')}
            </Link>
          ) : null}
          <span>{t('politics.pageOf', { page, total: totalPages })}</span>
          {page < totalPages ? (
            <Link to={`?page=${page + 1}`} className="rounded-md border border-line px-4 py-2">
              {t('common.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
