import type { NewsItem } from '@vaarta/core/entities/news';
import { browserApi } from '../../lib/api';
import type { Edition } from '../../lib/edition';

interface NewsList {
  items: NewsItem[];
}

/** A category's newest news for the reader's edition (spec §7 filter-multi-categories). */
export async function fetchCategoryNews(
  categoryId: string,
  edition: Edition,
  limit: number,
): Promise<NewsItem[]> {
  const result = await browserApi.get<NewsList>('/news/filter-multi-categories', {
    categoryIds: categoryId,
    language_id: edition.language?.id,
    state_id: edition.state?.id,
    district_id: edition.district?.id,
    limit,
    page: 1,
  });
  return result.items;
}
