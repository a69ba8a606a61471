/**
 * The reads public pages make, typed (docs/decisions/0172-typed-page-reads.md): the server answers
 * them from its services inside the process, the browser through the API. Results are the API's
 * own shapes (`@vaarta/core` entities); a read fails as the API would refuse its call.
 */
import type { NewsArticle, NewsList, NewsSearchOrder } from '@vaarta/core/entities/news';
import type { Category, District, Language, State } from '@vaarta/core/entities/places';

/** What a news list is narrowed by; a filter left out (or null) narrows nothing. */
export interface NewsFilter {
  /** The content language; every list needs one (without it the read is refused). */
  languageId: string | undefined;
  categoryIds?: readonly string[];
  stateId?: string | null | undefined;
  districtId?: string | null | undefined;
  authorId?: string;
  /** Only what the newsroom flagged as breaking. */
  breaking?: boolean;
  page?: number;
  limit?: number;
}

/** What a reader searches for (docs/product/search.md). */
export interface NewsSearch {
  text: string;
  languageId: string;
  order: NewsSearchOrder;
  page: number;
}

export interface PageReads {
  /** Every active content language. */
  languages(): Promise<Language[]>;
  /** A language's active categories, in the newsroom's order. */
  categories(languageId: string): Promise<Category[]>;
  /** The states, named in a language. */
  states(languageId: string): Promise<State[]>;
  /** A state's districts, named in a language. */
  districts(languageId: string, stateId: string): Promise<District[]>;
  /** The newest news of a language, narrowed by category, place, author, breaking flag. */
  news(filter: NewsFilter): Promise<NewsList>;
  /** The newest news of some categories (one at least). */
  newsInCategories(filter: NewsFilter & { categoryIds: readonly string[] }): Promise<NewsList>;
  /** One published article by its id. */
  article(id: string): Promise<NewsArticle>;
  /** The published article an address names by its short id and slug (docs/decisions/0110). */
  articleAt(shortId: string, slug: string): Promise<NewsArticle>;
  /** One page of the stories matching a search. */
  search(search: NewsSearch): Promise<NewsList>;
}

export type PageReadKind = keyof PageReads;

export const PAGE_READ_KINDS = [
  'languages',
  'categories',
  'states',
  'districts',
  'news',
  'newsInCategories',
  'article',
  'articleAt',
  'search',
] as const satisfies readonly PageReadKind[];

/**
 * How a read fails, on the server: with the HTTP status, the error code and the message the
 * API's error envelope would carry for the same call.
 */
export interface ReadFailure extends Error {
  statusCode: number;
  code: string;
}

export function isReadFailure(error: unknown): error is ReadFailure {
  return (
    error instanceof Error &&
    typeof (error as Partial<ReadFailure>).statusCode === 'number' &&
    typeof (error as Partial<ReadFailure>).code === 'string'
  );
}

/**
 * The same reads, each run through `around` (its kind, the read itself and its arguments): how
 * either side times, memoises or translates the failures of every read alike.
 */
export function aroundEachRead(
  reads: PageReads,
  around: (kind: PageReadKind, read: () => Promise<unknown>, args: unknown[]) => Promise<unknown>,
): PageReads {
  const wrapped: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const kind of PAGE_READ_KINDS) {
    const read = reads[kind] as (...args: unknown[]) => Promise<unknown>;
    wrapped[kind] = (...args) => around(kind, () => read.apply(reads, args), args);
  }
  return wrapped as unknown as PageReads;
}

/** A query as a URL carries it: every value a string, the empty ones left out. */
function queryOf(values: Record<string, string | number | boolean | null | undefined>) {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') query[key] = String(value);
  }
  return query;
}

/**
 * The query of each read, as the API's route reads it: the browser sends it, the server checks it
 * with the route's own schema, so both refuse the same values in the same words.
 */
export const readQuery = {
  language: (languageId: string) => queryOf({ language_id: languageId }),
  districts: (languageId: string, stateId: string) =>
    queryOf({ language_id: languageId, state_id: stateId }),
  news: (filter: NewsFilter) =>
    queryOf({
      language_id: filter.languageId,
      categoryIds: filter.categoryIds?.join(','),
      state_id: filter.stateId,
      district_id: filter.districtId,
      authorId: filter.authorId,
      isBreaking: filter.breaking,
      page: filter.page ?? 1,
      limit: filter.limit,
    }),
  articleAt: (slug: string) => queryOf({ slug }),
  search: (search: NewsSearch) =>
    queryOf({
      q: search.text,
      language_id: search.languageId,
      sort: search.order,
      page: search.page,
    }),
};
