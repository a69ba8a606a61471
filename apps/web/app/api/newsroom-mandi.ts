import type {
  CommodityNames,
  FetchRun,
  FetchRunList,
  NewCommodity,
  NewCommodityList,
} from '@vaarta/core/entities/mandi-catalogue';
import type { PriceImport, PriceRow } from '@vaarta/core/entities/newsroom-desks';
import type { ApiClient, ApiReader, Page } from './client';

/** The mandi desk: the day's government price file, and a row corrected by hand. */

export type { CommodityNames, FetchRun, FetchRunList, NewCommodity, PriceImport, PriceRow };

const PATHS = {
  imports: '/newsroom/mandi/imports',
  prices: '/newsroom/mandi/prices',
  price: (id: string) => `/newsroom/mandi/prices/${id}`,
  fetches: '/newsroom/mandi/fetches',
};

/** Imports a price file (the CSV export or the API's JSON): what became of every row. */
export function importPriceFile(api: ApiClient, file: Blob): Promise<PriceImport> {
  const form = new FormData();
  form.append('file', file);
  return api.post(PATHS.imports, form);
}

/** The latest daily fetches from the open-data portal, newest first, and whether a key is set. */
export function fetchDailyFetches(api: ApiReader): Promise<FetchRunList> {
  return api.get(PATHS.fetches);
}

export interface PriceFilter {
  /** The language commodities and districts are named in; English when left out. */
  languageId?: string | null;
  districtId?: string | null;
  itemId?: string | null;
  /** YYYY-MM-DD. */
  date?: string | null;
  page?: number;
}

/** Recorded prices, newest day first. */
export function fetchPriceRows(api: ApiReader, filter: PriceFilter = {}): Promise<Page<PriceRow>> {
  return api.get(PATHS.prices, {
    languageId: filter.languageId,
    districtId: filter.districtId,
    itemId: filter.itemId,
    date: filter.date,
    page: filter.page,
  });
}

export interface PriceCorrection {
  minPrice: number;
  maxPrice: number;
  modalPrice: number;
}

/** Corrects one row by hand; the server keeps minimum ≤ modal ≤ maximum. */
export function correctPriceRow(
  api: ApiClient,
  rowId: string,
  prices: PriceCorrection,
): Promise<PriceRow> {
  return api.patch(PATHS.price(rowId), prices);
}

const COMMODITY_PATHS = {
  unnamed: '/newsroom/mandi/commodities',
  names: (id: string) => `/newsroom/mandi/commodities/${id}/names`,
};

/** Commodities the price data added that are still shown in English in some language. */
export async function fetchUnnamedCommodities(api: ApiReader): Promise<NewCommodity[]> {
  const { items } = await api.get<NewCommodityList>(COMMODITY_PATHS.unnamed);
  return items;
}

/** Names a commodity in all six languages. */
export function nameCommodity(
  api: ApiClient,
  commodityId: string,
  names: CommodityNames,
): Promise<NewCommodity> {
  return api.put(COMMODITY_PATHS.names(commodityId), names);
}
