import type { Edition } from '@vaarta/core/entities/newsroom-desks';
import type { ApiClient, ApiReader, Page } from './client';

/** The e-paper desk: editions uploaded as PDFs or printed from the day's stories. */

export type { Edition };

const PATHS = {
  editions: '/newsroom/epapers',
  build: '/newsroom/epapers/build',
  edition: (id: string) => `/newsroom/epapers/${id}`,
  pdf: (id: string) => `/newsroom/epapers/${id}/pdf`,
};

/** Editions of the caller's languages (or one), newest day first. */
export function fetchEditions(
  api: ApiReader,
  filter: { languageId?: string | null; page?: number } = {},
): Promise<Page<Edition>> {
  return api.get(PATHS.editions, { languageId: filter.languageId, page: filter.page });
}

/** An edition's day in a language: YYYY-MM-DD. */
export interface EditionDay {
  languageId: string;
  date: string;
}

/** Uploads the PDF edition of a language and day; the server checks it and makes its cover. */
export function uploadEdition(api: ApiClient, day: EditionDay & { file: Blob }): Promise<Edition> {
  const form = new FormData();
  form.append('languageId', day.languageId);
  form.append('date', day.date);
  form.append('file', day.file);
  return api.post(PATHS.editions, form);
}

/** Prints the edition from the stories published the day before, over an existing one if asked. */
export function buildEdition(
  api: ApiClient,
  day: EditionDay & { replace: boolean },
): Promise<Edition> {
  return api.post(PATHS.build, day);
}

/** Puts a new PDF in an edition's place; readers stop seeing the old one at once. */
export function replaceEditionPdf(api: ApiClient, editionId: string, file: Blob): Promise<Edition> {
  const form = new FormData();
  form.append('file', file);
  return api.put(PATHS.pdf(editionId), form);
}

/** Withdraws an edition: readers no longer see it, and its files are deleted. */
export async function withdrawEdition(api: ApiClient, editionId: string): Promise<void> {
  await api.delete(PATHS.edition(editionId));
}
