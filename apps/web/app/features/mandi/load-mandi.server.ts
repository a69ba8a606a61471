import type { ApiReader } from '../../api/client';
import {
  fetchMandiCategories,
  fetchMandiItems,
  type MandiCategory,
  type MandiItemsResult,
} from '../../api/mandi';
import type { District, Language, State } from '../../api/places';
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

/** The state and district a mandi page shows, each checked against the edition's lists. */
export interface MandiPlace {
  language: Language;
  states: State[];
  state: State | null;
  districts: District[];
  district: District | null;
}

/**
 * The sent state and district, or without a sent form the reader's edition's; one not in the
 * lists (a district of another state, from a form sent before the page was interactive) is
 * dropped. Null without a content language.
 */
export async function mandiPlace(
  edition: RequestEdition,
  query: MandiQuery,
): Promise<MandiPlace | null> {
  const { state: savedState, district: savedDistrict, language } = await edition.selection();
  if (!language) return null;
  const states = await edition.states();
  const wantedState = query.submitted ? query.stateId : (savedState?.id ?? null);
  const state = states.find((s) => s.id === wantedState) ?? null;
  const districts = state ? await edition.districts(state.id) : [];
  const wantedDistrict = query.submitted ? query.districtId : (savedDistrict?.id ?? null);
  const district = districts.find((d) => d.id === wantedDistrict) ?? null;
  return { language, states, state, districts, district };
}

/**
 * Everything the mandi page shows, on the server (docs/product/mandi.md): the place
 * (`mandiPlace`), a category only with a district, and prices only for a whole sent selection.
 */
export async function loadMandiPage(
  api: ApiReader,
  edition: RequestEdition,
  query: MandiQuery,
): Promise<MandiPage> {
  const [place, categories] = await Promise.all([
    mandiPlace(edition, query),
    edition
      .language()
      .then((language) => (language ? fetchMandiCategories(api, language.id) : null))
      .catch(() => null),
  ]);
  if (!place) return { language: null };
  const { language, states, state, districts, district } = place;
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
