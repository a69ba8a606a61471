import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { browserApi } from '../../../api/browser';
import {
  fetchPendingComments,
  settleComment,
  type CommentAction,
  type PendingComment,
} from '../../../api/newsroom-moderation';
import { formatDateTime } from '../../../lib/format';
import { BUTTON } from '../../../ui/buttons';
import { FormMessage } from '../../../ui/form-message';
import { ConfirmStep } from '../desk/confirm-step';
import { isolate } from '../desk/isolate';
import { useDeskFailure } from '../desk/desk-failure';
import { DeskSection } from '../desk/desk-page';
import { useLanguageName } from '../desk/language-select';
import { PagedList, usePagedQuery } from '../desk/paged-list';
import { afterDeskChange, DESK_QUERIES } from '../desk/query-keys';

/** Held comments, oldest first: approve (every reader sees it), reject, or block the reader. */
export function HeldComments({ languageId }: { languageId: string }) {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.moderation' });
  const { query: comments, setPage } = usePagedQuery(
    DESK_QUERIES.heldComments,
    { languageId },
    (filter, page) => fetchPendingComments(browserApi, { ...filter, page }),
  );
  return (
    <DeskSection title={t('heldComments')} testId="held-comments">
      <PagedList
        query={comments}
        loading={t('loading')}
        empty={t('noHeldComments')}
        onPage={setPage}
      >
        {(comment) => <HeldComment key={comment.id} comment={comment} />}
      </PagedList>
    </DeskSection>
  );
}

function HeldComment({ comment }: { comment: PendingComment }) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.moderation' });
  const failure = useDeskFailure();
  const languageName = useLanguageName();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const settle = useMutation({
    mutationFn: (action: CommentAction) => settleComment(browserApi, comment.id, action),
    onSuccess: (settled, action) => {
      toast.success(t(`settled.${action}`, { count: settled }));
      return afterDeskChange(queryClient);
    },
  });
  const button = (action: CommentAction, label: string, look: string) => (
    <button
      type="button"
      className={look}
      disabled={settle.isPending}
      aria-describedby={messageId}
      data-testid={`comment-${action}`}
      onClick={() => settle.mutate(action)}
    >
      {label}
    </button>
  );
  return (
    <li
      data-testid="held-comment"
      className="flex flex-col gap-2 rounded-md border border-line p-3"
    >
      <p className="text-sm text-muted">
        <Link to={`/news/${comment.newsId}`} className="font-semibold text-accent underline">
          <bdi>{comment.newsTitle}</bdi>
        </Link>{' '}
        · <bdi>{languageName(comment.languageId)}</bdi>
      </p>
      <p className="text-sm">
        <bdi className="font-semibold">{comment.userName}</bdi>{' '}
        <span className="text-muted">· {formatDateTime(comment.createdAt, i18n.language)}</span>
      </p>
      <p dir="auto" className="break-words whitespace-pre-wrap">
        {comment.content}
      </p>
      <FormMessage id={messageId} error={settle.isError ? failure(settle.error) : null} />
      {confirmBlock ? (
        <ConfirmStep
          question={t('blockQuestion', { name: isolate(comment.userName) })}
          action={t('block')}
          pending={settle.isPending}
          testId="comment-block"
          onConfirm={() => settle.mutate('block')}
          onCancel={() => setConfirmBlock(false)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {button('approve', t('approve'), BUTTON.primary)}
          {button('reject', t('reject'), BUTTON.secondary)}
          <button
            type="button"
            className={BUTTON.secondary}
            disabled={settle.isPending}
            data-testid="comment-block-ask"
            onClick={() => setConfirmBlock(true)}
          >
            {t('blockReader')}
          </button>
        </div>
      )}
    </li>
  );
}
