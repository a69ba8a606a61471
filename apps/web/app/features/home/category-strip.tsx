import { lazy, Suspense, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { toast } from '../../lib/toast';
import { browserReads } from '../../api/browser';
import type { Category } from '../../api/categories';
import { fetchCategoryNews } from '../../api/news';
import type { Language } from '../../api/places';
import { CATEGORY_CLICK_LIMIT } from '../../lib/constants';
import { useEdition } from '../../lib/edition-context';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { CategoryIcon } from './category-icon';
import { useAutoScroll } from './use-auto-scroll';

/** The dropdown's code (and TanStack Query with it) loads when a reader first points at the strip. */
const loadDropdown = () => import('./category-dropdown');
const CategoryDropdown = lazy(loadDropdown);

const DROPDOWN_WIDTH_PX = 288;
/** Moving from an icon down into its dropdown crosses a gap: close only after a moment. */
const CLOSE_DELAY_MS = 150;

/**
 * Home section 7, the categories strip (docs/product/reading.md, "Categories strip"): round
 * category icons that scroll by themselves; hovering or focusing one opens a dropdown of its latest
 * news, clicking it opens its newest story. States: waiting for a language, an error with Try Again
 * (reloads the page), and an empty list with Refresh.
 */
export function CategoryStrip() {
  const { t } = useTranslation();
  const { edition, categories } = useEdition();
  const root = useRouteLoaderData('root') as { categoriesFailed?: boolean } | undefined;
  const revalidator = useRevalidator();

  let body;
  if (!edition.language) {
    body = <p className="py-6 text-muted">{t('home.chooseLanguage')}</p>;
  } else if (root?.categoriesFailed) {
    body = (
      <StripNotice
        text={t('home.strip.error')}
        action={t('common.tryAgain')}
        onAction={() => location.reload()}
      />
    );
  } else if (categories.length === 0) {
    body = (
      <StripNotice
        text={t('home.strip.empty')}
        action={t('home.strip.refresh')}
        onAction={() => void revalidator.revalidate()}
      />
    );
  } else {
    body = <StripRow categories={categories} language={edition.language} />;
  }
  return (
    <section id="categories" aria-labelledby="categories-heading" className="scroll-mt-4">
      <h2 id="categories-heading" className="mb-4 section-title">
        {t('home.categories')}
      </h2>
      {body}
    </section>
  );
}

function StripNotice({
  text,
  action,
  onAction,
}: {
  text: string;
  action: string;
  onAction(): void;
}) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface p-4">
      <p>{text}</p>
      <button
        type="button"
        data-early-tap="strip-notice"
        onClick={onAction}
        className="rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
      >
        {action}
      </button>
    </div>
  );
}

interface OpenDropdown {
  category: Category;
  /** Where it sits in the strip, in px from the strip's left edge, and how wide it is. */
  left: number;
  width: number;
}

function StripRow({ categories, language }: { categories: Category[]; language: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState<OpenDropdown | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const looping = useAutoScroll(
    scroller,
    track,
    hovered || focused || open !== null || reducedMotion,
  );

  const show = (category: Category, icon: HTMLElement) => {
    clearTimeout(closeTimer.current);
    const box = strip.current?.getBoundingClientRect();
    if (!box) return;
    const at = icon.getBoundingClientRect();
    const width = Math.min(DROPDOWN_WIDTH_PX, box.width);
    const centred = at.left + at.width / 2 - width / 2 - box.left;
    setOpen({ category, width, left: Math.min(Math.max(centred, 0), box.width - width) });
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(null), CLOSE_DELAY_MS);
  };
  const keepOpen = () => clearTimeout(closeTimer.current);
  const close = () => {
    clearTimeout(closeTimer.current);
    setOpen(null);
  };

  // docs/product/reading.md, "Categories strip": a click opens the category's newest story, or says
  // there is none.
  async function openNewest(category: Category) {
    close();
    try {
      const [newest] = await fetchCategoryNews(
        browserReads,
        category.id,
        { language, state: null, district: null },
        CATEGORY_CLICK_LIMIT,
      );
      if (newest) void navigate(newest.path);
      else toast.info(t('categories.noNewsForCategory', { category: category.name }));
    } catch {
      toast.error(t('categories.errorLoading'));
    }
  }

  const onBlur = (event: FocusEvent) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    close();
  };

  // The copy that makes the loop seamless is for the eye only: screen readers and the Tab key
  // meet each category once.
  const icons = (copy: boolean) =>
    categories.map((category) => (
      <li key={category.id}>
        <button
          type="button"
          tabIndex={copy ? -1 : undefined}
          data-early-tap={copy ? undefined : `strip-${category.slug}`}
          aria-expanded={copy ? undefined : open?.category.id === category.id}
          aria-controls={copy ? undefined : 'category-dropdown'}
          onMouseEnter={(event) => show(category, event.currentTarget)}
          onFocus={(event) => show(category, event.currentTarget)}
          onClick={() => void openNewest(category)}
          // Its name is styled by its place in it (app.css, category-tile).
          className="category-tile"
        >
          <CategoryIcon category={category} />
          <span>{category.name}</span>
        </button>
      </li>
    ));

  return (
    <div
      ref={strip}
      // A wrapper that hears its buttons' hover, focus and Escape; the buttons are the controls.
      role="presentation"
      className="relative"
      data-testid="category-strip"
      onMouseEnter={() => {
        setHovered(true);
        void loadDropdown();
      }}
      onMouseLeave={() => {
        setHovered(false);
        hideSoon();
      }}
      onFocus={() => {
        setFocused(true);
        void loadDropdown();
      }}
      onBlur={onBlur}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <div ref={scroller} className="overflow-x-auto scrollbar-none motion-reduce:overflow-visible">
        <div className="mx-auto flex w-max motion-reduce:w-auto">
          <ul
            ref={track}
            className="flex shrink-0 gap-2 pe-2 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center"
          >
            {icons(false)}
          </ul>
          {looping ? (
            <ul aria-hidden="true" className="flex shrink-0 gap-2 pe-2">
              {icons(true)}
            </ul>
          ) : null}
        </div>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <CategoryDropdown
            category={open.category}
            language={language}
            left={open.left}
            width={open.width}
            onMouseEnter={keepOpen}
            onChoose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
