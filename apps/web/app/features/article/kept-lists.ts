import type { NewsCardItem } from '../../api/news-cards';
import { keptList, useHtmlOnlyData, type ListOrKept } from '../../lib/html-only-data';

const KEY = 'article.lists';

interface ArticleLists {
  related: ListOrKept<NewsCardItem>;
  authorNews: ListOrKept<NewsCardItem>;
}

/**
 * An article page's data as hydration carries it: Related News and More from Author are only
 * links, so their cards stay as the server's HTML and only a mark travels for each.
 */
export function keepArticleListsInHtml<
  Page extends { related: NewsCardItem[]; authorNews: NewsCardItem[] },
>(page: Page, store: Map<string, unknown>): Omit<Page, keyof ArticleLists> & ArticleLists {
  store.set(KEY, { related: page.related, authorNews: page.authorNews });
  return { ...page, related: keptList(page.related), authorNews: keptList(page.authorNews) };
}

/** On the server, the lists in full for the HTML; in the browser, nothing. */
export const useHtmlOnlyArticleLists = () => useHtmlOnlyData<ArticleLists>(KEY);
