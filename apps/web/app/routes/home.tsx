import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { SECTION_TYPES, type SectionType } from '@vaarta/core/keywords';
import { EpaperSlot } from '../features/epaper/epaper-slot';
import { BreakingNews } from '../features/home/breaking-news';
import { CategoryStrip } from '../features/home/category-strip';
import { keepSectionsInHtml, useHtmlOnlyHomeNews } from '../features/home/kept-sections';
import { NewsSection } from '../features/home/news-section';
import { loadHomeNews, type SectionResult } from '../features/home/section-news';
import { BreakingAlerts } from '../features/push/breaking-alerts';
import { LISTED_SECTIONS } from '../lib/constants';
import { apiContext, epaperRequiresLoginContext } from '../lib/context';
import { editionContext } from '../lib/edition.server';
import { htmlOnlyDataContext, isDocumentRequest } from '../lib/html-only-data';
import { HYDRATE_ON_INTERACTION } from '../ui/page-scripts';
import type { Route } from './+types/home';

/**
 * Every home section of the edition's language, fetched on the server so the first HTML has them.
 * A page load hydrates the sections' cards as plain HTML, so their data stays out of it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const edition = context.get(editionContext);
  const language = await edition.language();
  const news = language
    ? await loadHomeNews(context.get(apiContext), language, edition.categories)
    : null;
  return {
    news:
      news && isDocumentRequest(request)
        ? keepSectionsInHtml(news, context.get(htmlOnlyDataContext))
        : news,
    epaperRequiresLogin: context.get(epaperRequiresLoginContext),
  };
}

/**
 * The sections follow the reader's content language in the browser (useSectionNews), so a
 * revalidation of this same page (a new edition or interface language) need not resend them.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search === nextUrl.search) {
    return false;
  }
  return defaultShouldRevalidate;
}

/**
 * A reader's first interaction hydrates the home page, not its load; until then a few bytes of
 * inline script move the breaking news carousel (docs/decisions/0096).
 */
export const handle = HYDRATE_ON_INTERACTION;

type Rendered = { languageId: string; result: SectionResult } | null;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const htmlOnly = useHtmlOnlyHomeNews();
  const news = htmlOnly ?? loaderData.news;
  const rendered = useMemo(
    () =>
      Object.fromEntries(
        SECTION_TYPES.map((type) => [
          type,
          news ? { languageId: news.languageId, result: news.sections[type] } : null,
        ]),
      ) as Record<SectionType, Rendered>,
    [news],
  );
  // The first picture on the page is its largest paint: load it at once.
  const firstWithNews = SECTION_TYPES.find((type) => {
    const result = news?.sections[type];
    return result && ('keptInHtml' in result || ('items' in result && result.items.length > 0));
  });
  const title = t('meta.homeTitle');
  const description = t('meta.homeDescription');
  return (
    <div className="flex flex-col gap-10">
      {/* In the page rather than in `meta`: it follows the interface language without a reload. */}
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={t('meta.siteName')} />
      <h1 className="sr-only">{t('home.title')}</h1>
      <BreakingNews
        rendered={rendered.breaking}
        eagerFirst={firstWithNews === 'breaking'}
        keptInHtml={htmlOnly !== undefined}
      />
      <BreakingAlerts />
      {LISTED_SECTIONS.map((type) => (
        <NewsSection
          key={type}
          type={type}
          rendered={rendered[type]}
          keptInHtml={htmlOnly !== undefined}
          eagerFirst={firstWithNews === type}
        />
      ))}
      <CategoryStrip />
      <EpaperSlot requiresLogin={loaderData.epaperRequiresLogin} />
    </div>
  );
}
