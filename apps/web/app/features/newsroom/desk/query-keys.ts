import type { QueryClient } from '@tanstack/react-query';

/** The desks' lists in the browser's query cache, all under `newsroom`. */
export const DESK_QUERIES = {
  heldComments: ['newsroom', 'moderation', 'comments'],
  reports: ['newsroom', 'moderation', 'reports'],
  editions: ['newsroom', 'epapers'],
  prices: ['newsroom', 'mandi', 'prices'],
  commodities: ['newsroom', 'mandi', 'commodities'],
  fetches: ['newsroom', 'mandi', 'fetches'],
  feeds: ['newsroom', 'feeds'],
  people: ['newsroom', 'people'],
  audit: ['newsroom', 'audit'],
  jobs: ['newsroom', 'jobs'],
} as const;

/**
 * After a change every desk's list is fetched again when next shown: one change can move
 * several (a blocked reader's held comments go, the audit log gains a line).
 */
export async function afterDeskChange(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    Object.values(DESK_QUERIES).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
