import { ChevronsDown, RotateCw, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH } from '@vaarta/core/constants';
import { COMMENTS_LIST_MAX_HEIGHT, COMMENTS_SCROLL_HINT_OVER } from '../../../lib/constants';
import { formatNumber } from '../../../lib/format';
import { Loading } from '../../../ui/spinner';
import { CommentItem } from './comment-item';
import type { useComments } from './use-comments';

/**
 * Comments panel (docs/product/engagement.md, "Comments"): the form, then the list (10 a page,
 * newest first, at most 20rem high, with a scroll hint past 5), Load More, Refresh, and the
 * loading, empty and error states.
 */
export function CommentsPanel({
  id,
  comments,
}: {
  id: string;
  comments: ReturnType<typeof useComments>;
}) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const [text, setText] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await comments.send(text)) setText('');
  }

  let list;
  if (comments.status === 'pending') {
    list = <Loading label={t('article.comments.loading')} />;
  } else if (comments.status === 'error') {
    list = (
      <div className="flex flex-col items-start gap-2 py-4" role="alert">
        <p className="text-brand">{t('article.comments.loadFailed')}</p>
        <button
          type="button"
          onClick={comments.refresh}
          className="rounded-md border border-line px-4 py-1.5 font-semibold hover:bg-raised"
        >
          {t('common.tryAgain')}
        </button>
      </div>
    );
  } else if (comments.comments.length === 0) {
    list = (
      <p className="py-4 text-muted" data-testid="comments-empty">
        {t('article.comments.empty')}
      </p>
    );
  } else {
    list = (
      <>
        <ul
          className="flex flex-col gap-4 overflow-y-auto pe-1"
          style={{ maxHeight: COMMENTS_LIST_MAX_HEIGHT }}
          data-testid="comment-list"
          // A scrollable region must be reachable from the keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          aria-label={t('article.comments.title')}
        >
          {comments.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
        {comments.total > COMMENTS_SCROLL_HINT_OVER ? (
          <p className="flex items-center gap-1 text-sm text-muted" data-testid="scroll-hint">
            <ChevronsDown aria-hidden="true" className="size-4" />
            {t('article.comments.scrollHint')}
          </p>
        ) : null}
        {comments.hasMore ? (
          <button
            type="button"
            onClick={comments.loadMore}
            disabled={comments.loadingMore}
            className="self-center rounded-md border border-line px-4 py-1.5 font-semibold hover:bg-raised disabled:opacity-60"
            data-testid="comments-more"
          >
            {comments.loadingMore ? t('common.loading') : t('article.comments.loadMore')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <section
      id={id}
      aria-labelledby={`${formId}-title`}
      className="mt-4 flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
      data-testid="comments-panel"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${formId}-title`} className="text-lg font-bold">
          {t('article.comments.heading', {
            comments: formatNumber(comments.count, i18n.language),
          })}
        </h2>
        <button
          type="button"
          onClick={comments.refresh}
          disabled={comments.refreshing}
          aria-label={t('article.comments.refresh')}
          title={t('article.comments.refresh')}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-raised disabled:opacity-60"
          data-testid="comments-refresh"
        >
          <RotateCw
            aria-hidden="true"
            className={`size-4 ${comments.refreshing ? 'animate-spin' : ''}`}
          />
        </button>
      </div>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={`${formId}-text`} className="sr-only">
          {t('article.comments.label')}
        </label>
        <textarea
          id={`${formId}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={COMMENT_MAX_LENGTH}
          rows={3}
          dir="auto"
          placeholder={t('article.comments.placeholder')}
          className="w-full resize-y rounded-md border border-line bg-page px-3 py-2"
          data-testid="comment-input"
        />
        <button
          type="submit"
          disabled={!text.trim() || comments.posting}
          className="inline-flex items-center gap-2 self-end rounded-md bg-brand px-4 py-2 font-semibold text-on-brand hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-60"
          data-testid="comment-send"
        >
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {comments.posting ? t('article.comments.posting') : t('article.comments.send')}
        </button>
      </form>
      {list}
    </section>
  );
}
