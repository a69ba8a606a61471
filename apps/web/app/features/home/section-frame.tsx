import { RotateCw } from 'lucide-react';
import type { DOMAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionType } from '@vaarta/core/keywords';
import type { NewsCardItem } from '../../api/news-cards';
import { Loading } from '../../ui/spinner';
import type { SectionStatus } from './use-section-news';

/**
 * A home section: its heading, then its state (docs/product/reading.md, "Home sections"): waiting
 * for a language, loading, 'Failed to fetch … news' with Try Again, 'No … news available', or the
 * cards.
 */
export function SectionFrame({
  type,
  title,
  news,
  roleDescription,
  actions,
  handlers,
  belowTheFold = false,
  keptHtml,
  children,
}: {
  type: SectionType;
  title: string;
  news: SectionStatus & { retry(): void };
  /** Names what the section is for assistive technology, e.g. 'carousel'. */
  roleDescription?: string;
  /** Controls shown beside the heading (the carousel's arrows). */
  actions?: ReactNode;
  /** Events the whole section listens to (the carousel pauses on hover and focus). */
  handlers?: Pick<
    DOMAttributes<HTMLElement>,
    'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onKeyDown'
  >;
  /**
   * Laid out and painted only when the reader comes near it (`content-visibility`), which
   * spares a phone most of a long page's rendering at load. Its paint is clipped to its box.
   */
  belowTheFold?: boolean;
  /** Stands for the cards when they are the page's server HTML (status `kept`). */
  keptHtml?: ReactNode;
  children: (items: NewsCardItem[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `${type}-heading`;
  let body: ReactNode;
  if (news.status === 'waiting') {
    body = <p className="py-6 text-muted">{t('home.chooseLanguage')}</p>;
  } else if (news.status === 'loading' || (news.status === 'kept' && !keptHtml)) {
    body = <Loading label={t('categories.loadingNews')} />;
  } else if (news.status === 'error') {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface p-4"
      >
        <p>{t(`home.failed.${type}`)}</p>
        <button
          type="button"
          data-early-tap={`retry-${type}`}
          onClick={news.retry}
          className="inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {t('common.tryAgain')}
        </button>
      </div>
    );
  } else if (news.status === 'kept') {
    body = keptHtml;
  } else if (news.items.length === 0) {
    body = (
      <p
        role="status"
        className="rounded-lg border border-dashed border-line p-6 text-center text-muted"
      >
        {t(`home.empty.${type}`)}
      </p>
    );
  } else {
    body = children(news.items);
  }
  return (
    <section
      id={type}
      aria-labelledby={headingId}
      aria-roledescription={roleDescription}
      // Only while loading: aria-busy="false" is what no attribute says.
      aria-busy={news.status === 'loading' || undefined}
      className={belowTheFold ? 'scroll-mt-4 below-the-fold' : 'scroll-mt-4'}
      {...handlers}
    >
      <div className="section-head">
        <h2 id={headingId} className="section-title">
          {title}
        </h2>
        {actions}
      </div>
      {body}
    </section>
  );
}
