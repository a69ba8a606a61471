import type { i18n } from 'i18next';
import type { LanguageCode } from '@vaarta/core/constants';
import { directionOf } from '@vaarta/i18n/languages';
import { COOKIES, setBrowserCookie } from './cookies';
import { loadDictionary } from './i18n';
import { addNamespacesInUse } from './namespaces';

/**
 * The local-storage key the interface language is cached under (docs/product/reading.md, "Interface
 * languages and direction").
 */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/**
 * Switches the interface language: loads its dictionary and the words of the screens on the page
 * (lib/namespaces), sets `lang` and `dir` on <html> and remembers the choice in a cookie (for the
 * server) and local storage (docs/product/reading.md, "Interface languages and direction").
 */
export async function switchInterfaceLanguage(instance: i18n, code: LanguageCode): Promise<void> {
  const [dictionary] = await Promise.all([
    instance.hasResourceBundle(code, 'translation') ? null : loadDictionary(code),
    addNamespacesInUse(instance, code),
  ]);
  if (dictionary) instance.addResourceBundle(code, 'translation', dictionary);
  rememberInterfaceLanguage(code);
  if (instance.language !== code) await instance.changeLanguage(code);
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

export function rememberInterfaceLanguage(code: LanguageCode): void {
  setBrowserCookie(COOKIES.language, code);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // storage may be unavailable; the cookie is enough
  }
}
