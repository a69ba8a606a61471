import { DATA_SAVER_CLASS, DATA_SAVER_STORAGE_KEY } from '../lib/data-saver';

/**
 * Runs in <head> before the page paints: in data-saver mode, and only when the service worker
 * controls the page (it is what holds the pictures back), pictures are laid out behind their
 * "Tap to load picture" buttons from the first paint (docs/decisions/0165).
 */
const SCRIPT = `try{var s=localStorage.getItem('${DATA_SAVER_STORAGE_KEY}'),c=navigator.connection;if((s==='on'||(s===null&&c&&c.saveData))&&navigator.serviceWorker&&navigator.serviceWorker.controller)document.documentElement.classList.add('${DATA_SAVER_CLASS}')}catch(e){}`;

export function DataSaverScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
