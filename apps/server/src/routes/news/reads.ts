import { z } from 'zod';
import { SHORT_ID_LENGTH } from '@vaarta/core/addresses';
import { uuid } from '@vaarta/core/entities/envelope';
import {
  advancedFilterQuery,
  multiCategoryQuery,
  newsSearchQuery,
  type AdvancedFilterQuery,
  type MultiCategoryQuery,
  type NewsSearchQuery,
} from '@vaarta/core/entities/news';
import { languageIdQuery } from '@vaarta/core/entities/places';
import type { CatalogService } from '../../services/catalog.ts';
import type { NewsService } from '../../services/news.ts';
import type { NewsSearchService } from '../../services/news-search.ts';

/** The query of the catalogue's lists: the language they are named in. */
export const languageQuery = z.object(languageIdQuery);
export const districtsQuery = z.object({
  ...languageIdQuery,
  state_id: uuid('state_id').optional(),
});
export { advancedFilterQuery, multiCategoryQuery, newsSearchQuery };

/** An article as its address names it (docs/decisions/0110): its short id, and its slug. */
export const articleAtParams = z.object({
  shortId: z
    .string()
    .regex(new RegExp(`^[0-9a-f]{${SHORT_ID_LENGTH}}$`), 'shortId must be 12 lowercase hex digits'),
});
export const articleAtQuery = z.object({
  slug: z.string().max(500, 'slug is too long').default(''),
});

/**
 * What the reader's news calls answer, from their validated query: the routes send it in an
 * envelope, and pages rendered in this process read it typed (web-app/page-reads.ts).
 */
export function newsReads({
  catalog,
  news,
  newsSearch,
}: {
  catalog: CatalogService;
  news: NewsService;
  newsSearch: NewsSearchService;
}) {
  /** Both lists: the multi-category one is the advanced one with categories required. */
  async function list(q: AdvancedFilterQuery) {
    await catalog.language(q.language_id);
    if (q.categoryIds) await catalog.assertCategories(q.categoryIds);
    await catalog.assertPlace(q.state_id, q.district_id);
    return news.list({
      languageId: q.language_id,
      categoryIds: q.categoryIds,
      stateId: q.state_id,
      districtId: q.district_id,
      authorId: q.authorId,
      isBreaking: q.isBreaking,
      search: q.search,
      page: q.page,
      limit: q.limit,
    });
  }

  return {
    languages: () => catalog.languages(),
    categories: (q: z.infer<typeof languageQuery>) => catalog.categories(q.language_id),
    states: (q: z.infer<typeof languageQuery>) => catalog.states(q.language_id),
    districts: (q: z.infer<typeof districtsQuery>) => catalog.districts(q.language_id, q.state_id),
    multiCategory: (q: MultiCategoryQuery) => list(q),
    advanced: (q: AdvancedFilterQuery) => list(q),
    article: (id: string) => news.article(id),
    articleAt: (shortId: string, slug: string) => news.articleAt(shortId, slug),
    search: async (q: NewsSearchQuery) => {
      if (q.language_id) await catalog.language(q.language_id);
      return newsSearch.search({
        text: q.q,
        languageId: q.language_id,
        order: q.sort,
        page: q.page,
        limit: q.limit,
      });
    },
  };
}

export type NewsReads = ReturnType<typeof newsReads>;
