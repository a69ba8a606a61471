import { FeedsDesk } from '../../features/newsroom/feeds/feeds-desk.client';

/** /newsroom/feeds: RSS and Atom feeds that bring in drafts. */
export default function FeedsDeskRoute() {
  return <FeedsDesk />;
}
