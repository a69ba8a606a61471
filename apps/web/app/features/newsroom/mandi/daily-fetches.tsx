import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../../api/browser';
import { fetchDailyFetches, type FetchRun } from '../../../api/newsroom-mandi';
import { formatDateTime, formatDay, formatNumber } from '../../../lib/format';
import { DeskSection } from '../desk/desk-page';
import { DESK_QUERIES } from '../desk/query-keys';

/** The daily fetches from the open-data portal: what each run did, or why nothing is fetched. */
export function DailyFetches() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.mandi.fetches' });
  const fetches = useQuery({
    queryKey: DESK_QUERIES.fetches,
    queryFn: () => fetchDailyFetches(browserApi),
  });
  const list = fetches.data;
  return (
    <DeskSection title={t('title')} testId="daily-fetches">
      <p className="text-sm text-muted">{t('intro')}</p>
      {fetches.isPending ? <p>{t('loading')}</p> : null}
      {list && !list.configured ? (
        <p className="font-semibold" data-testid="daily-fetches-no-key">
          {t('noKey')}
        </p>
      ) : null}
      {list?.configured && list.items.length === 0 ? (
        <p data-testid="daily-fetches-none">{t('none')}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {list?.items.map((run) => (
          <FetchRunItem key={run.id} run={run} />
        ))}
      </ul>
    </DeskSection>
  );
}

const COUNTS = ['records', 'imported', 'updated', 'unchanged', 'rejected'] as const;

function FetchRunItem({ run }: { run: FetchRun }) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.mandi.fetches' });
  const language = i18n.language;
  const counts = [
    ...COUNTS.map((count) => [count, run[count]] as const),
    ['failedPages', run.failedPages.length] as const,
  ];
  return (
    <li data-testid="daily-fetch" className="flex flex-col gap-2 rounded-md border border-line p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">{formatDay(run.priceDate, language)}</p>
        <p className="text-sm text-muted" data-testid="daily-fetch-times">
          {/* Each phrase kept whole, so a right-to-left line does not reorder its parts. */}
          <bdi>{t('started', { at: formatDateTime(run.startedAt, language) })}</bdi> ·{' '}
          <bdi>
            {run.finishedAt
              ? t('finished', { at: formatDateTime(run.finishedAt, language) })
              : t('running')}
          </bdi>
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {counts.map(([count, value]) => (
          <div key={count} className="rounded-md bg-raised p-2 text-center">
            <dt className="text-sm text-muted">{t(`counts.${count}`)}</dt>
            <dd className="text-lg font-bold" data-testid={`daily-fetch-${count}`}>
              {formatNumber(value, language)}
            </dd>
          </div>
        ))}
      </dl>
      {run.error ? (
        <p
          className="rounded-md bg-brand/10 px-3 py-2 text-sm font-semibold text-brand"
          data-testid="daily-fetch-error"
        >
          {t('error')} {/* The fetch's sentence is in English, as the portal's answers are. */}
          <span dir="ltr" lang="en">
            {run.error}
          </span>
        </p>
      ) : null}
    </li>
  );
}
