import type { FastifyBaseLogger } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import { newsIdParams } from '@vaarta/core/entities/news';
import { aroundEachRead, readQuery, type PageReads } from '@vaarta/web-contract/page-reads';
import { HttpError } from '../../../lib/http-error.ts';
import { currentTiming } from '../../../lib/request-timing.ts';
import {
  advancedFilterQuery,
  articleAtParams,
  articleAtQuery,
  districtsQuery,
  languageQuery,
  multiCategoryQuery,
  newsSearchQuery,
  type NewsReads,
} from '../../../routes/news/reads.ts';
import { errorReplyOf } from '../errors.ts';

/** Where a value sits in the API call the read stands for: the route validates each part. */
type CallPart = 'params' | 'querystring';

/**
 * `input` as the route's `schema` reads it, checked by the same compiler the routes use: a value
 * it refuses fails as Fastify's validation of that part of the call does.
 */
function validated<S extends z.ZodType>(schema: S, input: unknown, part: CallPart): z.output<S> {
  const validate = validatorCompiler({ schema, method: 'GET', url: '', httpPart: part }) as (
    data: unknown,
  ) => { value?: unknown; error?: unknown[] };
  const { value, error } = validate(input);
  if (error) {
    throw Object.assign(new Error(`Invalid ${part}`), {
      statusCode: 400,
      validation: error,
      validationContext: part,
    });
  }
  return value as z.output<S>;
}

/**
 * The reads public pages make (`PageReads`), answered inside the process by the functions the
 * news routes answer with (routes/news/reads.ts): each input is checked by its route's own
 * schema, and a failure of any kind rejects with the status, code and message the API's reply
 * would carry (errors.ts), so a page shows what it showed when it asked the API. Each read's
 * time goes into the request's `Server-Timing`.
 */
export function pageReads(reads: NewsReads, log: FastifyBaseLogger): PageReads {
  const direct: PageReads = {
    languages: () => reads.languages(),
    categories: async (languageId) =>
      reads.categories(validated(languageQuery, readQuery.language(languageId), 'querystring')),
    states: async (languageId) =>
      reads.states(validated(languageQuery, readQuery.language(languageId), 'querystring')),
    districts: async (languageId, stateId) =>
      reads.districts(
        validated(districtsQuery, readQuery.districts(languageId, stateId), 'querystring'),
      ),
    news: async (filter) =>
      reads.advanced(validated(advancedFilterQuery, readQuery.news(filter), 'querystring')),
    newsInCategories: async (filter) =>
      reads.multiCategory(validated(multiCategoryQuery, readQuery.news(filter), 'querystring')),
    article: async (id) => reads.article(validated(newsIdParams, { id }, 'params').id),
    articleAt: async (shortId, slug) => {
      const params = validated(articleAtParams, { shortId }, 'params');
      const query = validated(articleAtQuery, readQuery.articleAt(slug), 'querystring');
      return reads.articleAt(params.shortId, query.slug);
    },
    search: async (search) =>
      reads.search(validated(newsSearchQuery, readQuery.search(search), 'querystring')),
  };

  return aroundEachRead(direct, async (kind, read) => {
    const started = performance.now();
    try {
      return await read();
    } catch (error) {
      const { status, body, retryAfter } = errorReplyOf(error, log);
      const failure = new HttpError(status, body.error, body.message, body.details);
      failure.retryAfter = retryAfter;
      throw failure;
    } finally {
      currentTiming()?.reads.push({ kind, ms: performance.now() - started });
    }
  });
}
