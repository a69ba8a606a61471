import type { ApiReader } from '../../api/client';
import { fetchMandiCategories, fetchMandiItems } from '../../api/mandi';
import type { RequestEdition } from '../../lib/edition.server';
import { mandiPlace } from './load-mandi.server';
import { MANDI_PARAMS, readMandiQuery } from './mandi-query';

/**
 * The mandi page's address with only the selection it shows, each part one the catalogue holds
 * (docs/decisions/0174): a state, district or category that is not in the lists is read as the
 * page reads it (`mandiPlace`), and a page number counts only where prices are listed and the page
 * exists. A read that fails drops what it would have checked: the page then shows less.
 */
export async function mandiAddress(
  address: URL,
  edition: RequestEdition,
  api: ApiReader,
): Promise<string> {
  const query = readMandiQuery(address.searchParams);
  const place = await mandiPlace(edition, query);
  const kept = new URLSearchParams();
  for (const value of address.searchParams.getAll('lng')) kept.append('lng', value);
  if (place && query.submitted) kept.set(MANDI_PARAMS.state, place.state?.id ?? '');
  if (place?.district) {
    if (query.submitted) kept.set(MANDI_PARAMS.district, place.district.id);
    const categories = query.categoryId
      ? await fetchMandiCategories(api, place.language.id).catch(() => [])
      : [];
    const category = categories.find((c) => c.id === query.categoryId);
    if (category) kept.set(MANDI_PARAMS.category, category.id);
    if (query.submitted && category && query.page > 1) {
      const first = await fetchMandiItems(api, {
        languageId: place.language.id,
        stateId: place.state?.id,
        districtId: place.district.id,
        categoryId: category.id,
      }).catch(() => null);
      if (first && query.page <= first.pagination.totalPages) {
        kept.set(MANDI_PARAMS.page, String(query.page));
      }
    }
  }
  return kept.size ? `${address.pathname}?${kept.toString()}` : address.pathname;
}
