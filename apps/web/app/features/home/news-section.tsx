import { useTranslation } from 'react-i18next';
import type { NewsCardItem } from '../../api/news-cards';
import type { ListedSection } from '../../lib/constants';
import { timeAgo } from '../../lib/time-ago';
import { usePageTime } from '../../lib/use-now';
import { NewsCard } from '../../ui/news-card';
import { ReusedHtml, useCanReuseHtml } from '../../ui/reused-html';
import { ServerHtml } from '../../ui/server-html';
import { SectionFrame } from './section-frame';
import type { SectionResult } from './section-news';
import { SECTION_LOOKS, sectionImage, type SectionList } from './sections';
import { useSectionNews } from './use-section-news';

/** Each item (`*:flex`) lets its card fill it. */
const LIST_CLASSES: Record<SectionList, string> = {
  grid: 'grid gap-4 *:flex sm:grid-cols-2 lg:grid-cols-3',
  columns: 'grid gap-3 *:flex md:grid-cols-2',
  stack: 'flex flex-col gap-3 *:flex',
};

/**
 * Everything a section's cards show besides the interface language: their data and, for a
 * section that says how long ago, each card's time-ago at the page's time.
 */
function cardsKey(type: ListedSection, items: NewsCardItem[], pageTime: string): string {
  const ago = SECTION_LOOKS[type].dateStyle === 'ago';
  const now = new Date(pageTime);
  return JSON.stringify([type, items.map((item) => [item, ago && timeAgo(item.publishedAt, now)])]);
}

/**
 * Home sections 2–6 (docs/product/reading.md, "Home sections"), each listed its way; the section's
 * `id` is its /#section anchor. After a page load their cards are the server's HTML
 * (kept-sections.ts): nothing to hydrate. The server renders that HTML once for every page that
 * shows the same cards (docs/decisions/0091-home-sections-rendered-once.md).
 */
export function NewsSection({
  type,
  rendered,
  keptInHtml = false,
  eagerFirst = false,
}: {
  type: ListedSection;
  rendered: { languageId: string; result: SectionResult } | null;
  /** The browser keeps this rendering's cards as its HTML (kept-sections.ts). */
  keptInHtml?: boolean;
  /** The page's first picture (LCP) is in this section. */
  eagerFirst?: boolean;
}) {
  const { t } = useTranslation();
  const news = useSectionNews(type, rendered);
  const pageTime = usePageTime();
  // The first picture is preloaded from the page's head: a section holding it renders in place.
  const reusedAt = useCanReuseHtml() && keptInHtml && !eagerFirst ? pageTime : undefined;
  const look = SECTION_LOOKS[type];
  const cards = (items: NewsCardItem[]) =>
    items.map((item, index) => (
      <li key={item.id}>
        <NewsCard
          item={item}
          layout={look.card}
          details={look.details}
          dateStyle={look.dateStyle}
          fallbackImage={sectionImage(type)}
          eager={eagerFirst && index === 0}
        />
      </li>
    ));
  return (
    <SectionFrame
      type={type}
      title={t(`sections.${type}`)}
      news={news}
      belowTheFold
      keptHtml={
        news.status === 'kept' ? (
          <ServerHtml as="ul" className={LIST_CLASSES[look.list]} onNeedsRendering={news.render} />
        ) : null
      }
    >
      {(items) =>
        reusedAt ? (
          <ReusedHtml
            as="ul"
            className={LIST_CLASSES[look.list]}
            reuseKey={cardsKey(type, items, reusedAt)}
          >
            {cards(items)}
          </ReusedHtml>
        ) : (
          <ul className={LIST_CLASSES[look.list]}>{cards(items)}</ul>
        )
      }
    </SectionFrame>
  );
}
