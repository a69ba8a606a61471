import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../lib/edition-context';
import { useNearScreen } from '../../lib/use-near-screen';
import { Loading } from '../../ui/spinner';

const EpaperSection = lazy(() => import('./epaper-section'));

/**
 * The home page's e-newspaper section (docs/product/e-paper.md) as the server renders it: its
 * heading, and the prompt for a language or the loading line. The editions depend on the
 * reader's login, kept in the browser, so the interactive part is fetched once hydrated and the
 * section near the screen; the home page's first load carries none of it.
 */
export function EpaperSlot({ requiresLogin }: { requiresLogin: boolean }) {
  const { t } = useTranslation();
  const { edition } = useEdition();
  const language = edition.language;
  const { ref: frame, near } = useNearScreen<HTMLElement>();

  const loading = <Loading label={t('epaper.loading')} />;
  return (
    <section
      ref={frame}
      id="epaper"
      aria-labelledby="epaper-heading"
      className="scroll-mt-4"
      data-testid="epaper-section"
    >
      <div className="mb-4">
        <h2 id="epaper-heading" className="section-title">
          {t('epaper.title')}
        </h2>
        <p className="mt-1 ps-4 text-sm text-muted">{t('epaper.intro')}</p>
      </div>
      {!language ? (
        <p className="py-6 text-muted">{t('epaper.chooseLanguage')}</p>
      ) : near ? (
        <Suspense fallback={loading}>
          <EpaperSection
            languageId={language.id}
            languageName={language.name}
            requiresLogin={requiresLogin}
          />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
