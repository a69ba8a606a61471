import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { supportedLanguageOf } from '@vaarta/i18n/detect';
import type { Category } from '../api/categories';
import type { Language } from '../api/places';
import { SESSION_KEYS } from './constants';
import { COOKIES, setBrowserCookie } from './cookies';
import { formatEditionCookie, type Edition, type EditionPlace } from './edition';
import { switchInterfaceLanguage } from './interface-language';

interface EditionContextValue {
  edition: Edition;
  languages: Language[];
  categories: Category[];
  chooseLanguage(language: Language): void;
  chooseState(state: EditionPlace): void;
  chooseDistrict(district: EditionPlace): void;
  /** Applies the chosen language as the interface language (the wizard's Save). */
  applyInterfaceLanguage(): void;
  /** Reset to defaults (docs/product/reading.md, "Defaults"): the logo and Home. */
  reset(): void;
  wizardOpen: boolean;
  setWizardOpen(open: boolean): void;
}

const EditionContext = createContext<EditionContextValue | null>(null);

export function useEdition(): EditionContextValue {
  const value = useContext(EditionContext);
  if (!value) throw new Error('useEdition needs an EditionProvider');
  return value;
}

function writeSession(edition: Edition): void {
  try {
    const put = (key: string, value: unknown) =>
      value ? sessionStorage.setItem(key, JSON.stringify(value)) : sessionStorage.removeItem(key);
    put(SESSION_KEYS.language, edition.language);
    put(SESSION_KEYS.state, edition.state);
    put(SESSION_KEYS.district, edition.district);
  } catch {
    // session storage may be unavailable; the cookie still carries the edition
  }
}

function clearSession(): void {
  try {
    for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

function readSession(): Edition | null {
  try {
    const get = <T,>(key: string) => {
      const raw = sessionStorage.getItem(key);
      return raw ? (JSON.parse(raw) as T) : null;
    };
    const language = get<Language>(SESSION_KEYS.language);
    if (!language?.id) return null;
    return {
      language,
      state: get<EditionPlace>(SESSION_KEYS.state),
      district: get<EditionPlace>(SESSION_KEYS.district),
    };
  } catch {
    return null;
  }
}

/**
 * Cached category news belongs to the old edition (docs/product/reading.md, "Editions"); its cache
 * loads with the panels.
 */
const forgetCategoryNews = () =>
  void import('./query-client').then((module) => module.forgetCategoryNews());

/** Saves the edition in its session-storage keys and the cookie the server reads. */
function persist(edition: Edition): void {
  setBrowserCookie(COOKIES.edition, formatEditionCookie(edition));
  writeSession(edition);
}

interface Props {
  edition: Edition;
  languages: Language[];
  categories: Category[];
  defaulted: boolean;
  /**
   * The page is a public address (docs/decisions/0110): the server's edition is the address's,
   * not the reader's choice, so a choice in progress is not sent back to it.
   */
  addressed: boolean;
  children: ReactNode;
}

/** The reader's selection, shared by the header, the wizard, the menus and the pages. */
export function EditionProvider({
  edition: loaded,
  languages,
  categories,
  defaulted,
  addressed,
  children,
}: Props) {
  const [edition, setEdition] = useState(loaded);
  const [wizardOpen, setWizardOpen] = useState(false);
  const revalidator = useRevalidator();
  const { i18n } = useTranslation();
  const editionRef = useRef(edition);

  // The server's answer wins whenever it changes (a reload, a revalidation after a change).
  const [lastLoaded, setLastLoaded] = useState(loaded);
  if (loaded !== lastLoaded) {
    setLastLoaded(loaded);
    setEdition(loaded);
  }
  useEffect(() => {
    editionRef.current = edition;
  }, [edition]);

  // Defaults the server applied are saved; a selection saved only in this tab is restored.
  useEffect(() => {
    if (!defaulted) {
      writeSession(loaded);
      return;
    }
    const saved = readSession();
    if (saved && saved.language?.id !== loaded.language?.id) {
      persist(saved);
      void revalidator.revalidate();
    } else {
      persist(loaded);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the server's answer changes
  }, [loaded, defaulted]);

  const update = useCallback((next: Edition) => {
    editionRef.current = next;
    setEdition(next);
    persist(next);
  }, []);

  const applyInterfaceLanguage = useCallback(() => {
    const code = supportedLanguageOf(editionRef.current.language?.code);
    if (code && code !== i18n.language) {
      void switchInterfaceLanguage(i18n, code).then(() => revalidator.revalidate());
    }
  }, [i18n, revalidator]);

  const value = useMemo<EditionContextValue>(
    () => ({
      edition,
      languages,
      categories,
      chooseLanguage(language) {
        // docs/product/reading.md, "Editions": a new language clears the state, the district and
        // the cached category news.
        update({ language, state: null, district: null });
        forgetCategoryNews();
        const code = supportedLanguageOf(language.code);
        const switching = code ? switchInterfaceLanguage(i18n, code) : Promise.resolve();
        // On an address the wizard's Save goes to the chosen edition's own address instead.
        if (!addressed) void switching.then(() => revalidator.revalidate());
      },
      chooseState(state) {
        update({ ...editionRef.current, state, district: null });
      },
      chooseDistrict(district) {
        update({ ...editionRef.current, district });
        forgetCategoryNews();
      },
      applyInterfaceLanguage,
      reset() {
        setBrowserCookie(COOKIES.edition, null);
        clearSession();
        forgetCategoryNews();
        void switchInterfaceLanguage(i18n, 'en').then(() => revalidator.revalidate());
      },
      wizardOpen,
      setWizardOpen,
    }),
    [
      edition,
      languages,
      categories,
      update,
      i18n,
      revalidator,
      applyInterfaceLanguage,
      wizardOpen,
      addressed,
    ],
  );

  return <EditionContext.Provider value={value}>{children}</EditionContext.Provider>;
}
