import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { AUTHOR_NEWS_PER_SIDE } from '@vaarta/core/constants';
import type { NewsCardItem } from '../../../api/news-cards';
import { listLength, type ListOrKept } from '../../../lib/html-only-data';
import { NewsCard } from '../../../ui/news-card';
import { ServerHtml } from '../../../ui/server-html';
import { TaggedText } from '../../../ui/tagged-text';

/**
 * Where each story goes on a wide screen: the first three down the start column, the next
 * three down the end column, below each column's heading (row 1). Spelled out in full so
 * Tailwind sees every class.
 */
const PLACES = [
  'lg:col-start-1 lg:row-start-2',
  'lg:col-start-1 lg:row-start-3',
  'lg:col-start-1 lg:row-start-4',
  'lg:col-start-3 lg:row-start-2',
  'lg:col-start-3 lg:row-start-3',
  'lg:col-start-3 lg:row-start-4',
];

const LIST = 'grid grid-cols-2 gap-3 sm:gap-4 lg:contents';

/**
 * More from Author (docs/product/reading.md, "More from author"): three stories each side of the
 * article on wide screens (the page grid places them; this section and its list step aside with
 * `display: contents`), a grid below the article on smaller ones.
 */
export function AuthorNews({ items, author }: { items: ListOrKept<NewsCardItem>; author: string }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const count = listLength(items);
  if (count === 0) return null;
  const heading = (
    <TaggedText
      text={t('article.moreFromAuthor', { author })}
      tags={{ name: (name) => <bdi>{name}</bdi> }}
    />
  );
  return (
    <section
      aria-labelledby="author-news"
      className="flex flex-col gap-3 lg:contents"
      data-testid="author-news"
    >
      <h2 id="author-news" className="text-xl font-bold lg:col-start-1 lg:row-start-1 lg:text-base">
        {heading}
      </h2>
      {count > AUTHOR_NEWS_PER_SIDE ? (
        // The end column's heading repeats the first for the eye only.
        <p aria-hidden="true" className="hidden font-bold lg:col-start-3 lg:row-start-1 lg:block">
          {heading}
        </p>
      ) : null}
      {Array.isArray(items) ? (
        <ul className={LIST}>
          {items.map((item, index) => (
            <li key={item.id} className={`flex ${PLACES[index] ?? ''}`}>
              <NewsCard item={item} layout="tile" sizes="(min-width: 1024px) 200px, 50vw" />
            </li>
          ))}
        </ul>
      ) : (
        <ServerHtml as="ul" className={LIST} onNeedsRendering={() => void revalidate()} />
      )}
    </section>
  );
}
