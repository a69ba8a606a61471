import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@vaarta/core/constants';
import { LOCALE_OF } from '@vaarta/core/constants';

export type Dictionary = Record<string, unknown>;

/** Each dictionary is its own chunk: a reader downloads only the language they read. */
const loaders: Record<LanguageCode, () => Promise<{ default: Dictionary }>> = {
  en: () => import('@vaarta/i18n/locales/en.json'),
  te: () => import('@vaarta/i18n/locales/te.json'),
  ur: () => import('@vaarta/i18n/locales/ur.json'),
  hi: () => import('@vaarta/i18n/locales/hi.json'),
  ta: () => import('@vaarta/i18n/locales/ta.json'),
  kn: () => import('@vaarta/i18n/locales/kn.json'),
};

export async function loadDictionary(code: LanguageCode): Promise<Dictionary> {
  return (await loaders[code]()).default;
}

/**
 * An i18next instance holding the given dictionaries, set to `language`; English is the fallback,
 * and the reader's dictionary backs the namespaces loaded with their screens (lib/namespaces).
 */
export function createI18n(
  language: LanguageCode,
  resources: Partial<Record<LanguageCode, Dictionary>>,
): i18n {
  const instance = i18next.createInstance();
  const resource: Resource = {};
  for (const [code, dictionary] of Object.entries(resources)) {
    resource[code] = { translation: dictionary as Resource[string]['translation'] };
  }
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    fallbackNS: 'translation',
    resources: resource,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The Indian locale of an interface language, for dates and numbers (docs/decisions/0026). */
export const localeOf = (code: string) => LOCALE_OF[code as LanguageCode] ?? 'en-IN';
