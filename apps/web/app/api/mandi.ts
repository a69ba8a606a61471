import type {
  MandiCategoriesResult,
  MandiCategory,
  MandiItem,
  MandiItemsResult,
} from '@vaarta/core/entities/mandi';
import type { ApiReader } from './client';

/** Market prices in rupees (docs/product/mandi.md). */

export type { MandiCategory, MandiItem, MandiItemsResult };

/** The commodity categories, named in the content language. */
export async function fetchMandiCategories(
  api: ApiReader,
  languageId: string,
): Promise<MandiCategory[]> {
  const result = await api.get<MandiCategoriesResult>('/local-mandi-categories', {
    language_id: languageId,
  });
  return result.categories;
}

export interface MandiFilter {
  languageId: string;
  categoryId?: string | null;
  stateId?: string | null;
  districtId?: string | null;
  page?: number;
  /** Items a page; the server's default when left out. */
  limit?: number;
}

/** Each market's latest prices with the trend against the previous recorded day. */
export function fetchMandiItems(api: ApiReader, filter: MandiFilter): Promise<MandiItemsResult> {
  return api.get<MandiItemsResult>('/local-mandi-categories/items', {
    language_id: filter.languageId,
    categoryId: filter.categoryId,
    state_id: filter.stateId,
    district_id: filter.districtId,
    page: filter.page,
    limit: filter.limit,
  });
}
