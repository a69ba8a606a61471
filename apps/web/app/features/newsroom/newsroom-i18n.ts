import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addNamespace, languageOf } from '../../lib/namespaces';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The newsroom's words are a namespace of their own (packages/i18n/locales/newsroom/), loaded
 * only by the newsroom's pages: a reader's page never carries them.
 */
export const NEWSROOM_NS = 'newsroom';

/**
 * Loads the newsroom's dictionary of the interface language (again whenever it changes) and
 * says whether it is there. False on the server and during hydration: the newsroom is drawn in
 * the browser, where the session is.
 */
export function useNewsroomDictionary(): boolean {
  const { i18n } = useTranslation();
  const hydrated = useHydrated();
  const language = languageOf(i18n);
  const [loaded, setLoaded] = useState<string | null>(null);
  const present = hydrated && i18n.hasResourceBundle(language, NEWSROOM_NS);
  useEffect(() => {
    if (!hydrated || present) return;
    let current = true;
    void addNamespace(i18n, NEWSROOM_NS, language).then(() => {
      if (current) setLoaded(language);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, hydrated, present]);
  return present || loaded === language;
}

/** `t` of the newsroom's namespace. */
export const useNewsroomT = () => useTranslation(NEWSROOM_NS).t;
