import { offsetOf, paginationOf, type Pagination } from '@vaarta/core/pagination';

/**
 * One page of a list and the size of the whole list, asked for at once: `count` counts the rows
 * the list's filter selects (`select({ n: count() })` with the same from and where), `rows` reads
 * the page (`limit` rows from `offset`, in the list's order).
 */
export async function countedPage<Row>(
  paging: { page: number; limit: number },
  count: PromiseLike<Array<{ n: number }>>,
  rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>,
): Promise<{ rows: Row[]; pagination: Pagination }> {
  const { page, limit } = paging;
  const [[total], pageRows] = await Promise.all([
    count,
    rows({ limit, offset: offsetOf(page, limit) }),
  ]);
  return { rows: pageRows, pagination: paginationOf(Number(total?.n ?? 0), page, limit) };
}
