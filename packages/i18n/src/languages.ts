import { DEFAULT_LANGUAGE_CODE, LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';

/** DECISIONS 19: 'ka' is read as Kannada and 'ud' as Urdu. */
const ALIASES: Record<string, LanguageCode> = { ka: 'kn', ud: 'ur' };

/** The interface language for a code such as 'te', 'te-IN', 'KA' or 'ud'; English otherwise. */
export function interfaceLanguageOf(code: string | null | undefined): LanguageCode {
  const base = (code ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const resolved = ALIASES[base] ?? base;
  return (LANGUAGE_CODES as readonly string[]).includes(resolved)
    ? (resolved as LanguageCode)
    : DEFAULT_LANGUAGE_CODE;
}

/** Spec §4: right-to-left for codes starting with ar, he, fa or ur. */
export function directionOf(code: string): 'rtl' | 'ltr' {
  return /^(ar|he|fa|ur)/i.test(code) ? 'rtl' : 'ltr';
}
