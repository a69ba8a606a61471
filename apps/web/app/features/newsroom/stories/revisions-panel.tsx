import { useMutation, useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../../api/browser';
import { fetchRevisions, restoreRevision, type Story } from '../../../api/newsroom-stories';
import { BUTTON } from '../../../ui/buttons';
import { Loading } from '../../../ui/spinner';
import { newsroomFailure } from '../failure';
import { useNewsroomT } from '../newsroom-i18n';
import { formatIndiaTime } from './india-time';
import { Panel, PanelOutcome } from './panel';
import { revisionsKey } from './story-keys';

/** Every saved version, newest first; an earlier one can be brought back as a new revision. */
export function RevisionsPanel({
  story,
  onRestored,
}: {
  story: Story;
  onRestored: (story: Story) => void;
}) {
  const t = useNewsroomT();
  const { t: common, i18n } = useTranslation();
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const revisions = useQuery({
    queryKey: revisionsKey(story.id, story.revision),
    queryFn: () => fetchRevisions(browserApi, story.id),
  });
  const restore = useMutation({
    mutationFn: (revisionId: string) => restoreRevision(browserApi, story.id, revisionId),
    onSuccess: (next, revisionId) => {
      const number = revisions.data?.find((revision) => revision.id === revisionId)?.number;
      setMessage({ error: false, text: t('revisions.restored', { number }) });
      onRestored(next);
    },
    onError: (error) =>
      setMessage({ error: true, text: newsroomFailure(error, common, i18n.language) }),
  });

  return (
    <Panel title={t('revisions.title')} testId="revisions-panel">
      {revisions.isPending ? (
        <Loading label={common('common.loading')} />
      ) : revisions.error ? (
        <p role="alert" className="text-sm text-brand">
          {newsroomFailure(revisions.error, common, i18n.language)}
        </p>
      ) : revisions.data.length === 0 ? (
        <p className="text-sm text-muted">{t('revisions.none')}</p>
      ) : (
        <ol className="flex max-h-96 flex-col gap-2 overflow-y-auto">
          {revisions.data.map((revision, index) => (
            <li
              key={revision.id}
              className="flex items-start justify-between gap-2 text-sm"
              data-testid="revision"
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold">
                  {t('revisions.number', { number: revision.number })} ·{' '}
                  {t(`revisions.actions.${revision.action}`)}
                </span>
                <span dir="auto" className="truncate">
                  {revision.title}
                </span>
                <span className="text-muted">
                  {t('revisions.byAt', {
                    name: revision.editorName,
                    time: formatIndiaTime(revision.createdAt, i18n.language),
                  })}
                </span>
              </span>
              {story.allowed.edit && index > 0 ? (
                <button
                  type="button"
                  className={`${BUTTON.text} shrink-0`}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(revision.id)}
                >
                  <History aria-hidden="true" className="inline size-4" /> {t('revisions.restore')}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <PanelOutcome
        failure={message?.error ? message.text : null}
        done={message && !message.error ? message.text : null}
        failureTestId="revisions-error"
      />
    </Panel>
  );
}
