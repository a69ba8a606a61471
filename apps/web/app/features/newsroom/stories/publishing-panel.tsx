import { useMutation } from '@tanstack/react-query';
import { CalendarClock, EyeOff, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MODERATION_NOTE_MAX } from '@vaarta/core/constants';
import { browserApi } from '../../../api/browser';
import {
  publishStory,
  scheduleStory,
  unpublishStory,
  type Story,
} from '../../../api/newsroom-stories';
import { usePushKey } from '../../../lib/use-push-key';
import { BUTTON } from '../../../ui/buttons';
import { newsroomFailure } from '../failure';
import { useNewsroomT } from '../newsroom-i18n';
import { fromIndiaInput, formatIndiaTime, toIndiaInput } from './india-time';
import { Panel, PanelOutcome } from './panel';
import { StatusBadge } from './status-badge';

type Act =
  | { kind: 'publish'; notify: boolean }
  | { kind: 'schedule'; at: string; notify: boolean }
  | { kind: 'unpublish'; note: string };

/**
 * The story's state and, for an editor of its language, publishing now, at a time to come
 * (India time), or taking it down with a note. Unsaved changes are saved first. When the server
 * sends pushes, the editor may notify the readers of the story's editions (docs/decisions/0161);
 * a breaking story always does.
 */
export function PublishingPanel({
  story,
  dirty,
  onStory,
}: {
  story: Story;
  dirty: boolean;
  onStory: (story: Story) => void;
}) {
  const t = useNewsroomT();
  const { t: common, i18n } = useTranslation();
  const ids = useId();
  const [at, setAt] = useState(() => toIndiaInput(new Date(Date.now() + 60 * 60_000)));
  const [note, setNote] = useState('');
  const [notify, setNotify] = useState(false);
  const pushes = usePushKey() !== null;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: Act) => {
      // The revision on screen: the server refuses it if someone saved the story since.
      const { revision } = story;
      if (action.kind === 'publish') {
        return publishStory(browserApi, story.id, { revision, notify: action.notify });
      }
      if (action.kind === 'schedule') {
        return scheduleStory(browserApi, story.id, {
          revision,
          publishAt: fromIndiaInput(action.at),
          notify: action.notify,
        });
      }
      return unpublishStory(browserApi, story.id, action.note, revision);
    },
    onSuccess: (next, action) => {
      setFailure(null);
      setNote('');
      setDone(
        t(
          action.kind === 'publish'
            ? 'publishing.published'
            : action.kind === 'schedule'
              ? 'publishing.scheduled'
              : 'publishing.unpublished',
        ),
      );
      onStory(next);
    },
    onError: (error) => {
      setDone(null);
      setFailure(newsroomFailure(error, common, i18n.language));
    },
  });
  const live = story.status === 'published' || story.status === 'scheduled';
  const blocked = dirty || act.isPending;
  const notifying = story.isBreaking || notify;

  return (
    <Panel title={t('publishing.title')} testId="publishing-panel">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge status={story.status} />
        {story.status === 'scheduled' && story.scheduledAt ? (
          <span data-testid="scheduled-for">
            {t('publishing.scheduledFor', {
              time: formatIndiaTime(story.scheduledAt, i18n.language),
            })}
          </span>
        ) : story.status === 'published' && story.publishedAt ? (
          <span>
            {t('publishing.publishedAt', {
              time: formatIndiaTime(story.publishedAt, i18n.language),
            })}
          </span>
        ) : null}
      </div>
      <p className="text-sm break-all text-muted" dir="auto" data-testid="story-address">
        {t('form.address', { slug: story.slug })}
      </p>
      {story.allowed.publish ? (
        <div className="flex flex-col gap-3">
          {dirty ? (
            <p className="text-sm font-semibold text-brand">{t('publishing.saveFirst')}</p>
          ) : null}
          {story.status !== 'published' && pushes ? (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={notifying}
                disabled={story.isBreaking}
                data-testid="publish-notify"
                onChange={(event) => setNotify(event.target.checked)}
                className="size-4 accent-brand"
              />
              {t(story.isBreaking ? 'publishing.notifyBreaking' : 'publishing.notify')}
            </label>
          ) : null}
          {story.status !== 'published' ? (
            <button
              type="button"
              className={BUTTON.primary}
              disabled={blocked}
              data-testid="publish-story"
              onClick={() => act.mutate({ kind: 'publish', notify: pushes && notify })}
            >
              <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('publishing.publish')}
            </button>
          ) : null}
          {story.status !== 'published' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${ids}-at`} className="text-sm font-semibold">
                {t('publishing.scheduleAt')}
              </label>
              <div className="flex flex-wrap gap-2">
                <input
                  id={`${ids}-at`}
                  type="datetime-local"
                  dir="ltr"
                  value={at}
                  step={1}
                  data-testid="schedule-at"
                  onChange={(event) => setAt(event.target.value)}
                  className="min-w-0 flex-1 rounded-md border border-line bg-page px-3 py-2"
                />
                <button
                  type="button"
                  className={BUTTON.secondary}
                  disabled={blocked || !at}
                  data-testid="schedule-story"
                  onClick={() => act.mutate({ kind: 'schedule', at, notify: pushes && notify })}
                >
                  <CalendarClock aria-hidden="true" className="size-4" />
                  {t('publishing.schedule')}
                </button>
              </div>
            </div>
          ) : null}
          {live ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${ids}-note`} className="text-sm font-semibold">
                {t('publishing.note')}
              </label>
              <textarea
                id={`${ids}-note`}
                dir="auto"
                rows={2}
                maxLength={MODERATION_NOTE_MAX}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                className="rounded-md border border-line bg-page px-3 py-2"
              />
              <button
                type="button"
                className={`${BUTTON.secondary} self-start`}
                disabled={blocked}
                data-testid="unpublish-story"
                onClick={() => act.mutate({ kind: 'unpublish', note: note.trim() })}
              >
                <EyeOff aria-hidden="true" className="size-4" />
                {t('publishing.unpublish')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      <PanelOutcome failure={failure} done={done} failureTestId="publishing-error" />
    </Panel>
  );
}
