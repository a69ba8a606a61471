import { NEWS_SEARCH_TEXT_MAX, NEWS_SEARCH_TEXT_MIN } from '@vaarta/core/constants';
import { NEWS_SEARCH_ORDERS, type NewsSearchOrder } from '@vaarta/core/entities/news';

/** What a results page's address asks for (`/te/search?q=…&sort=…&page=…`). */
export interface SearchRequest {
  text: string;
  order: NewsSearchOrder;
  /** Why the text cannot be searched, as a dictionary key; null when it can. */
  problem: 'search.tooShort' | 'search.tooLong' | null;
}

/** The typed text, trimmed, checked by the API's own bounds so no call is made in vain. */
export function searchRequestOf(params: URLSearchParams): SearchRequest {
  const text = (params.get('q') ?? '').trim();
  const sort = params.get('sort');
  const order = NEWS_SEARCH_ORDERS.find((o) => o === sort) ?? 'newest';
  const length = [...text].length;
  const problem =
    length > NEWS_SEARCH_TEXT_MAX
      ? 'search.tooLong'
      : length > 0 && length < NEWS_SEARCH_TEXT_MIN
        ? 'search.tooShort'
        : null;
  return { text, order, problem };
}
