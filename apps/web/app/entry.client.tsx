import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { supportedLanguageOf } from '@vaarta/i18n/detect';
import { NonceContext } from './lib/context';
import { createI18n, loadDictionary } from './lib/i18n';
import { registerServiceWorker } from './lib/service-worker';
import { stopNotingEarlyTaps } from './ui/early-taps';

// The server rendered the page in <html lang>; load just that dictionary, then hydrate.
const language = supportedLanguageOf(document.documentElement.lang) ?? 'en';
const dictionary = await loadDictionary(language);
const i18n = createI18n(language, { [language]: dictionary });
// Browsers hide a nonce from attributes once parsed; read it back from a script that has one.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

stopNotingEarlyTaps();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </NonceContext.Provider>
    </StrictMode>,
  );
});
registerServiceWorker();
