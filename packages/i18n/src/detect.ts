import { LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';
import { interfaceLanguageOf } from './languages.ts';

/** The supported interface language a code stands for ('te-IN' → te, 'ka' → kn), if any. */
export function supportedLanguageOf(code: string | null | undefined): LanguageCode | undefined {
  if (!code || !code.trim()) return undefined;
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const resolved = interfaceLanguageOf(base);
  // interfaceLanguageOf answers English for anything unknown: only accept a real match.
  if (resolved !== 'en') return resolved;
  return base === 'en' ? 'en' : undefined;
}

/**
 * Where the interface language may come from, in the detection order of docs/product/reading.md,
 * "Interface languages and direction".
 */
export interface DetectionSources {
  query?: string | null;
  cookie?: string | null;
  localStorage?: string | null;
  sessionStorage?: string | null;
  /** The browser's languages, most preferred first (navigator.languages or Accept-Language). */
  browser?: readonly string[];
  htmlTag?: string | null;
}

/**
 * docs/product/reading.md, "Interface languages and direction": query string 'lng', cookie, local
 * storage, session storage, browser language, html tag; the first that names a supported language
 * wins, and English is the fallback.
 */
export function detectInterfaceLanguage(sources: DetectionSources): LanguageCode {
  const candidates = [
    sources.query,
    sources.cookie,
    sources.localStorage,
    sources.sessionStorage,
    ...(sources.browser ?? []),
    sources.htmlTag,
  ];
  for (const candidate of candidates) {
    const found = supportedLanguageOf(candidate);
    if (found) return found;
  }
  return 'en';
}

/** The languages of an Accept-Language header, most preferred first. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

export const INTERFACE_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;
