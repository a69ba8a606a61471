import { SECTION_TYPES, type SectionType } from '@vaarta/core/keywords';
import { useHtmlOnlyData } from '../../lib/html-only-data';
import type { HomeNews, SectionResult } from './section-news';

const KEY = 'home.news';

/**
 * The home's sections as the page's hydration data carries them: the listed sections (all below
 * the fold) stay as their server HTML, so only a mark travels for each one that has cards; the
 * cards themselves go to the HTML alone. The breaking news carousel is interactive: it keeps
 * its cards.
 */
export function keepListedSectionsInHtml(news: HomeNews, store: Map<string, unknown>): HomeNews {
  store.set(KEY, news);
  const sections = Object.fromEntries(
    SECTION_TYPES.map((type) => {
      const result = news.sections[type];
      const keep = type !== 'breaking' && 'items' in result && result.items.length > 0;
      return [type, keep ? { categoryIds: result.categoryIds, keptInHtml: true } : result];
    }),
  ) as Record<SectionType, SectionResult>;
  return { ...news, sections };
}

/** On the server, the sections in full for the HTML; in the browser, nothing. */
export const useHtmlOnlyHomeNews = () => useHtmlOnlyData<HomeNews>(KEY);
