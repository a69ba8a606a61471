import type { Page } from 'playwright-core';

/** The browser's category news calls (a category's newest stories). */
const CATEGORY_NEWS = '**/api/news/filter-multi-categories?**';

/** An empty page of news, as the server answers one. */
export const emptyNewsList = (limit: number) => ({
  status: 1,
  message: 'ok',
  result: { items: [], pagination: { page: 1, limit, total: 0, totalPages: 0 }, totalCount: 0 },
});

/**
 * The seed has only a few stories a category per district: answer the page's category news
 * with the real stories repeated under new ids, `count` of them (as many as the call asks for).
 */
export async function repeatCategoryNews(page: Page, count: number): Promise<void> {
  await page.route(CATEGORY_NEWS, async (route) => {
    const real = (await (await route.fetch()).json()) as { result: { items: { id: string }[] } };
    const items = Array.from({ length: count }, (_, i) => ({
      ...real.result.items[i % real.result.items.length]!,
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    }));
    const limit = Number(new URL(route.request().url()).searchParams.get('limit'));
    await route.fulfill({
      json: { ...real, result: { ...real.result, items: items.slice(0, limit) } },
    });
  });
}

/** Answers the page's category news with an empty list, once `release` resolves. */
export async function emptyCategoryNews(
  page: Page,
  release: Promise<void> = Promise.resolve(),
): Promise<void> {
  await page.route(CATEGORY_NEWS, async (route) => {
    await release;
    const limit = Number(new URL(route.request().url()).searchParams.get('limit'));
    await route.fulfill({ json: emptyNewsList(limit) });
  });
}
