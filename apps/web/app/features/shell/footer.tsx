import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LISTED_SECTIONS, TOP_SCROLL_DELAY_MS, type ListedSection } from '../../lib/constants';
import { LogoMark } from './logo';

const scrollToTopSoon = () =>
  setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), TOP_SCROLL_DELAY_MS);

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

/**
 * Each network's mark is drawn by app.css (its class, written out whole for Tailwind to find): no
 * <svg> in every page's HTML.
 */
const SOCIAL = [
  { mark: 'social-facebook', name: 'Facebook', href: 'https://www.facebook.com/' },
  { mark: 'social-x', name: 'X', href: 'https://x.com/' },
  { mark: 'social-youtube', name: 'YouTube', href: 'https://www.youtube.com/' },
];

/**
 * Footer (docs/product/reading.md, "Footer"): logo, description, quick links, categories,
 * newsletter, social, copyright.
 */
export function Footer({
  year,
  newsletter,
  dataSaver,
}: {
  year: number;
  newsletter: ReactNode;
  /** The data-saver switch (features/data-saver). */
  dataSaver: ReactNode;
}) {
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
                    className={`social-link ${s.mark}`}
                  />
                </li>
              ))}
            </ul>
          </div>
          {dataSaver}
        </div>
      </div>
      <p className="border-t border-line px-4 py-4 text-center text-sm text-muted">
        {t('footer.copyright', { year })}
      </p>
    </footer>
  );
}
