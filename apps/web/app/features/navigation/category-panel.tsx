import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserReads } from '../../api/browser';
import type { Category } from '../../api/categories';
import { fetchCategoryNews } from '../../api/news';
import { toCard } from '../../api/news-cards';
import {
  CATEGORY_CARD_WIDTH_PX,
  CATEGORY_PANEL_MAX_ITEMS,
  CATEGORY_SCROLL_STEP_PX,
} from '../../lib/constants';
import { isComplete } from '../../lib/edition';
import { useEdition } from '../../lib/edition-context';
import { queryClient } from '../../lib/query-client';
import { ArrowButton } from '../../ui/arrow-button';
import { NewsCard } from '../../ui/news-card';
import { Loading } from '../../ui/spinner';

/** The hover panel's code (and TanStack Query with it) loads when a reader first points at it. */
export default function CategoryPanelChunk({ category }: { category: Category }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CategoryPanel category={category} />
    </QueryClientProvider>
  );
}

/**
 * Hover panel (docs/product/reading.md, "Category bar"): up to 10 cards 320 px wide, arrows that
 * scroll 320 px (the back arrow disabled at the start), and loading and empty states.
 */
function CategoryPanel({ category }: { category: Category }) {
  const { t } = useTranslation();
  const { edition } = useEdition();
  const ready = isComplete(edition);
  const news = useQuery({
    queryKey: [
      'category-news',
      category.id,
      edition.language?.id,
      edition.state?.id,
      edition.district?.id,
    ],
    queryFn: () => fetchCategoryNews(browserReads, category.id, edition, CATEGORY_PANEL_MAX_ITEMS),
    enabled: ready,
  });
  const scroller = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    // In right-to-left pages scrollLeft runs from 0 towards negative values.
    const offset = Math.abs(el.scrollLeft);
    setAtStart(offset < 1);
    setAtEnd(offset + el.clientWidth >= el.scrollWidth - 1);
  }, []);
  useEffect(measure, [measure, news.data]);

  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: direction * (rtl ? -1 : 1) * CATEGORY_SCROLL_STEP_PX, behavior: 'smooth' });
  };

  let body;
  if (!ready) body = <Loading label={t('location.loadingDefaults')} />;
  else if (news.isPending) body = <Loading label={t('categories.loadingNews')} />;
  else if (news.isError) body = <p className="py-6 text-muted">{t('categories.errorLoading')}</p>;
  else if (news.data.length === 0)
    body = (
      <p className="py-6 text-muted" data-testid="panel-empty">
        {t('categories.noNews')}
      </p>
    );
  else
    body = (
      <div className="flex items-center gap-2">
        <ArrowButton
          direction="back"
          label={t('categories.scrollBack')}
          onClick={() => scrollBy(-1)}
          disabled={atStart}
          testId="panel-back"
        />
        <ul
          ref={scroller}
          onScroll={measure}
          data-testid="panel-cards"
          className="flex min-w-0 flex-1 gap-4 overflow-x-auto scroll-smooth pb-2 scrollbar-none"
        >
          {news.data.map((item) => (
            <li key={item.id} className="shrink-0" style={{ width: CATEGORY_CARD_WIDTH_PX }}>
              <NewsCard item={toCard(item, ['author'])} width={CATEGORY_CARD_WIDTH_PX} />
            </li>
          ))}
        </ul>
        <ArrowButton
          direction="forward"
          label={t('categories.scrollForward')}
          onClick={() => scrollBy(1)}
          disabled={atEnd}
          testId="panel-forward"
        />
      </div>
    );

  return (
    <section
      id="category-panel"
      aria-label={category.name}
      data-testid="category-panel"
      className="absolute inset-x-0 top-full border-y border-line bg-page shadow-lg"
    >
      <div className="mx-auto max-w-6xl px-4 py-4">
        <h2 className="mb-3 font-bold">{category.name}</h2>
        {body}
      </div>
    </section>
  );
}
