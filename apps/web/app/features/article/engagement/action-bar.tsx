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
  /**
   * Until the reader's controls have loaded, every button waits: a tap on one is handed to
   * `onWaitingTap` with the button's name, to be done once they have (docs/decisions/0095).
   */
  waiting?: boolean;
  onWaitingTap?: (name: string) => void;
  ref?: Ref<HTMLDivElement>;
}

function ActionButton({
  name,
  waiting,
  onClick,
  children,
  className = '',
  ...props
}: ComponentProps<'button'> & {
  /** Its name among the controls whose early taps are kept (ui/early-taps). */
  name: string;
  waiting: { onTap?: (name: string) => void } | null;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-early-tap={name}
      data-waiting={waiting ? true : undefined}
      onClick={waiting ? () => waiting.onTap?.(name) : onClick}
      className={`inline-flex min-h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 py-1.5 text-sm font-medium hover:bg-raised disabled:cursor-wait disabled:opacity-60 data-waiting:cursor-wait data-waiting:opacity-60 aria-disabled:opacity-60 ${className}`}
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
  onWaitingTap,
  ref,
}: ActionBarProps) {
  const waits = waiting ? { onTap: onWaitingTap } : null;
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
        name="like"
        waiting={waits}
        onClick={like.onToggle}
        disabled={like.busy}
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
        name="comments"
        waiting={waits}
        onClick={comments.onToggle}
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
      <ActionButton name="report" waiting={waits} onClick={onReport} data-testid="report-button">
        <Flag aria-hidden="true" className="size-5" />
        {t('article.report.open')}
      </ActionButton>
      <ActionButton name="share" waiting={waits} onClick={onShare} data-testid="share-button">
        <Share2 aria-hidden="true" className="size-5" />
        {t('article.share.button')}
      </ActionButton>
    </div>
  );
}
