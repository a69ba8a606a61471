import { useTranslation } from 'react-i18next';
import type { CommentView } from '../../../api/engagement';
import { formatTimeAgo } from '../../../lib/format';
import { useNow } from '../../../lib/use-now';
import { commentAuthor } from './comment-author';

/**
 * One comment (docs/product/engagement.md, "Comments"): the avatar's initial, the display name,
 * time-ago, a Pending badge on the reader's own held comment (docs/decisions/0022), the text, and
 * its replies.
 */
export function CommentItem({ comment }: { comment: CommentView }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const anonymous = t('article.comments.anonymous');
  const author = commentAuthor(comment, anonymous);
  return (
    <li className="flex gap-3" data-testid="comment">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-on-brand"
      >
        {author.initial}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <bdi className="font-semibold">{author.name ?? anonymous}</bdi>
          <time dateTime={comment.createdAt} className="text-muted">
            {formatTimeAgo(comment.createdAt, i18n.language, t, now)}
          </time>
          {comment.isEdited ? (
            <span className="text-muted">{t('article.comments.edited')}</span>
          ) : null}
          {comment.isApproved ? null : (
            <span
              className="rounded-full border border-line bg-raised px-2 text-xs font-semibold"
              data-testid="comment-pending"
              title={t('article.comments.pendingHint')}
            >
              {t('article.comments.pending')}
            </span>
          )}
        </p>
        <p dir="auto" className="mt-1 break-words whitespace-pre-line">
          {comment.content}
        </p>
        {comment.replies.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-3 border-s-2 border-line ps-4">
            {comment.replies.map((reply) => (
              <CommentItem key={reply.id} comment={reply} />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
