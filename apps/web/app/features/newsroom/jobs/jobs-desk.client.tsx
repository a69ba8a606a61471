import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../../api/browser';
import { fetchBackgroundJobs, type BackgroundJob } from '../../../api/newsroom-jobs';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { BUTTON } from '../../../ui/buttons';
import { DeskPage, DeskSection } from '../desk/desk-page';
import { DESK_QUERIES } from '../desk/query-keys';

/** The jobs the newsroom has words for; another job is shown by its name. */
const KNOWN_JOBS = new Set(['story-scheduled-publish', 'epaper-build', 'feed-ingest']);

/** Background tasks: what the servers do on their own, when it last ran and when it runs next. */
export function JobsDesk() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.jobs' });
  const jobs = useQuery({
    queryKey: DESK_QUERIES.jobs,
    queryFn: () => fetchBackgroundJobs(browserApi),
  });
  return (
    <DeskPage title={t('title')} intro={t('intro')} testId="jobs-desk">
      <DeskSection
        title={t('listTitle')}
        testId="job-list"
        actions={
          <button type="button" className={BUTTON.text} onClick={() => void jobs.refetch()}>
            {t('refresh')}
          </button>
        }
      >
        {jobs.isPending ? (
          <p className="text-muted">{t('loading')}</p>
        ) : jobs.isError ? (
          <p role="alert">{t('failed')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {jobs.data.map((job) => (
              <JobLine key={job.name} job={job} />
            ))}
          </ul>
        )}
      </DeskSection>
    </DeskPage>
  );
}

function JobLine({ job }: { job: BackgroundJob }) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.jobs' });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('never'));
  const last = job.lastRun;
  return (
    <li data-testid="job" className="flex flex-col gap-1 py-3 text-sm">
      <p className="font-semibold">
        {KNOWN_JOBS.has(job.name) ? t(`names.${job.name}`) : <bdi dir="ltr">{job.name}</bdi>}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        <dt className="text-muted">{t('lastRun')}</dt>
        <dd>{last ? `${when(last.startedAt)} · ${t(`states.${last.state}`)}` : t('never')}</dd>
        <dt className="text-muted">{t('nextRun')}</dt>
        <dd>{job.nextRun ? when(job.nextRun) : t('whenSent')}</dd>
        <dt className="text-muted">{t('failures')}</dt>
        <dd data-testid="job-failures">{formatNumber(job.failures, i18n.language)}</dd>
      </dl>
      {last?.error ? (
        // The server's own words, in English as its messages are.
        <p dir="ltr" className="font-semibold text-brand">
          {last.error}
        </p>
      ) : null}
    </li>
  );
}
