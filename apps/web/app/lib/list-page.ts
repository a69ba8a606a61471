import { LIST_PAGE_MAX } from '@vaarta/core/constants';

export const LIST_PAGE_PARAM = 'page';

/**
 * The page of a list a `?page=` asks for: a whole number from 1 to the last page the API serves;
 * anything else is the first.
 */
export function listPageOf(search: URLSearchParams): number {
  const page = Number(search.get(LIST_PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 && page <= LIST_PAGE_MAX ? page : 1;
}
