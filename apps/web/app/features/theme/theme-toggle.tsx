import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { applyTheme, currentTheme } from '../../lib/theme';

/**
 * Light/dark switch. Its icon follows the theme in CSS (a moon in light, a sun in dark), so it
 * is right from the first paint with no script, whether the theme was saved or comes from the
 * system.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      data-early-tap="theme"
      aria-label={t('header.toggleTheme')}
      title={t('header.toggleTheme')}
      onClick={() => applyTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
      className="inline-flex size-10 items-center justify-center rounded-full hover:bg-raised"
    >
      <Moon aria-hidden="true" className="theme-light-only size-5" />
      <Sun aria-hidden="true" className="theme-dark-only size-5" />
    </button>
  );
}
