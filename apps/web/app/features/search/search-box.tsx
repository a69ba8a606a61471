import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NEWS_SEARCH_TEXT_MAX, type LanguageCode } from '@vaarta/core/constants';
import { supportedLanguageOf } from '@vaarta/i18n/detect';
import { searchPath } from '@vaarta/core/discovery-paths';

/**
 * The search box (docs/product/search.md): a plain GET form to the language's results page, so
 * it works before the page's script has loaded, and without it.
 */
export function SearchBox({
  language,
  defaultValue = '',
  id,
  className = '',
}: {
  language: LanguageCode;
  defaultValue?: string;
  /** Unique on the page: the header's box and the results page's box can both be present. */
  id: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      method="get"
      action={searchPath(language)}
      className={`flex min-w-0 items-center rounded-md border border-line bg-surface focus-within:ring-2 focus-within:ring-brand ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={NEWS_SEARCH_TEXT_MAX}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        className="min-w-0 flex-1 bg-transparent px-3 py-2 text-sm outline-none"
        data-testid={`${id}-input`}
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="flex size-10 shrink-0 items-center justify-center rounded-e-md hover:bg-raised"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}

/**
 * The header's search: the box on wide screens, a link to the results page (which has the box)
 * on narrow ones, in the interface language.
 */
export function HeaderSearch() {
  const { t, i18n } = useTranslation();
  const language = supportedLanguageOf(i18n.language) ?? 'en';
  return (
    <>
      <SearchBox language={language} id="header-search" className="hidden w-56 md:flex lg:w-72" />
      <Link
        to={searchPath(language)}
        discover="none"
        aria-label={t('search.label')}
        data-testid="header-search-link"
        className="flex size-10 shrink-0 items-center justify-center rounded-md hover:bg-raised md:hidden"
      >
        <Search aria-hidden="true" className="size-5" />
      </Link>
    </>
  );
}
