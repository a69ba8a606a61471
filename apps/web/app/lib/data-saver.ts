// Data saver (docs/decisions/0165): kept on the device, never sent to the server, so every public
// page stays one HTML for everyone (docs/decisions/0111).

/** Where the reader's choice is kept: 'on', 'off', or nothing (then the browser's Save-Data). */
export const DATA_SAVER_STORAGE_KEY = 'vaarta-data-saver';
/** The class on <html> while pictures wait for a tap (drawn by app.css). */
export const DATA_SAVER_CLASS = 'data-saver';
/** The query flag of a picture the reader tapped: the service worker lets it through. */
export const TAPPED_PICTURE_FLAG = 'tapped';

export type DataSaverChoice = 'on' | 'off' | null;

export function storedDataSaverChoice(): DataSaverChoice {
  try {
    const stored = localStorage.getItem(DATA_SAVER_STORAGE_KEY);
    return stored === 'on' || stored === 'off' ? stored : null;
  } catch {
    return null;
  }
}

/** On when the reader chose it, or left it to the browser and the browser asks to save data. */
export function dataSaverIsOn(): boolean {
  const choice = storedDataSaverChoice();
  if (choice !== null) return choice === 'on';
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** Tells the service worker the reader's choice: it answers picture requests by it. */
export function tellServiceWorkerDataSaver(choice: DataSaverChoice = storedDataSaverChoice()) {
  navigator.serviceWorker?.controller?.postMessage({ type: 'data-saver', choice });
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: the switch follows a choice made anywhere on the page. */
export function subscribeDataSaver(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function chooseDataSaver(on: boolean) {
  const choice = on ? 'on' : 'off';
  try {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, choice);
  } catch {
    // storage unavailable: the choice holds for this page only
  }
  tellServiceWorkerDataSaver(choice);
  // Pictures wait for a tap only where the service worker holds them back (DataSaverScript).
  document.documentElement.classList.toggle(
    DATA_SAVER_CLASS,
    on && Boolean(navigator.serviceWorker?.controller),
  );
  for (const listener of listeners) listener();
}

/** A picture's address that the service worker lets through in data-saver mode. */
export function tappedPictureUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${TAPPED_PICTURE_FLAG}=1`;
}
