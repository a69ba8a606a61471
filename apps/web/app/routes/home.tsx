import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@vaarta/core/entities/news';
import { NewsGrid } from '../features/news/news-grid';
import { toCard } from '../ui/news-card';
import { apiContext } from '../lib/context';
import { editionLanguageId } from '../lib/edition.server';
import { pageMeta } from '../lib/i18n.server';
import { metaTags } from '../lib/meta';
import type { Route } from './+types/home';

const LATEST_COUNT = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const languageId = await editionLanguageId(api, request);
  const latest = languageId
    ? (
        await api.get<{ items: NewsItem[] }>('/news/filter-advanced', {
          language_id: languageId,
          limit: LATEST_COUNT,
          page: 1,
        })
      ).items.map(toCard)
    : [];
  return { meta: pageMeta(request, 'home'), latest };
}
export const meta = ({ loaderData }: Route.MetaArgs) => metaTags(loaderData?.meta);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('home.title')}</h1>
      <NewsGrid items={loaderData.latest} empty={t('categories.noNews')} testId="latest-news" />
    </div>
  );
}
