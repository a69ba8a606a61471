import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { browserApi } from '../../../api/browser';
import {
  fetchFeeds,
  removeFeed,
  runFeedNow,
  updateFeed,
  type Feed,
  type FeedRun,
} from '../../../api/newsroom-feeds';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { BUTTON } from '../../../ui/buttons';
import { FormMessage } from '../../../ui/form-message';
import { ConfirmStep } from '../desk/confirm-step';
import { isolate } from '../desk/isolate';
import { useDeskFailure } from '../desk/desk-failure';
import { LanguageFilteredList } from '../desk/language-filtered-list';
import { useLanguageName } from '../desk/language-select';
import { afterDeskChange, DESK_QUERIES } from '../desk/query-keys';
import { FeedForm } from './feed-form';

/** The feeds of the caller's languages, by name, each with how its last fetch went. */
export function FeedList() {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.feeds' });
  return (
    <LanguageFilteredList
      title={t('listTitle')}
      testId="feed-list"
      anyLabel={t('allLanguages')}
      queryKey={DESK_QUERIES.feeds}
      fetch={(filter, page) => fetchFeeds(browserApi, { ...filter, page })}
      loading={t('loading')}
      empty={t('noFeeds')}
    >
      {(feed) => <FeedItem key={feed.id} feed={feed} />}
    </LanguageFilteredList>
  );
}

type Change = 'run' | 'pause' | 'resume' | 'remove';

function FeedItem({ feed }: { feed: Feed }) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.feeds' });
  const failure = useDeskFailure();
  const languageName = useLanguageName();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [editing, setEditing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const change = useMutation({
    mutationFn: async (what: Change): Promise<FeedRun | null> => {
      if (what === 'run') return runFeedNow(browserApi, feed.id);
      if (what === 'remove') await removeFeed(browserApi, feed.id);
      else await updateFeed(browserApi, feed.id, { isActive: what === 'resume' });
      return null;
    },
    onSuccess: (_, what) => {
      if (what !== 'run') toast.success(t(`done.${what}`));
      return afterDeskChange(queryClient);
    },
  });
  const language = i18n.language;
  const number = (value: number) => formatNumber(value, language);
  if (editing) {
    return (
      <li className="rounded-md border border-line p-3">
        <FeedForm feed={feed} onDone={() => setEditing(false)} />
      </li>
    );
  }
  const run = change.isSuccess && change.data ? change.data : null;
  return (
    <li data-testid="feed" className="flex flex-col gap-2 rounded-md border border-line p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          <bdi>{feed.name}</bdi>{' '}
          <span className="text-sm font-normal text-muted">
            · <bdi>{languageName(feed.languageId)}</bdi>
          </span>
        </p>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${feed.isActive ? 'bg-success/10 text-success' : 'bg-raised text-muted'}`}
        >
          {feed.isActive ? t('activeBadge') : t('pausedBadge')}
        </span>
      </div>
      <p className="truncate text-sm text-muted">
        <bdi dir="ltr">{feed.feedUrl}</bdi>
      </p>
      <p className="text-sm" data-testid="feed-last-fetch">
        {feed.lastFetchedAt
          ? t('lastFetched', {
              at: formatDateTime(feed.lastFetchedAt, language),
              count: feed.lastNewItems,
              drafts: number(feed.lastNewItems),
            })
          : t('neverFetched')}
      </p>
      {feed.lastError ? (
        <p className="text-sm font-semibold text-brand" data-testid="feed-last-error">
          {t('lastError', { error: isolate(feed.lastError) })}
        </p>
      ) : null}
      {run ? (
        <p role="status" className="text-sm font-semibold" data-testid="feed-run">
          {run.outcome === 'failed'
            ? t('runFailed', { error: isolate(run.error ?? '') })
            : run.outcome === 'unchanged'
              ? t('runUnchanged')
              : t('runFetched', {
                  items: number(run.items),
                  created: number(run.created),
                  duplicates: number(run.duplicates),
                })}
        </p>
      ) : null}
      <FormMessage id={messageId} error={change.isError ? failure(change.error) : null} />
      {confirmRemove ? (
        <ConfirmStep
          question={t('removeQuestion', { name: isolate(feed.name) })}
          action={t('remove')}
          pending={change.isPending}
          testId="feed-remove-confirm"
          onConfirm={() => change.mutate('remove')}
          onCancel={() => setConfirmRemove(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={BUTTON.primary}
            disabled={change.isPending}
            data-testid="feed-run-now"
            onClick={() => change.mutate('run')}
          >
            {change.isPending && change.variables === 'run' ? t('running') : t('runNow')}
          </button>
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={change.isPending}
            onClick={() => change.mutate(feed.isActive ? 'pause' : 'resume')}
          >
            {feed.isActive ? t('pause') : t('resume')}
          </button>
          <button type="button" className={BUTTON.secondary} onClick={() => setEditing(true)}>
            {t('edit')}
          </button>
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={change.isPending}
            onClick={() => setConfirmRemove(true)}
          >
            {t('remove')}
          </button>
        </div>
      )}
    </li>
  );
}
