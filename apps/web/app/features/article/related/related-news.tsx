import { useTranslation } from 'react-i18next';
import type { NewsCardItem } from '../../../api/news-cards';
import { NewsCard } from '../../../ui/news-card';

/** Related cards are a little narrower than the category panel's, so two peek on a phone. */
const RELATED_CARD_WIDTH_PX = 272;

/**
 * Related News Updates (docs/decisions/0015: always this title): up to 8 stories of the same
 * category, the current article excluded, in a row that scrolls sideways.
 */
export function RelatedNews({ items }: { items: NewsCardItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="related-news"
      className="flex flex-col gap-3"
      data-testid="related-news"
    >
      <h2 id="related-news" className="text-xl font-bold">
        {t('article.related')}
      </h2>
      <ul className="flex snap-x gap-4 overflow-x-auto pb-3">
        {items.map((item) => (
          <li key={item.id} className="flex shrink-0 snap-start">
            <NewsCard item={item} width={RELATED_CARD_WIDTH_PX} />
          </li>
        ))}
      </ul>
    </section>
  );
}
