import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { ArticleView } from '../article-view';
import { URDU_LINES } from '../typography';

/**
 * docs/product/reading.md, "Article page": the publication date, a category badge, district and
 * state, and the reporter.
 */
export function ArticleMetaLine({ article }: { article: ArticleView }) {
  const { t, i18n } = useTranslation();
  const place = [article.districtName, article.stateName]
    .filter(Boolean)
    .join(t('article.placeSeparator'));
  return (
    <div
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted ${URDU_LINES}`}
      data-testid="article-meta"
    >
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('article.published')}</span>
        <time dateTime={article.publishedAt} suppressHydrationWarning>
          {formatDate(article.publishedAt, i18n.language)}
        </time>
      </span>
      <span className="rounded-full bg-brand px-2.5 py-0.5 text-xs font-semibold text-on-brand">
        <bdi>{article.categoryName}</bdi>
      </span>
      {place ? (
        <span className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('article.place')}</span>
          <bdi>{place}</bdi>
        </span>
      ) : null}
      <span>
        {`${t('common.by')} `}
        <bdi className="font-semibold text-ink">{article.authorName}</bdi>
      </span>
    </div>
  );
}
