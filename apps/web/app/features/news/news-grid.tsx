import type { CardDetail, NewsCardItem } from '../../api/news-cards';
import { NewsCard } from '../../ui/news-card';

/** What a listed story shows besides its picture, title and time. */
export const NEWS_GRID_DETAILS: readonly CardDetail[] = ['author', 'summary'];

/** A responsive grid of news cards; the first image loads at once (it is the page's LCP). */
export function NewsGrid({
  items,
  empty,
  testId,
}: {
  items: NewsCardItem[];
  empty: string;
  testId?: string;
}) {
  if (items.length === 0) {
    return (
      <p role="status" className="py-8 text-center text-muted">
        {empty}
      </p>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          <NewsCard item={item} details={NEWS_GRID_DETAILS} eager={index === 0} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
