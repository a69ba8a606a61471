// Keeps a tap made before the page's script runs; replays it once hydrated (docs/decisions/0078).
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
 * (a control whose work needs the page's script) is noted instead of being lost, and what the
 * browser would do with it alone (a form sent without script) is not done. The control shows it
 * is working (`aria-busy`, drawn by app.css) while the script arrives.
 */
const SCRIPT = `window.vaartaEarlyTaps=[];document.addEventListener('click',function(e){var t=window.vaartaEarlyTaps,c=e.target.closest&&e.target.closest('[${EARLY_TAP}]');if(t&&c){e.preventDefault();c.setAttribute('aria-busy','true');t.push(c.getAttribute('${EARLY_TAP}'))}},true);`;

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
  // Not React's attribute: gone before React compares the page with what it renders.
  for (const control of document.querySelectorAll(`[${EARLY_TAP}][aria-busy]`)) {
    control.removeAttribute('aria-busy');
  }
}

/** Taps the marked control `name` on the reader's behalf. */
const tap = (name: string) =>
  document.querySelector<HTMLElement>(`[${EARLY_TAP}="${CSS.escape(name)}"]`)?.click();

/** Once the page has hydrated, does what the reader tapped before it had. */
export function useReplayEarlyTaps() {
  useEffect(() => {
    const taps = noted;
    noted = [];
    for (const name of taps) tap(name);
  }, []);
}

/**
 * For controls that come alive after the page has hydrated (their code loads later): rendered
 * beside the live controls, it taps the one the reader tapped while they were still waiting.
 */
export function ReplayTap({ name }: { name: string | null }) {
  useEffect(() => {
    if (name) tap(name);
  }, [name]);
  return null;
}
