import { lazy, Suspense, useId, useState } from 'react';
import { useNearScreen } from '../../../lib/use-near-screen';
import { ReplayTap } from '../../../ui/early-taps';
import { ActionBar } from './action-bar';
import type { EngagementProps } from './engagement';

const Engagement = lazy(() => import('./engagement'));

/**
 * The action bar as the server renders it (the counts known at load, every button waiting),
 * until the interactive chunk has loaded in the browser and takes its place. The chunk (and
 * TanStack Query with it) is fetched once the page has hydrated and the bar is near the screen:
 * a reader who never scrolls to it does not pay for it at load. A button tapped while it waits
 * (or before the page hydrated, ui/early-taps) is tapped again once the bar is live.
 */
export function EngagementSlot({ article, url }: Omit<EngagementProps, 'commentsPanelId'>) {
  const commentsPanelId = useId();
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const [tapped, setTapped] = useState<string | null>(null);
  const waiting = (
    <ActionBar
      ref={ref}
      waiting
      onWaitingTap={setTapped}
      like={{ count: article.likeCount, liked: false, busy: false, signedIn: false }}
      comments={{ count: article.commentCount, open: false, panelId: commentsPanelId }}
    />
  );
  if (!near && !tapped) return waiting;
  return (
    <Suspense fallback={waiting}>
      <Engagement article={article} url={url} commentsPanelId={commentsPanelId} />
      <ReplayTap name={tapped} />
    </Suspense>
  );
}
