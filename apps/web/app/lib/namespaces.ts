import type { i18n } from 'i18next';
import { use } from 'react';
import { getI18n, useTranslation } from 'react-i18next';
import type { LanguageCode } from '@vaarta/core/constants';
import { supportedLanguageOf } from '@vaarta/i18n/detect';
import type { Dictionary } from './i18n';

type Loaders = Record<LanguageCode, () => Promise<{ default: Dictionary }>>;

/**
 * The words of screens no first page shows, each a namespace of its own beside the reader's
 * dictionary (`translation`), loaded with its screen: the sign-in, sign-up and account dialogs
 * (packages/i18n/locales/accounts/) and the newsroom (packages/i18n/locales/newsroom/).
 */
export const NAMESPACES = {
  accounts: {
    en: () => import('@vaarta/i18n/locales/accounts/en.json'),
    te: () => import('@vaarta/i18n/locales/accounts/te.json'),
    ur: () => import('@vaarta/i18n/locales/accounts/ur.json'),
    hi: () => import('@vaarta/i18n/locales/accounts/hi.json'),
    ta: () => import('@vaarta/i18n/locales/accounts/ta.json'),
    kn: () => import('@vaarta/i18n/locales/accounts/kn.json'),
  },
  newsroom: {
    en: () => import('@vaarta/i18n/locales/newsroom/en.json'),
    te: () => import('@vaarta/i18n/locales/newsroom/te.json'),
    ur: () => import('@vaarta/i18n/locales/newsroom/ur.json'),
    hi: () => import('@vaarta/i18n/locales/newsroom/hi.json'),
    ta: () => import('@vaarta/i18n/locales/newsroom/ta.json'),
    kn: () => import('@vaarta/i18n/locales/newsroom/kn.json'),
  },
} satisfies Record<string, Loaders>;

export type Namespace = keyof typeof NAMESPACES;

export async function loadNamespace(namespace: Namespace, code: LanguageCode): Promise<Dictionary> {
  return (await NAMESPACES[namespace][code]()).default;
}

const loading = new WeakMap<i18n, Map<string, Promise<void>>>();

/** Adds a namespace of a language to the instance, once, however often it is asked for. */
export function addNamespace(instance: i18n, namespace: Namespace, code: LanguageCode) {
  const started = loading.get(instance) ?? new Map<string, Promise<void>>();
  loading.set(instance, started);
  const id = `${namespace}/${code}`;
  let added = started.get(id);
  if (!added) {
    added = loadNamespace(namespace, code).then((dictionary) => {
      instance.addResourceBundle(code, namespace, dictionary);
    });
    started.set(id, added);
  }
  return added;
}

/**
 * Starts loading a namespace in the interface language, for a screen's loader to fetch its words
 * together with its code.
 */
export function preloadNamespace(namespace: Namespace): Promise<void> {
  const instance = getI18n();
  return addNamespace(instance, namespace, languageOf(instance));
}

/**
 * Loads in `code` every namespace the instance holds in its current language, so that a screen
 * on the page keeps its words through a change of language instead of waiting for them.
 */
export async function addNamespacesInUse(instance: i18n, code: LanguageCode): Promise<void> {
  const current = languageOf(instance);
  const inUse = (Object.keys(NAMESPACES) as Namespace[]).filter((namespace) =>
    instance.hasResourceBundle(current, namespace),
  );
  await Promise.all(inUse.map((namespace) => addNamespace(instance, namespace, code)));
}

/** The interface language of an instance, as one of the six codes. */
export const languageOf = (instance: i18n) => supportedLanguageOf(instance.language) ?? 'en';

/**
 * `useTranslation` of a namespace whose words load with the screen: the component suspends
 * (its Suspense shows the fallback) until the interface language's words are there. Keys not in
 * the namespace come from the reader's dictionary.
 */
export function useNamespaceTranslation(namespace: Namespace) {
  const translation = useTranslation(namespace);
  const { i18n } = translation;
  const code = languageOf(i18n);
  if (!i18n.hasResourceBundle(code, namespace)) use(addNamespace(i18n, namespace, code));
  return translation;
}
