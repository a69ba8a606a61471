import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The page the service worker answers with offline for a page the reader has not kept, in
 * their interface language (docs/decisions/0164). Its links work without script.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center" data-testid="offline-page">
      <title>{t('offline.title')}</title>
      <WifiOff aria-hidden className="size-12 text-muted" />
      <h1 className="text-2xl font-bold">{t('offline.title')}</h1>
      <p className="max-w-prose text-muted">{t('offline.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* Sent to this same address: the browser asks for the page again, script or not. */}
        <form>
          <button
            type="submit"
            className="rounded-md bg-brand px-5 py-2 font-semibold text-on-brand hover:bg-brand-strong"
          >
            {t('offline.retry')}
          </button>
        </form>
        <a href="/saved" className="rounded-md border border-line px-5 py-2 font-semibold">
          {t('offline.toSaved')}
        </a>
      </div>
    </div>
  );
}
