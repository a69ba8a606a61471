import { useEffect } from 'react';

/** The attribute that marks a control whose tap before hydration is kept and replayed. */
export const EARLY_TAP = 'data-early-tap';

declare global {
  interface Window {
    /** The marked controls tapped before the page hydrated, in order (EarlyTapScript). */
    vaartaEarlyTaps?: string[] | null;
  }
}

/**
 * Runs in <head> before anything else: until the page has hydrated, a tap on a marked control
 * (a button whose work needs the page's script) is noted instead of being lost.
 */
const SCRIPT = `window.vaartaEarlyTaps=[];document.addEventListener('click',function(e){var t=window.vaartaEarlyTaps,c=e.target.closest&&e.target.closest('[${EARLY_TAP}]');if(t&&c)t.push(c.getAttribute('${EARLY_TAP}'))},true);`;

export function EarlyTapScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

let noted: string[] = [];

/**
 * Called as React starts hydrating: from then on React itself hydrates a tapped control at once
 * and hands it the tap, so noting it too would do it twice.
 */
export function stopNotingEarlyTaps() {
  noted = window.vaartaEarlyTaps ?? [];
  window.vaartaEarlyTaps = null;
}

/** Once the page has hydrated, does what the reader tapped before it had. */
export function useReplayEarlyTaps() {
  useEffect(() => {
    const taps = noted;
    noted = [];
    for (const name of taps) {
      document.querySelector<HTMLElement>(`[${EARLY_TAP}="${CSS.escape(name)}"]`)?.click();
    }
  }, []);
}
