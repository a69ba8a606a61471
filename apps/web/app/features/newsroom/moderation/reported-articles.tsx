import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { dismissReportsBody, unpublishReportedBody } from '@vaarta/core/entities/newsroom-desks';
import { MODERATION_NOTE_MAX } from '@vaarta/core/constants';
import { browserApi } from '../../../api/browser';
import {
  dismissReports,
  fetchReportedArticles,
  unpublishReported,
  type ReportedArticle,
} from '../../../api/newsroom-moderation';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { BUTTON } from '../../../ui/buttons';
import { FormMessage } from '../../../ui/form-message';
import { useDeskFailure } from '../desk/desk-failure';
import { DeskSection } from '../desk/desk-page';
import { useLanguageName } from '../desk/language-select';
import { PagedList, usePagedQuery } from '../desk/paged-list';
import { afterDeskChange, DESK_QUERIES } from '../desk/query-keys';
import { useRuleMessage } from '../desk/rule-messages';
import { TextArea } from '../desk/text-area';

/** Articles with open reports, most reported first, each reason with its count. */
export function ReportedArticles({ languageId }: { languageId: string }) {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.moderation' });
  const { query: reports, setPage } = usePagedQuery(
    DESK_QUERIES.reports,
    { languageId },
    (filter, page) => fetchReportedArticles(browserApi, { ...filter, page }),
  );
  return (
    <DeskSection title={t('reportedArticles')} testId="reported-articles">
      <PagedList query={reports} loading={t('loading')} empty={t('noReports')} onPage={setPage}>
        {(article) => <ReportedArticleItem key={article.newsId} article={article} />}
      </PagedList>
    </DeskSection>
  );
}

type Decision = 'dismiss' | 'unpublish';

function ReportedArticleItem({ article }: { article: ReportedArticle }) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.moderation' });
  const { t: tReader } = useTranslation();
  const failure = useDeskFailure();
  const ruleMessage = useRuleMessage();
  const languageName = useLanguageName();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: (decision: Decision) =>
      decision === 'dismiss'
        ? dismissReports(browserApi, article.newsId, note)
        : unpublishReported(browserApi, article.newsId, note),
    onSuccess: (_, decision) => {
      toast.success(t(decision === 'dismiss' ? 'dismissed' : 'unpublished'));
      return afterDeskChange(queryClient);
    },
  });
  const submit = (decision: Decision) => {
    const checked = (decision === 'dismiss' ? dismissReportsBody : unpublishReportedBody).safeParse(
      { note },
    );
    if (!checked.success) {
      setInvalid(ruleMessage(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setInvalid(null);
    decide.mutate(decision);
  };
  const language = i18n.language;
  return (
    <li
      data-testid="reported-article"
      className="flex flex-col gap-3 rounded-md border border-line p-3"
    >
      <div className="flex flex-col gap-1">
        <Link to={`/news/${article.newsId}`} className="font-semibold text-accent underline">
          <bdi>{article.title}</bdi>
        </Link>
        <p className="text-sm text-muted">
          <bdi>{languageName(article.languageId)}</bdi> · {t(`status.${article.status}`)} ·{' '}
          {t('reportCount', {
            count: article.openReports,
            reports: formatNumber(article.openReports, language),
          })}{' '}
          · {t('lastReported', { at: formatDateTime(article.lastReportedAt, language) })}
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t('reasons')}>
        {article.reasons.map(({ reason, count }) => (
          <li
            key={reason}
            data-testid="report-reason"
            className="rounded-full bg-raised px-3 py-1 text-sm"
          >
            {tReader(`article.report.reasons.${reason}`)}{' '}
            <span className="font-bold">{formatNumber(count, language)}</span>
          </li>
        ))}
      </ul>
      {article.details.length > 0 ? (
        <ul className="flex flex-col gap-1 border-s-2 border-line ps-3 text-sm">
          {article.details.map((detail) => (
            <li key={`${detail.createdAt}-${detail.reason}`}>
              <span className="text-muted">
                {tReader(`article.report.reasons.${detail.reason}`)}:
              </span>{' '}
              <span dir="auto">{detail.description}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <TextArea
        label={t('note')}
        hint={t('noteHint')}
        value={note}
        maxLength={MODERATION_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
        describedBy={messageId}
        invalid={Boolean(invalid)}
        data-testid="report-note"
      />
      <FormMessage
        id={messageId}
        error={invalid ?? (decide.isError ? failure(decide.error) : null)}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={decide.isPending}
          data-testid="report-dismiss"
          onClick={() => submit('dismiss')}
        >
          {t('dismiss')}
        </button>
        <button
          type="button"
          className={BUTTON.primary}
          disabled={decide.isPending}
          data-testid="report-unpublish"
          onClick={() => submit('unpublish')}
        >
          {t('unpublish')}
        </button>
      </div>
    </li>
  );
}
