import { useTranslation } from 'react-i18next';
import type { ListedSection } from '../../lib/constants';
import { NewsCard } from '../../ui/news-card';
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
 * Home sections 2–6 (docs/product/reading.md, "Home sections"), each listed its way; the section's
 * `id` is its /#section anchor. After a page load their cards are the server's HTML
 * (kept-sections.ts): nothing to hydrate.
 */
export function NewsSection({
  type,
  rendered,
  eagerFirst = false,
}: {
  type: ListedSection;
  rendered: { languageId: string; result: SectionResult } | null;
  /** The page's first picture (LCP) is in this section. */
  eagerFirst?: boolean;
}) {
  const { t } = useTranslation();
  const news = useSectionNews(type, rendered);
  const look = SECTION_LOOKS[type];
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
      {(items) => (
        <ul className={LIST_CLASSES[look.list]}>
          {items.map((item, index) => (
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
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}
