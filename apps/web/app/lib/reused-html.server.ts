// The server's store of HTML rendered once and reused for the same cards (docs/decisions/0091).
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import type { HtmlReuser } from '../ui/reused-html';

/**
 * HTML rendered once and reused by every rendering that asks with the same key
 * (docs/decisions/0091-home-sections-rendered-once.md): the most recently used `maxEntries`
 * are kept, by a digest of their key (a key spells out the data it was rendered from).
 */
export function htmlReuser(maxEntries: number): HtmlReuser {
  const kept = new Map<string, string>();
  return (key, render) => {
    const digest = createHash('sha256').update(key).digest('base64');
    const html = kept.get(digest) ?? renderToString(render());
    kept.delete(digest);
    kept.set(digest, html);
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
    return html;
  };
}
