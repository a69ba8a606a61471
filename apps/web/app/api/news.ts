import type {
  NewsArticle as ApiNewsArticle,
  NewsItem as ApiNewsItem,
  NewsList as ApiNewsList,
} from '@vaarta/core/entities/news';
import type { NewsFilter, NewsSearch } from '@vaarta/web-contract/page-reads';
import type { Edition } from '../lib/edition';
import type { ApiReader } from './client';
import type { PageReads } from './page-reads';

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

export type { NewsFilter, NewsSearch };

const toList = (list: ApiNewsList): NewsList => ({
  ...list,
  items: list.items.map(withCamelPlaces),
});

/** One article; `GET /news/{id}` is its only source (docs/product/reading.md). */
export async function fetchArticle(reads: PageReads, newsId: string): Promise<NewsArticle> {
  return withCamelPlaces(await reads.article(newsId));
}

/** An article in the shape of `GET /news/{id}` from another path (the newsroom's preview). */
export async function fetchArticleAt(api: ApiReader, path: string): Promise<NewsArticle> {
  return withCamelPlaces(await api.get<ApiNewsArticle>(path));
}

/** The article an address names by its short id and slug (`/news/at/{shortId}`). */
export async function fetchArticleByAddress(
  reads: PageReads,
  shortId: string,
  slug: string,
): Promise<NewsArticle> {
  return withCamelPlaces(await reads.articleAt(shortId, slug));
}

/** The newest news of some categories (`/news/filter-multi-categories`). */
export async function fetchNewsInCategories(
  reads: PageReads,
  filter: NewsFilter & { categoryIds: readonly string[] },
): Promise<NewsList> {
  return toList(await reads.newsInCategories(filter));
}

/** The newest news of a language, narrowed by author, breaking flag… (`/news/filter-advanced`). */
export async function fetchNews(reads: PageReads, filter: NewsFilter): Promise<NewsList> {
  return toList(await reads.news(filter));
}

/**
 * A category's newest news in an edition's language, narrowed to its state and district when
 * they are set: the category bar and mobile menu pass the whole edition, the home strip only
 * the language (docs/product/reading.md).
 */
export async function fetchCategoryNews(
  reads: PageReads,
  categoryId: string,
  edition: Edition,
  limit: number,
): Promise<NewsItem[]> {
  const list = await fetchNewsInCategories(reads, {
    categoryIds: [categoryId],
    languageId: edition.language?.id,
    stateId: edition.state?.id,
    districtId: edition.district?.id,
    limit,
  });
  return list.items;
}

/** One page of the stories that match a search, in one language (`/news/search`). */
export async function searchNews(reads: PageReads, search: NewsSearch): Promise<NewsList> {
  return toList(await reads.search(search));
}
