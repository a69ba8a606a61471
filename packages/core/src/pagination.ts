import { z } from 'zod';
import { LIST_LIMIT_MAX, LIST_PAGE_MAX } from './constants.ts';

/**
 * `page` ≥ 1 and `limit` ≥ 1; a limit above LIST_LIMIT_MAX is served as LIST_LIMIT_MAX and the
 * reply's pagination says so (it carries the limit actually used).
 */
export function paginationQuery(defaultLimit: number) {
  return {
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(LIST_PAGE_MAX, 'page is too large')
      .default(1),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .default(defaultLimit)
      .transform((limit) => Math.min(limit, LIST_LIMIT_MAX)),
  };
}

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function paginationOf(total: number, page: number, limit: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}
