import { DEFAULT_LANGUAGE_CODE, LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';

/** docs/decisions/0023: 'ka' is read as Kannada and 'ud' as Urdu. */
const ALIASES: Record<string, LanguageCode> = { ka: 'kn', ud: 'ur' };

/** The interface language for a code such as 'te', 'te-IN', 'KA' or 'ud'; English otherwise. */
export function interfaceLanguageOf(code: string | null | undefined): LanguageCode {
  const base = (code ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const resolved = ALIASES[base] ?? base;
  return (LANGUAGE_CODES as readonly string[]).includes(resolved)
    ? (resolved as LanguageCode)
    : DEFAULT_LANGUAGE_CODE;
}

/**
 * docs/product/reading.md, "Interface languages and direction": right-to-left for codes starting
 * with ar, he, fa or ur.
 */
export function directionOf(code: string): 'rtl' | 'ltr' {
  return /^(ar|he|fa|ur)/i.test(code) ? 'rtl' : 'ltr';
}
