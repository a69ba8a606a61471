import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEdition } from '../../lib/edition-context';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';

/**
 * Header (docs/product/reading.md, "Header"): logo (home, resets selections), location button,
 * Login, hamburger.
 */
export function Header({
  locationButton,
  themeToggle,
  account,
  menu,
  children,
}: {
  locationButton: ReactNode;
  themeToggle: ReactNode;
  /** The Login link, or the user menu of a signed-in reader. */
  account: ReactNode;
  menu: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { reset } = useEdition();
  return (
    <header className="relative z-30 border-b border-line bg-surface">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to="/"
          discover="none"
          onClick={reset}
          aria-label={t('header.logoLabel')}
          data-testid="logo"
          className="flex shrink-0 items-center gap-2 rounded-md"
        >
          <LogoMark />
          <span className="hidden text-xl font-bold text-brand sm:inline">Vaarta</span>
        </Link>
        <div className="min-w-0 flex-1">{locationButton}</div>
        <Link
          to="/mandi"
          discover="none"
          data-testid="header-mandi"
          className="hidden items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold hover:bg-raised md:inline-flex"
        >
          <Store aria-hidden="true" className="size-4" />
          {t('mandi.menuLabel')}
        </Link>
        <LanguageSwitch />
        {themeToggle}
        {account}
        {menu}
      </div>
      {children}
    </header>
  );
}
