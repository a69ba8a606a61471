import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import { useEdition } from '../../lib/edition-context';

/**
 * The header's language switch on a public page (docs/decisions/0110): the same page at its
 * address in each other language, as plain links that work before the page's script has loaded.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { languages } = useEdition();
  const switchTo = useRouteLoaderData<typeof rootLoader>('root')?.publicPage?.switchTo;
  if (!switchTo) return null;
  const current = languages.find((l) => l.code === i18n.language);
  return (
    <details className="relative" data-testid="language-switch">
      <summary
        aria-label={t('header.otherLanguages')}
        title={t('header.otherLanguages')}
        className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold hover:bg-raised"
      >
        <Languages aria-hidden="true" className="size-5" />
        <span className="hidden sm:inline">{current?.name}</span>
      </summary>
      <ul className="absolute end-0 top-full z-40 mt-1 min-w-40 rounded-md border border-line bg-surface p-1 shadow-lg">
        {languages.map((language) => {
          const href = switchTo[language.code as keyof typeof switchTo];
          if (!href) return null;
          return (
            <li key={language.id}>
              <a
                href={href}
                lang={language.code}
                hrefLang={language.code}
                aria-current={language.code === i18n.language ? 'page' : undefined}
                className="block rounded px-3 py-2 hover:bg-raised aria-[current=page]:font-bold"
              >
                {language.name}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
