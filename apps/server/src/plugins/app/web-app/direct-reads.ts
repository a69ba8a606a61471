import type { z } from 'zod';
import { newsIdParams } from '@vaarta/core/entities/news';
import {
  advancedFilterQuery,
  articleAtParams,
  articleAtQuery,
  districtsQuery,
  languageQuery,
  multiCategoryQuery,
  type NewsReads,
} from '../../../routes/news/reads.ts';

/** A read answered in-process: the `result` its API call would send, as an object. */
export interface DirectAnswer {
  status: 200;
  result: unknown;
}

interface DirectRead {
  path: RegExp;
  query: z.ZodType;
  /** `query` is the parsed query; `match` the path's match (its captures are path parameters). */
  run(query: never, match: RegExpExecArray): Promise<unknown>;
}

const read = <Q extends z.ZodType>(
  path: RegExp,
  query: Q,
  run: (query: z.infer<Q>, match: RegExpExecArray) => Promise<unknown>,
): DirectRead => ({ path, query, run });

/**
 * The API calls pages make on every rendering, answered by the same reads the routes use
 * (routes/news/reads.ts) but without a request through Fastify, JSON out and JSON parsed back.
 * The query is checked by the route's own schema. Anything else, or any call that fails, answers
 * null: the caller then makes the real API call, so every refusal reads exactly as the API
 * words it (docs/decisions/0075-pages-read-services-directly.md).
 */
export function directReads(reads: NewsReads) {
  // Fixed paths first: `/news/{id}` would match them too.
  const table: DirectRead[] = [
    read(/^\/news\/languages$/, languageQuery, () => reads.languages()),
    read(/^\/news\/categories$/, languageQuery, (q) => reads.categories(q)),
    read(/^\/news\/states$/, languageQuery, (q) => reads.states(q)),
    read(/^\/news\/districts$/, districtsQuery, (q) => reads.districts(q)),
    read(/^\/news\/filter-multi-categories$/, multiCategoryQuery, (q) => reads.multiCategory(q)),
    read(/^\/news\/filter-advanced$/, advancedFilterQuery, (q) => reads.advanced(q)),
    read(/^\/news\/at\/([^/]+)$/, articleAtQuery, async (q, match) => {
      const params = articleAtParams.parse({ shortId: match[1] });
      return reads.articleAt(params.shortId, q.slug);
    }),
    read(/^\/news\/([^/]+)$/, languageQuery, async (_q, match) => {
      const params = newsIdParams.safeParse({ id: decodeURIComponent(match[1]!) });
      if (!params.success) throw params.error;
      return reads.article(params.data.id);
    }),
  ];

  return async (path: string, query: URLSearchParams): Promise<DirectAnswer | null> => {
    const keys = [...query.keys()];
    // A repeated key reaches a route as a list: leave that to the route.
    if (new Set(keys).size !== keys.length) return null;
    for (const entry of table) {
      const match = entry.path.exec(path);
      if (!match) continue;
      const parsed = entry.query.safeParse(Object.fromEntries(query));
      if (!parsed.success) return null;
      try {
        return { status: 200, result: await entry.run(parsed.data as never, match) };
      } catch {
        return null;
      }
    }
    return null;
  };
}
