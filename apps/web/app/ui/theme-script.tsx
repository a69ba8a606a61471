import { COOKIES } from '../lib/cookies';

/**
 * A public page's HTML is the same for every reader (docs/decisions/0110), so a saved theme is
 * applied on the device, in <head> before the page paints.
 */
const SCRIPT = `var m=document.cookie.match(/(?:^|; )${COOKIES.theme}=(light|dark)(?:;|$)/);if(m)document.documentElement.dataset.theme=m[1];`;

export function ThemeScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
