import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LISTED_SECTIONS, TOP_SCROLL_DELAY_MS, type ListedSection } from '../../lib/constants';
import { LogoMark } from './logo';

const scrollToTopSoon = () =>
  setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), TOP_SCROLL_DELAY_MS);

function Facebook() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d="M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
    </svg>
  );
}
function XLogo() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </svg>
  );
}
function YouTube() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="currentColor">
      <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8M10 15V9l5.2 3z" />
    </svg>
  );
}

/** Where each home section stands among the footer's links (not the page's order). */
const FOOTER_PLACE: Record<ListedSection, number> = {
  politics: 1,
  sports: 2,
  business: 3,
  entertainment: 4,
  technology: 5,
  jobs: 6,
};
const FOOTER_SECTIONS = [...LISTED_SECTIONS].sort((a, b) => FOOTER_PLACE[a] - FOOTER_PLACE[b]);

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: <Facebook /> },
  { name: 'X', href: 'https://x.com/', icon: <XLogo /> },
  { name: 'YouTube', href: 'https://www.youtube.com/', icon: <YouTube /> },
];

/**
 * Footer (docs/product/reading.md, "Footer"): logo, description, quick links, categories,
 * newsletter, social, copyright.
 */
export function Footer({ year, newsletter }: { year: number; newsletter: ReactNode }) {
  const { t } = useTranslation();
  const quickLinks = [
    { to: '/about', label: t('footer.about') },
    { to: '/contact', label: t('footer.contact') },
    { to: '/privacy-policy', label: t('footer.privacy') },
    { to: '/terms-and-conditions', label: t('footer.terms') },
    { to: '/contact', label: t('footer.advertise') },
    { to: '/#jobs', label: t('footer.jobs') },
    { to: '/mandi', label: t('mandi.menuLabel') },
    { to: '/saved', label: t('saved.title') },
  ];
  return (
    <footer className="mt-12 border-t border-line bg-surface" data-testid="footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-xl font-bold text-brand">
            <LogoMark /> Vaarta
          </p>
          <p className="text-sm text-muted">{t('footer.description')}</p>
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="mb-3 font-semibold">
            {t('footer.quickLinks')}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.to}
                  discover="none"
                  className="footer-link"
                  onClick={link.to.includes('#') ? undefined : scrollToTopSoon}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="mb-3 font-semibold">
            {t('footer.categories')}
          </h2>
          <ul className="flex flex-col gap-2 text-sm">
            {FOOTER_SECTIONS.map((section) => (
              <li key={section}>
                <Link to={`/#${section}`} discover="none" className="footer-link">
                  {t(`sections.${section}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-4">
          {newsletter}
          <div>
            <h2 className="mb-2 font-semibold">{t('footer.followUs')}</h2>
            <ul className="flex gap-2">
              {SOCIAL.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={s.name}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-raised hover:bg-line"
                  >
                    {s.icon}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-sm text-muted">
        {t('footer.copyright', { year })}
      </p>
    </footer>
  );
}
