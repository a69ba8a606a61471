import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { browserReads } from '../../api/browser';
import type { Category } from '../../api/categories';
import { fetchCategoryNews } from '../../api/news';
import type { Language } from '../../api/places';
import { CATEGORY_DROPDOWN_MAX_ITEMS, CATEGORY_DROPDOWN_RETRY_MS } from '../../lib/constants';
import { queryClient } from '../../lib/query-client';
import { Loading } from '../../ui/spinner';

interface Props {
  category: Category;
  language: Language;
  left: number;
  width: number;
  onMouseEnter(): void;
  /** A story was chosen: the dropdown closes. */
  onChoose(): void;
}

/** Loaded on the first hover of the strip, with TanStack Query. */
export default function CategoryDropdownChunk(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <CategoryDropdown {...props} />
    </QueryClientProvider>
  );
}

/**
 * docs/product/reading.md, "Categories strip": up to 5 latest stories of the category (title and
 * excerpt), fetched once per category and content language (a new language asks again), with 'No
 * news available for this category' when there are none.
 */
function CategoryDropdown({ category, language, left, width, onMouseEnter, onChoose }: Props) {
  const { t } = useTranslation();
  const news = useQuery({
    queryKey: ['category-news', category.id, language.id, 'home-strip'],
    queryFn: () =>
      fetchCategoryNews(
        browserReads,
        category.id,
        { language, state: null, district: null },
        CATEGORY_DROPDOWN_MAX_ITEMS,
      ),
    staleTime: Infinity,
    retryDelay: CATEGORY_DROPDOWN_RETRY_MS,
  });

  let body;
  if (news.isPending) body = <Loading label={t('categories.loadingNews')} />;
  else if (news.isError)
    body = <p className="py-3 text-sm text-muted">{t('categories.errorLoading')}</p>;
  else if (news.data.length === 0)
    body = <p className="py-3 text-sm text-muted">{t('home.strip.noNews')}</p>;
  else
    body = (
      <ul className="flex flex-col divide-y divide-line">
        {news.data.map((item) => (
          <li key={item.id}>
            <Link
              to={item.path}
              onClick={onChoose}
              className="group flex flex-col gap-0.5 py-2 focus-visible:outline-offset-0"
            >
              <span dir="auto" className="line-clamp-2 text-sm font-semibold group-hover:underline">
                {item.title}
              </span>
              <span dir="auto" className="line-clamp-2 text-xs text-muted">
                {item.excerpt}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );

  return (
    <div
      id="category-dropdown"
      role="region"
      aria-label={category.name}
      data-testid="category-dropdown"
      className="absolute top-full z-20 pt-2"
      style={{ left, width }}
      onMouseEnter={onMouseEnter}
    >
      <div className="max-h-96 overflow-y-auto rounded-lg border border-line bg-surface p-3 shadow-lg">
        <p className="mb-1 font-bold">{category.name}</p>
        {body}
      </div>
    </div>
  );
}
