import { useTranslation } from 'react-i18next';
import type { Pagination } from '@vaarta/core/pagination';
import { formatNumber } from '../../../lib/format';
import { BUTTON } from '../../../ui/buttons';

/** Previous and Next under a paged list, with where the list is: "Page 2 of 5". */
export function Pager({
  pagination,
  onPage,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.common' });
  const { page, totalPages } = pagination;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pages')} className="flex items-center justify-between gap-2">
      <button
        type="button"
        className={BUTTON.secondary}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </button>
      <span className="text-sm text-muted">
        {t('pageOf', {
          page: formatNumber(page, i18n.language),
          pages: formatNumber(totalPages, i18n.language),
        })}
      </span>
      <button
        type="button"
        className={BUTTON.secondary}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  );
}
