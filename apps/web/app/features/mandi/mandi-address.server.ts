import type { RequestEdition } from '../../lib/edition.server';
import { mandiPlace } from './load-mandi.server';
import { MANDI_PARAMS, readMandiQuery } from './mandi-query';

/**
 * The mandi page's address with only the selection it shows: a state, district or category that
 * is not in the lists is read as the page reads it (`mandiPlace`), and a
 * page number counts only where prices are listed. The category is checked by the page itself
 * (its list is not kept in memory), so it is kept as sent once the place is whole.
 */
export async function mandiAddress(address: URL, edition: RequestEdition): Promise<string> {
  const query = readMandiQuery(address.searchParams);
  const place = await mandiPlace(edition, query);
  const kept = new URLSearchParams();
  for (const value of address.searchParams.getAll('lng')) kept.append('lng', value);
  if (place && query.submitted) kept.set(MANDI_PARAMS.state, place.state?.id ?? '');
  if (place?.district) {
    if (query.submitted) kept.set(MANDI_PARAMS.district, place.district.id);
    if (query.categoryId) kept.set(MANDI_PARAMS.category, query.categoryId);
    if (query.submitted && query.categoryId && query.page > 1) {
      kept.set(MANDI_PARAMS.page, String(query.page));
    }
  }
  return kept.size ? `${address.pathname}?${kept.toString()}` : address.pathname;
}
