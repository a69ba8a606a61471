import { Flag, Heart, MessageCircle, Share2 } from 'lucide-react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

export interface ActionBarProps {
  like: {
    count: number;
    liked: boolean;
    /** A like or unlike is on its way. */
    busy: boolean;
    /**
     * Without a session the button looks unavailable, and a click says why
     * (docs/product/engagement.md, "Likes").
     */
    signedIn: boolean;
    onToggle?: () => void;
  };
  comments: { count: number; open: boolean; panelId: string; onToggle?: () => void };
  onReport?: () => void;
  onShare?: () => void;
  /** Until the reader's controls have loaded, every button waits. */
  waiting?: boolean;
  ref?: Ref<HTMLDivElement>;
}

function ActionButton({
  children,
  className = '',
  ...props
}: ComponentProps<'button'> & { children: ReactNode }) {
  return (
    <button
      type="button"
      className={`inline-flex min-h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-medium hover:bg-raised disabled:cursor-wait disabled:opacity-60 aria-disabled:opacity-60 ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}

/**
 * Action bar (docs/product/engagement.md): like with count, comments toggle with count, Report,
 * Share Article.
 */
export function ActionBar({
  like,
  comments,
  onReport,
  onShare,
  waiting = false,
  ref,
}: ActionBarProps) {
  const { t, i18n } = useTranslation();
  const likes = formatNumber(like.count, i18n.language);
  const commentCount = formatNumber(comments.count, i18n.language);
  return (
    <div
      ref={ref}
      className="flex flex-wrap items-center gap-2 border-y border-line py-3"
      data-testid="action-bar"
      data-ready={waiting ? undefined : 'true'}
    >
      <ActionButton
        onClick={like.onToggle}
        disabled={waiting || like.busy}
        aria-disabled={like.signedIn ? undefined : true}
        aria-pressed={like.liked}
        data-testid="like-button"
        className={like.liked ? 'border-brand text-brand' : ''}
      >
        <Heart aria-hidden="true" className={`size-5 ${like.liked ? 'fill-current' : ''}`} />
        <span className="sr-only sm:not-sr-only">
          {like.liked ? t('article.like.liked') : t('article.like.like')}
        </span>
        <span data-testid="like-count" suppressHydrationWarning>
          {likes}
        </span>
      </ActionButton>
      <ActionButton
        onClick={comments.onToggle}
        disabled={waiting}
        aria-expanded={comments.open}
        aria-controls={comments.panelId}
        data-testid="comments-toggle"
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('article.comments.title')}</span>
        <span data-testid="comment-count" suppressHydrationWarning>
          {commentCount}
        </span>
      </ActionButton>
      <ActionButton onClick={onReport} disabled={waiting} data-testid="report-button">
        <Flag aria-hidden="true" className="size-5" />
        {t('article.report.open')}
      </ActionButton>
      <ActionButton onClick={onShare} disabled={waiting} data-testid="share-button">
        <Share2 aria-hidden="true" className="size-5" />
        {t('article.share.button')}
      </ActionButton>
    </div>
  );
}
