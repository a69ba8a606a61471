import { lazy, Suspense, useId } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { ActionBar } from './action-bar';
import type { EngagementProps } from './engagement';

const Engagement = lazy(() => import('./engagement'));

/**
 * The action bar as the server renders it (the counts known at load, every button waiting),
 * until the interactive chunk has loaded in the browser and takes its place.
 */
export function EngagementSlot({ article, url }: Omit<EngagementProps, 'commentsPanelId'>) {
  const commentsPanelId = useId();
  const hydrated = useHydrated();
  const waiting = (
    <ActionBar
      waiting
      like={{ count: article.likeCount, liked: false, busy: false, signedIn: false }}
      comments={{ count: article.commentCount, open: false, panelId: commentsPanelId }}
    />
  );
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <Engagement article={article} url={url} commentsPanelId={commentsPanelId} />
    </Suspense>
  );
}
