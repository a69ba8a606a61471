import type {
  Epaper as ApiEpaper,
  EpaperList as ApiEpaperList,
} from '@vaarta/core/entities/epaper';
import { fetchFileAsReader } from './browser';
import type { ApiReader } from './client';

/** The daily e-newspaper (docs/product/e-paper.md). */

function toEpaper({ language_id, ...rest }: ApiEpaper) {
  return { ...rest, languageId: language_id };
}
export type Epaper = ReturnType<typeof toEpaper>;
export type EpaperList = Omit<ApiEpaperList, 'items'> & { items: Epaper[] };

export interface EpaperFilter {
  languageId?: string | null;
  /** From and to which day (YYYY-MM-DD); the last 7 days when left out. */
  dateFrom?: string;
  dateTo?: string;
  /** The kind of edition; the daily paper when left out. */
  type?: string;
  page?: number;
  limit?: number;
}

/**
 * The editions, oldest day first. Readers must be signed in unless the server is configured
 * otherwise: the browser's client sends their token, and a 401 says they are not.
 */
export async function fetchEpapers(api: ApiReader, filter: EpaperFilter = {}): Promise<EpaperList> {
  const list = await api.get<ApiEpaperList>('/e-newspapers', {
    language_id: filter.languageId,
    dateFrom: filter.dateFrom,
    dateTo: filter.dateTo,
    type: filter.type,
    page: filter.page,
    limit: filter.limit,
  });
  return { ...list, items: list.items.map(toEpaper) };
}

/** An edition is available only with a PDF address: pdfUrl, else pdfPath. */
export function pdfAddressOf(edition: Pick<Epaper, 'pdfUrl' | 'pdfPath'>): string | null {
  return edition.pdfUrl || edition.pdfPath || null;
}

/** An edition's PDF, fetched as the signed-in reader: PDFs follow the list's login rule. */
export function fetchEditionPdf(address: string, signal?: AbortSignal): Promise<Blob> {
  return fetchFileAsReader(address, signal);
}
