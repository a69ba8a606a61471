import type { ApiReader } from '../../api/client';
import {
  fetchMandiCategories,
  fetchMandiItems,
  type MandiCategory,
  type MandiItemsResult,
} from '../../api/mandi';
import type { District, State } from '../../api/places';
import type { RequestEdition } from '../../lib/edition.server';
import type { MandiQuery } from './mandi-query';

export interface MandiSelection {
  stateId: string | null;
  districtId: string | null;
  categoryId: string | null;
}

export type MandiPage =
  | { language: null }
  | {
      language: { id: string; code: string };
      states: State[];
      districts: District[];
      /** Null when they could not be loaded: the category dropdown then waits. */
      categories: MandiCategory[] | null;
      selection: MandiSelection;
      /** The prices asked for, or why they could not be had; none until the form is sent. */
      prices: { result: MandiItemsResult } | { failed: true } | null;
    };

/**
 * Everything the mandi page shows, on the server (docs/product/mandi.md). Without a sent form
 * the reader's edition preselects the state and district; a sent selection is checked against
 * the lists (a district of another state, from a form sent before the page was interactive,
 * is dropped with the category), and prices are fetched only for a whole selection.
 */
export async function loadMandiPage(
  api: ApiReader,
  edition: RequestEdition,
  query: MandiQuery,
): Promise<MandiPage> {
  const { edition: current } = await edition.resolve();
  const language = current.language;
  if (!language) return { language: null };
  const [states, categories] = await Promise.all([
    edition.states(),
    fetchMandiCategories(api, language.id).catch(() => null),
  ]);
  const wantedState = query.submitted ? query.stateId : (current.state?.id ?? null);
  const state = states.find((s) => s.id === wantedState) ?? null;
  const districts = state ? await edition.districts(state.id) : [];
  const wantedDistrict = query.submitted ? query.districtId : (current.district?.id ?? null);
  const district = districts.find((d) => d.id === wantedDistrict) ?? null;
  const category =
    district && categories ? (categories.find((c) => c.id === query.categoryId) ?? null) : null;
  const selection = {
    stateId: state?.id ?? null,
    districtId: district?.id ?? null,
    categoryId: category?.id ?? null,
  };
  let prices: Extract<MandiPage, { states: State[] }>['prices'] = null;
  if (query.submitted && state && district && category) {
    prices = await fetchMandiItems(api, {
      languageId: language.id,
      stateId: state.id,
      districtId: district.id,
      categoryId: category.id,
      page: query.page,
    }).then(
      (result) => ({ result }),
      () => ({ failed: true as const }),
    );
  }
  return {
    language: { id: language.id, code: language.code },
    states,
    districts,
    categories,
    selection,
    prices,
  };
}
