import type { NewsItem } from '@vaarta/core/entities/news';
import { browserApi } from './api';
import type { Edition } from './edition';

interface NewsList {
  items: NewsItem[];
}

/**
 * A category's newest news (spec §7 filter-multi-categories) in the edition's language, narrowed
 * to its state and district when they are set: the category bar and mobile menu pass the whole
 * edition, the home strip only the language (spec §4).
 */
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
