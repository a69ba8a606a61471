import type { StoryState } from '@vaarta/core/entities/newsroom-stories';
import { useNewsroomT } from '../newsroom-i18n';

const LOOKS: Record<StoryState, string> = {
  draft: 'bg-raised text-ink',
  scheduled: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  published: 'bg-green-100 text-green-900 dark:bg-green-900/40 dark:text-green-100',
  unpublished: 'bg-brand/10 text-brand',
};

export function StatusBadge({ status }: { status: StoryState }) {
  const t = useNewsroomT();
  return (
    <span
      data-testid="story-status"
      data-status={status}
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${LOOKS[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
