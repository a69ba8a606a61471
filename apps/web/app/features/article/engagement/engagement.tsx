import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../../lib/query-client';
import { shareOrCopy } from '../../../lib/share';
import { useSession } from '../../../lib/session';
import { CommentsPanel } from '../comments/comments-panel';
import { useComments } from '../comments/use-comments';
import { ActionBar } from './action-bar';
import { useLikes } from './use-likes';

/** The report form (and Radix Dialog with it) loads when a reader first asks to report. */
const ReportDialog = lazy(async () => ({
  default: (await import('./report-dialog')).ReportDialog,
}));

export interface EngagementProps {
  article: { id: string; title: string; likeCount: number; commentCount: number };
  /** The article's canonical URL, which Share hands out. */
  url: string;
  commentsPanelId: string;
}

/**
 * The reader's side of an article: likes, comments, report and share. This chunk (and
 * TanStack Query with it) loads once the page is interactive and the action bar near the screen.
 */
export default function EngagementChunk(props: EngagementProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Engagement {...props} />
    </QueryClientProvider>
  );
}

function Engagement({ article, url, commentsPanelId }: EngagementProps) {
  const { t } = useTranslation();
  const session = useSession();
  const likes = useLikes(article.id, session, article.likeCount);
  const comments = useComments(article.id, session, article.commentCount);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  // Mounted from the first Report on, so the dialog closes as it always has.
  const [reportAsked, setReportAsked] = useState(false);
  return (
    <>
      <ActionBar
        like={{ ...likes, onToggle: likes.toggle }}
        comments={{
          count: comments.count,
          open: commentsOpen,
          panelId: commentsPanelId,
          onToggle: () => setCommentsOpen((open) => !open),
        }}
        onReport={() => {
          setReportAsked(true);
          setReportOpen(true);
        }}
        onShare={() =>
          void shareOrCopy(
            { title: article.title, url },
            { copied: t('article.share.copied'), copyFailed: t('article.share.copyFailed') },
          )
        }
      />
      {commentsOpen ? <CommentsPanel id={commentsPanelId} comments={comments} /> : null}
      {reportAsked ? (
        <Suspense fallback={null}>
          <ReportDialog newsId={article.id} open={reportOpen} onOpenChange={setReportOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
