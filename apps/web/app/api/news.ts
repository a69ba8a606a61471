import type {
  NewsArticle as ApiNewsArticle,
  NewsItem as ApiNewsItem,
  NewsList as ApiNewsList,
} from '@vaarta/core/entities/news';
import type { Edition } from '../lib/edition';
import type { ApiReader } from './client';

/** The API names a story's place and language in snake case; the web app does not. */
function withCamelPlaces<T extends ApiNewsItem>({
  language_id,
  state_id,
  district_id,
  ...rest
}: T) {
  return { ...rest, languageId: language_id, stateId: state_id, districtId: district_id };
}

/** A story as every list answers it (docs/product/reading.md). */
export type NewsItem = ReturnType<typeof withCamelPlaces<ApiNewsItem>>;
/** Every field of one article. */
export type NewsArticle = ReturnType<typeof withCamelPlaces<ApiNewsArticle>>;
/** One page of a list, newest first. */
export type NewsList = Omit<ApiNewsList, 'items'> & { items: NewsItem[] };

/** What a news list is narrowed by; a filter left out (or null) narrows nothing. */
export interface NewsFilter {
  /** The content language; every list needs one (without it the server answers 400). */
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

function listQuery(filter: NewsFilter) {
  return {
    language_id: filter.languageId,
    categoryIds: filter.categoryIds?.join(','),
    state_id: filter.stateId,
    district_id: filter.districtId,
    authorId: filter.authorId,
    isBreaking: filter.breaking,
    page: filter.page ?? 1,
    limit: filter.limit,
  };
}

const toList = (list: ApiNewsList): NewsList => ({
  ...list,
  items: list.items.map(withCamelPlaces),
});

/** One article; `GET /news/{id}` is its only source (docs/product/reading.md). */
export async function fetchArticle(api: ApiReader, newsId: string): Promise<NewsArticle> {
  return fetchArticleAt(api, `/news/${encodeURIComponent(newsId)}`);
}

/** An article in the shape of `GET /news/{id}` from another path (the newsroom's preview). */
export async function fetchArticleAt(api: ApiReader, path: string): Promise<NewsArticle> {
  return withCamelPlaces(await api.get<ApiNewsArticle>(path));
}

/** The article an address names by its short id and slug (`/news/at/{shortId}`). */
export async function fetchArticleByAddress(
  api: ApiReader,
  shortId: string,
  slug: string,
): Promise<NewsArticle> {
  return withCamelPlaces(await api.get<ApiNewsArticle>(`/news/at/${shortId}`, { slug }));
}

/** The newest news of some categories (`/news/filter-multi-categories`). */
export async function fetchNewsInCategories(
  api: ApiReader,
  filter: NewsFilter & { categoryIds: readonly string[] },
): Promise<NewsList> {
  return toList(await api.get<ApiNewsList>('/news/filter-multi-categories', listQuery(filter)));
}

/** The newest news of a language, narrowed by author, breaking flag… (`/news/filter-advanced`). */
export async function fetchNews(api: ApiReader, filter: NewsFilter): Promise<NewsList> {
  return toList(await api.get<ApiNewsList>('/news/filter-advanced', listQuery(filter)));
}

/**
 * A category's newest news in an edition's language, narrowed to its state and district when
 * they are set: the category bar and mobile menu pass the whole edition, the home strip only
 * the language (docs/product/reading.md).
 */
export async function fetchCategoryNews(
  api: ApiReader,
  categoryId: string,
  edition: Edition,
  limit: number,
): Promise<NewsItem[]> {
  const list = await fetchNewsInCategories(api, {
    categoryIds: [categoryId],
    languageId: edition.language?.id,
    stateId: edition.state?.id,
    districtId: edition.district?.id,
    limit,
  });
  return list.items;
}
