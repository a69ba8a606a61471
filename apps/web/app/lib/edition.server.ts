import { defaultDistrict, defaultLanguage, defaultState } from '@vaarta/core/selection';
import type { Category, District, Language, State } from '@vaarta/core/entities/places';
import type { ApiClient } from './api';
import { COOKIES, parseCookies } from './cookies';
import { parseEditionCookie, type Edition, type EditionLanguage } from './edition';

export interface CategoryLink {
  id: string;
  name: string;
  slug: string;
  color: string;
  icon: string;
}

export interface ResolvedEdition {
  edition: Edition;
  languages: EditionLanguage[];
  categories: CategoryLink[];
  /** True when nothing was saved and the spec's defaults were applied (spec §4). */
  defaulted: boolean;
  /** The categories could not be loaded: the page still renders, without them. */
  categoriesFailed: boolean;
}

const toLanguage = (l: Language): EditionLanguage => ({
  id: l.id,
  name: l.language_name,
  code: l.language_code,
  englishName: l.english_name,
  icon: l.icon,
});

/**
 * The reader's edition from the edition cookie, checked against the API's lists. With no saved
 * selection the defaults apply: English, Telangana, Hyderabad (spec §4). A partial saved
 * selection stays partial: the wizard opens at its first missing step.
 */
export async function resolveEdition(api: ApiClient, request: Request): Promise<ResolvedEdition> {
  const saved = parseEditionCookie(parseCookies(request.headers.get('cookie'))[COOKIES.edition]);
  const languages = (await api.get<Language[]>('/news/languages')).filter((l) => l.is_active);
  const defaulted = saved === null;

  const language = defaulted
    ? defaultLanguage(languages)
    : languages.find((l) => l.id === saved.languageId);
  let state: State | undefined;
  let district: District | undefined;
  if (language && (defaulted || saved?.stateId)) {
    const states = await api.get<State[]>('/news/states', { language_id: language.id });
    const active = states.filter((s) => s.is_active && !s.isDeleted);
    state = defaulted ? defaultState(active) : active.find((s) => s.id === saved?.stateId);
  }
  if (language && state && (defaulted || saved?.districtId)) {
    const districts = await api.get<District[]>('/news/districts', {
      language_id: language.id,
      state_id: state.id,
    });
    const active = districts.filter((d) => d.is_active && !d.isDeleted);
    district = defaulted ? defaultDistrict(active) : active.find((d) => d.id === saved?.districtId);
  }
  let categories: CategoryLink[] = [];
  let categoriesFailed = false;
  if (language) {
    try {
      categories = (await api.get<Category[]>('/news/categories', { language_id: language.id }))
        .filter((c) => c.is_active)
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((c) => ({
          id: c.id,
          name: c.category_name,
          slug: c.slug,
          color: c.color,
          icon: c.icon,
        }));
    } catch {
      // The home strip shows its error state (spec §2); the rest of the page still works.
      categoriesFailed = true;
    }
  }

  return {
    edition: {
      language: language ? toLanguage(language) : null,
      state: state ? { id: state.id, name: state.state_name } : null,
      district: district ? { id: district.id, name: district.name } : null,
    },
    languages: languages.map(toLanguage),
    categories,
    defaulted,
    categoriesFailed,
  };
}

/** The content language of the reader's edition: the saved one, else the default. */
export async function editionLanguage(
  api: ApiClient,
  request: Request,
): Promise<EditionLanguage | null> {
  const saved = parseEditionCookie(parseCookies(request.headers.get('cookie'))[COOKIES.edition]);
  const languages = (await api.get<Language[]>('/news/languages')).filter((l) => l.is_active);
  const language = saved
    ? languages.find((l) => l.id === saved.languageId)
    : defaultLanguage(languages);
  return language ? toLanguage(language) : null;
}

/** Just the id of the edition's content language. */
export async function editionLanguageId(api: ApiClient, request: Request): Promise<string | null> {
  return (await editionLanguage(api, request))?.id ?? null;
}
