import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_TYPES, type SectionType } from '@vaarta/core/keywords';
import { LISTED_SECTIONS } from '../../lib/constants';
import { BreakingNews } from './breaking-news';
import { CategoryStrip } from './category-strip';
import { useHtmlOnlyHomeNews } from './kept-sections';
import { NewsSection } from './news-section';
import type { HomeNews, SectionResult } from './section-news';

type Rendered = { languageId: string; result: SectionResult } | null;

interface Props {
  news: HomeNews | null;
  /** The e-paper slot at the end of the page. */
  epaper: ReactNode;
  /** The page's title and description; the site's home ones by default. */
  title?: string | undefined;
  description?: string | undefined;
  /** What the page shows above the sections (an edition's own news). */
  children?: ReactNode;
  /** The breaking-news notification control, below the breaking news. */
  alerts?: ReactNode;
}

/** The home sections of a language: `/` and every language's and edition's home show them. */
export function HomePage({ news: loaded, epaper, title, description, children, alerts }: Props) {
  const { t } = useTranslation();
  const htmlOnly = useHtmlOnlyHomeNews();
  const news = htmlOnly ?? loaded;
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
  const pageTitle = title ?? t('meta.homeTitle');
  const pageDescription = description ?? t('meta.homeDescription');
  return (
    <div className="flex flex-col gap-10">
      {/* In the page rather than in `meta`: it follows the interface language without a reload. */}
      <title>{pageTitle}</title>
      <meta name="description" content={pageDescription} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={pageDescription} />
      <meta property="og:site_name" content={t('meta.siteName')} />
      <h1 className="sr-only">{t('home.title')}</h1>
      {children}
      <BreakingNews
        rendered={rendered.breaking}
        eagerFirst={firstWithNews === 'breaking'}
        keptInHtml={htmlOnly !== undefined}
      />
      {alerts}
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
      {epaper}
    </div>
  );
}
