import { COOKIES, setBrowserCookie } from './cookies';

/**
 * Light or dark; with no saved choice the system preference decides, in CSS
 * (docs/product/reading.md, "Themes").
 */
export type Theme = 'light' | 'dark';

export const parseTheme = (value: string | undefined): Theme | null =>
  value === 'light' || value === 'dark' ? value : null;

/** Saves the choice in a cookie (so the server renders it) and applies it at once. */
export function applyTheme(theme: Theme): void {
  setBrowserCookie(COOKIES.theme, theme);
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem('theme', theme);
  } catch {
    // storage may be unavailable (private mode); the cookie is enough
  }
}

/** The theme on screen now: the saved choice on <html>, else the system's. */
export function currentTheme(): Theme {
  const saved = parseTheme(document.documentElement.dataset.theme);
  if (saved) return saved;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
