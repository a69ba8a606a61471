import { Home } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '../../api/categories';
import { isComplete } from '../../lib/edition';
import { useEdition } from '../../lib/edition-context';

const loadPanel = () => import('./category-panel');
const CategoryPanel = lazy(loadPanel);

/**
 * Desktop category bar (docs/product/reading.md, "Category bar"): Home plus one item per category,
 * shown once categories are loaded and language, state and district are all chosen. Hovering (or
 * focusing) a category opens a full-width panel of its newest news for the reader's state and
 * district.
 */
export function CategoryBar() {
  const { t } = useTranslation();
  const { edition, categories, reset } = useEdition();
  const [open, setOpen] = useState<Category | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Escape closes the panel.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (categories.length === 0 || !isComplete(edition)) return null;

  const show = (category: Category) => {
    clearTimeout(closeTimer.current);
    setOpen(category);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(null), 150);
  };

  return (
    <nav
      aria-label={t('categories.label')}
      className="hidden border-t border-line md:block"
      data-testid="category-bar"
      onMouseLeave={hideSoon}
      onMouseEnter={() => {
        clearTimeout(closeTimer.current);
        void loadPanel();
      }}
      onFocus={() => void loadPanel()}
    >
      <ul className="mx-auto flex max-w-6xl items-center gap-1 overflow-x-auto px-4 scrollbar-none">
        <li>
          <Link
            to="/"
            discover="none"
            onClick={reset}
            onMouseEnter={() => setOpen(null)}
            className="flex items-center gap-1.5 rounded-md px-3 py-2.5 text-sm font-semibold hover:bg-raised"
          >
            <Home aria-hidden="true" className="size-4" />
            {t('common.home')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              data-testid={`category-${category.slug}`}
              data-early-tap={`category-${category.slug}`}
              aria-expanded={open?.id === category.id}
              aria-controls="category-panel"
              onMouseEnter={() => show(category)}
              onFocus={() => show(category)}
              onClick={() => (open?.id === category.id ? setOpen(null) : show(category))}
              className={open?.id === category.id ? 'category-tab bg-raised' : 'category-tab'}
            >
              {category.name}
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <CategoryPanel category={open} />
        </Suspense>
      ) : null}
    </nav>
  );
}
