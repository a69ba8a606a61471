import { LIST_PAGE_PARAM, listPageOf } from '../../lib/list-page';

/** The mandi page's address: what the filter form submits (a GET form works before hydration). */
export interface MandiQuery {
  stateId: string | null;
  districtId: string | null;
  categoryId: string | null;
  page: number;
  /** The form was sent: the reader asked for prices (otherwise the edition preselects). */
  submitted: boolean;
}

export const MANDI_PARAMS = {
  state: 'state',
  district: 'district',
  category: 'category',
  page: LIST_PAGE_PARAM,
} as const;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: string | null) => (value && ID.test(value) ? value : null);

export function readMandiQuery(search: URLSearchParams): MandiQuery {
  return {
    stateId: idOf(search.get(MANDI_PARAMS.state)),
    districtId: idOf(search.get(MANDI_PARAMS.district)),
    categoryId: idOf(search.get(MANDI_PARAMS.category)),
    page: listPageOf(search),
    submitted: search.has(MANDI_PARAMS.state),
  };
}

/** The address of a page of prices for a selection. */
export function mandiSearch(
  selection: { stateId: string; districtId: string; categoryId: string },
  page = 1,
): string {
  const search = new URLSearchParams({
    [MANDI_PARAMS.state]: selection.stateId,
    [MANDI_PARAMS.district]: selection.districtId,
    [MANDI_PARAMS.category]: selection.categoryId,
  });
  if (page > 1) search.set(MANDI_PARAMS.page, String(page));
  return `?${search}`;
}
