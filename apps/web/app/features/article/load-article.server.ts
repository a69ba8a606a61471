import { data } from 'react-router';
import {
  AUTHOR_NEWS_PER_SIDE,
  DEFAULT_LANGUAGE_CODE,
  RELATED_NEWS_MAX,
  type LanguageCode,
} from '@vaarta/core/constants';
import { newsIdParams } from '@vaarta/core/entities/news';
import { interfaceLanguageOf } from '@vaarta/i18n/languages';
import { ApiError, isRetryable } from '../../api/client';
import {
  fetchArticle,
  fetchNews,
  fetchNewsInCategories,
  type NewsArticle,
  type NewsList,
} from '../../api/news';
import { toCard, type NewsCardItem } from '../../api/news-cards';
import type { PageReads } from '../../api/page-reads';
import type { Language } from '../../api/places';
import { withRetry } from '../../lib/retry';
import { articleSeo } from './article-seo';
import { toArticleView } from './article-view';

/** The page's status when the article is missing, or the API could not give it. */
const ARTICLE_MISSING = 404;
const ARTICLE_UNAVAILABLE = 503;

/**
 * docs/decisions/0011: `GET /api/news/{id}` is the only source of an article. Network errors and
 * 5xx are tried again (3 attempts, 1 s then 2 s); a malformed id or a 404 is 'not found'.
 */
export async function loadArticle(reads: PageReads, newsId: string): Promise<NewsArticle> {
  if (!newsIdParams.safeParse({ id: newsId }).success) {
    throw data(null, { status: ARTICLE_MISSING });
  }
  try {
    return await withRetry(() => fetchArticle(reads, newsId), isRetryable);
  } catch (error) {
    const missing = error instanceof ApiError && error.httpStatus === 404;
    throw data(null, { status: missing ? ARTICLE_MISSING : ARTICLE_UNAVAILABLE });
  }
}

/** Up to `count` stories of a list other than the article itself. */
async function othersThan(
  articleId: string,
  list: Promise<NewsList>,
  count: number,
): Promise<NewsCardItem[]> {
  try {
    const { items } = await list;
    return items
      .filter((item) => item.id !== articleId)
      .slice(0, count)
      .map((item) => toCard(item, ['author']));
  } catch {
    // The strips beside an article are extras: the article is shown without them.
    return [];
  }
}

/**
 * The article page's data: the article, then in parallel its language's code (from the
 * request's `languages`, shared with the rest of the page), Related News (the same category,
 * at most 8) and More from Author (3 + 3), each list asked for one more than it shows
 * so the current article can be dropped.
 */
export async function loadArticlePage(
  reads: PageReads,
  newsId: string,
  siteUrl: string,
  languages: () => Promise<Language[]>,
) {
  return articlePageOf(reads, await loadArticle(reads, newsId), siteUrl, languages);
}

/** The article page's data around an article already read (the one its address names). */
export async function articlePageOf(
  reads: PageReads,
  article: NewsArticle,
  siteUrl: string,
  languages: () => Promise<Language[]>,
) {
  const authorCount = AUTHOR_NEWS_PER_SIDE * 2;
  const [allLanguages, related, authorNews] = await Promise.all([
    languages(),
    othersThan(
      article.id,
      fetchNewsInCategories(reads, {
        languageId: article.languageId,
        categoryIds: [article.categoryId],
        limit: RELATED_NEWS_MAX + 1,
      }),
      RELATED_NEWS_MAX,
    ),
    article.authorId
      ? othersThan(
          article.id,
          fetchNews(reads, {
            languageId: article.languageId,
            authorId: article.authorId,
            limit: authorCount + 1,
          }),
          authorCount,
        )
      : [],
  ]);
  const code = allLanguages.find((l) => l.id === article.languageId)?.code;
  const language: LanguageCode = code ? interfaceLanguageOf(code) : DEFAULT_LANGUAGE_CODE;
  return {
    article: toArticleView(article, language),
    seo: articleSeo(article, siteUrl, language),
    related,
    authorNews,
  };
}
