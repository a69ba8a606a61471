import { storedDataSaverChoice } from './data-saver';

/**
 * Registers the service worker that keeps the app shell for offline use
 * (docs/decisions/0033-installable-app.md) once the page has hydrated and loaded. On the home page
 * and an article that is after the reader's first interaction, so a first visit's network and
 * processor belong to the page until then (docs/decisions/0098-service-worker-after-hydration.md).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      // The offline page is kept in the reader's interface language (docs/decisions/0164).
      .then((ready) => {
        ready.active?.postMessage({ type: 'language', lang: document.documentElement.lang });
        // Pictures are answered by the reader's data-saver choice (docs/decisions/0165).
        ready.active?.postMessage({ type: 'data-saver', choice: storedDataSaverChoice() });
      })
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
