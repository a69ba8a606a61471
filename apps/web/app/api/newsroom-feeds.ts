import type {
  IngestRun,
  IngestSource,
  IngestSourceCreate,
  IngestSourceUpdate,
} from '@vaarta/core/entities/newsroom-desks';
import type { ApiClient, ApiReader, Page } from './client';

/** The feeds: RSS and Atom sources whose new items come in as drafts. */

export type { IngestRun as FeedRun, IngestSource as Feed };
export type FeedFields = IngestSourceCreate;

const PATHS = {
  feeds: '/newsroom/ingest/sources',
  feed: (id: string) => `/newsroom/ingest/sources/${id}`,
  fetch: (id: string) => `/newsroom/ingest/sources/${id}/fetch`,
};

/** The feeds of the caller's languages (or one), by name. */
export function fetchFeeds(
  api: ApiReader,
  filter: { languageId?: string | null; page?: number } = {},
): Promise<Page<IngestSource>> {
  return api.get(PATHS.feeds, { languageId: filter.languageId, page: filter.page });
}

export function addFeed(api: ApiClient, fields: FeedFields): Promise<IngestSource> {
  return api.post(PATHS.feeds, fields);
}

/** Changes a feed, or pauses it (`isActive: false`). */
export function updateFeed(
  api: ApiClient,
  feedId: string,
  changes: IngestSourceUpdate,
): Promise<IngestSource> {
  return api.patch(PATHS.feed(feedId), changes);
}

/** Removes a feed; the drafts it brought stay. */
export async function removeFeed(api: ApiClient, feedId: string): Promise<void> {
  await api.delete(PATHS.feed(feedId));
}

/** Fetches the feed now: how many items came, how many became drafts, or why it failed. */
export function runFeedNow(api: ApiClient, feedId: string): Promise<IngestRun> {
  return api.post(PATHS.fetch(feedId));
}
