/**
 * The service worker keeps the app shell for offline use (docs/decisions/0033). Registered by a
 * few bytes of inline script once the page has loaded, so it never competes with the first paint
 * and needs none of the page's other script, which may not have run (docs/decisions/0095).
 */
const SCRIPT = `if('serviceWorker' in navigator){var r=function(){navigator.serviceWorker.register('/sw.js').catch(function(){})};if(document.readyState==='complete')r();else addEventListener('load',r,{once:true})}`;

export function ServiceWorkerScript({ nonce }: { nonce: string | undefined }) {
  if (!import.meta.env.PROD) return null;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
