import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { NewsCardItem } from '../../../api/news-cards';
import { listLength, type ListOrKept } from '../../../lib/html-only-data';
import { NewsCard } from '../../../ui/news-card';
import { ServerHtml } from '../../../ui/server-html';

/** Related cards are a little narrower than the category panel's, so two peek on a phone. */
const RELATED_CARD_WIDTH_PX = 272;

const LIST = 'flex snap-x gap-4 overflow-x-auto pb-3';

/**
 * Related News Updates (docs/decisions/0015: always this title): up to 8 stories of the same
 * category, the current article excluded, in a row that scrolls sideways.
 */
export function RelatedNews({ items }: { items: ListOrKept<NewsCardItem> }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  if (listLength(items) === 0) return null;
  return (
    <section
      aria-labelledby="related-news"
      className="flex flex-col gap-3"
      data-testid="related-news"
    >
      <h2 id="related-news" className="text-xl font-bold">
        {t('article.related')}
      </h2>
      {Array.isArray(items) ? (
        <ul className={LIST}>
          {items.map((item) => (
            <li key={item.id} className="flex shrink-0 snap-start">
              <NewsCard item={item} width={RELATED_CARD_WIDTH_PX} />
            </li>
          ))}
        </ul>
      ) : (
        <ServerHtml as="ul" className={LIST} onNeedsRendering={() => void revalidate()} />
      )}
    </section>
  );
}
