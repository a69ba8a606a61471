// The home's cards sent in the HTML only, a mark in the hydration data (docs/decisions/0073).
import { SECTION_TYPES, type SectionType } from '@vaarta/core/keywords';
import { useHtmlOnlyData } from '../../lib/html-only-data';
import type { HomeNews, SectionResult } from './section-news';

const KEY = 'home.news';

/**
 * The home's sections as the page's hydration data carries them: their cards stay as the server
 * HTML, so only a mark (with the number of cards) travels for each section that has cards; the
 * cards themselves go to the HTML alone. The breaking news carousel moves its slides, but what
 * is on them never changes in the browser either.
 */
export function keepSectionsInHtml(news: HomeNews, store: Map<string, unknown>): HomeNews {
  store.set(KEY, news);
  const sections = Object.fromEntries(
    SECTION_TYPES.map((type) => {
      const result = news.sections[type];
      const keep = 'items' in result && result.items.length > 0;
      return [
        type,
        keep
          ? { categoryIds: result.categoryIds, keptInHtml: true, count: result.items.length }
          : result,
      ];
    }),
  ) as Record<SectionType, SectionResult>;
  return { ...news, sections };
}

/** On the server, the sections in full for the HTML; in the browser, nothing. */
export const useHtmlOnlyHomeNews = () => useHtmlOnlyData<HomeNews>(KEY);
