import type { ScriptFile } from '@vaarta/web-contract/server-contract';

/** FNV-1a over the text's UTF-16 code units, in base 36: a new address whenever the text changes. */
function contentTag(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** `text` as a file the server sends at `/scripts/<name>.<tag>.js`, kept by browsers a year. */
export function scriptFile(name: string, text: string): ScriptFile {
  return { path: `/scripts/${name}.${contentTag(text)}.js`, text };
}
