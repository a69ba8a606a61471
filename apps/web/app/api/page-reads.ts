import type { NewsArticle, NewsList } from '@vaarta/core/entities/news';
import type { Category, District, Language, State } from '@vaarta/core/entities/places';
import {
  aroundEachRead,
  isReadFailure,
  readQuery,
  type PageReads,
} from '@vaarta/web-contract/page-reads';
import { ApiError, type ApiReader } from './client';

export type { PageReads };

/**
 * The pages' reads as API calls (the browser's, docs/product/reading.md "Lists and search"): the
 * query each sends is the one the server checks when it answers the same read in-process.
 */
export function httpReads(api: ApiReader): PageReads {
  return {
    languages: () => api.get<Language[]>('/news/languages'),
    categories: (languageId) =>
      api.get<Category[]>('/news/categories', readQuery.language(languageId)),
    states: (languageId) => api.get<State[]>('/news/states', readQuery.language(languageId)),
    districts: (languageId, stateId) =>
      api.get<District[]>('/news/districts', readQuery.districts(languageId, stateId)),
    news: (filter) => api.get<NewsList>('/news/filter-advanced', readQuery.news(filter)),
    newsInCategories: (filter) =>
      api.get<NewsList>('/news/filter-multi-categories', readQuery.news(filter)),
    article: (id) => api.get<NewsArticle>(`/news/${encodeURIComponent(id)}`),
    articleAt: (shortId, slug) =>
      api.get<NewsArticle>(`/news/at/${encodeURIComponent(shortId)}`, readQuery.articleAt(slug)),
    search: (search) => api.get<NewsList>('/news/search', readQuery.search(search)),
  };
}

/**
 * The server's reads (the load context's) as loaders use them: a read the server refuses fails
 * with the ApiError its API call would have given, so pages handle both alike.
 */
export function inProcessReads(reads: PageReads): PageReads {
  return aroundEachRead(reads, async (_kind, read) => {
    try {
      return await read();
    } catch (error) {
      if (!isReadFailure(error)) throw error;
      throw new ApiError(error.statusCode, error.code, error.message);
    }
  });
}

/**
 * Reads that ask each thing once, for the loaders of one request: finding what an address names
 * and resolving its edition read the same lists. A failed read is asked again.
 */
export function readsOnce(reads: PageReads): PageReads {
  const answers = new Map<string, Promise<unknown>>();
  return aroundEachRead(reads, (kind, read, args) => {
    const key = `${kind} ${JSON.stringify(args)}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = read();
      answers.set(key, answer);
      answer.catch(() => answers.delete(key));
    }
    return answer;
  });
}
