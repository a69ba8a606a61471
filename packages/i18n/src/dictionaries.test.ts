import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@vaarta/core/constants';

type Tree = { [key: string]: string | Tree };
const localesDir = path.join(import.meta.dirname, '../locales');
/**
 * The reader's dictionaries (locales/<code>.json), the accounts' dialogs' own
 * (locales/accounts/<code>.json, loaded with the dialogs) and the newsroom's
 * (locales/newsroom/<code>.json, loaded only by the newsroom's pages).
 */
const SETS = [
  { name: 'reader', dir: localesDir },
  { name: 'accounts', dir: path.join(localesDir, 'accounts') },
  { name: 'newsroom', dir: path.join(localesDir, 'newsroom') },
];
const load = (dir: string, code: string): Tree =>
  JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

const cases = SETS.flatMap(({ name, dir }) =>
  LANGUAGE_CODES.filter((code) => code !== 'en').map((code) => ({ name, dir, code })),
);

describe.each(cases)('the $name $code dictionary', ({ dir, code }) => {
  const english = flatten(load(dir, 'en'));
  const dictionary = flatten(load(dir, code));
  it('has every key English has', () => {
    const missing = [...english.keys()].filter((key) => !dictionary.has(key));
    expect(missing).toEqual([]);
  });
  it('has no key English lacks', () => {
    expect([...dictionary.keys()].filter((key) => !english.has(key))).toEqual([]);
  });
  it('fills every text and keeps its placeholders', () => {
    for (const [key, text] of english) {
      const translated = dictionary.get(key) ?? '';
      expect(translated.trim(), key).not.toBe('');
      expect(variables(translated), key).toEqual(variables(text));
    }
  });
});

describe.each(LANGUAGE_CODES)('the %s words loaded with the accounts dialogs', (code) => {
  it('are not also in the reader dictionary, which backs them', () => {
    const reader = flatten(load(localesDir, code));
    const accounts = flatten(load(path.join(localesDir, 'accounts'), code));
    expect([...accounts.keys()].filter((key) => reader.has(key))).toEqual([]);
  });
});
