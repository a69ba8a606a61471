import type {
  District as ApiDistrict,
  Language as ApiLanguage,
  State as ApiState,
} from '@vaarta/core/entities/places';
import type { ApiReader } from './client';

/**
 * The content languages, states and districts an edition is made of (docs/product/reading.md).
 * The server answers only active rows, each named in the language asked for.
 */

const toLanguage = (language: ApiLanguage) => ({
  id: language.id,
  /** In its own script: తెలుగు. */
  name: language.language_name,
  code: language.language_code,
  englishName: language.english_name,
  icon: language.icon,
});
export type Language = ReturnType<typeof toLanguage>;

const toState = (state: ApiState) => ({
  id: state.id,
  name: state.state_name,
  code: state.state_code,
  englishName: state.english_name,
  /** Every name, code and transliteration the wizard's search matches. */
  searchTerms: state.search_terms,
});
export type State = ReturnType<typeof toState>;

const toDistrict = (district: ApiDistrict) => ({
  id: district.id,
  name: district.name,
  code: district.district_code,
  englishName: district.english_name,
  searchTerms: district.search_terms,
});
export type District = ReturnType<typeof toDistrict>;

export async function fetchLanguages(api: ApiReader): Promise<Language[]> {
  return (await api.get<ApiLanguage[]>('/news/languages')).map(toLanguage);
}

export async function fetchStates(api: ApiReader, languageId: string): Promise<State[]> {
  return (await api.get<ApiState[]>('/news/states', { language_id: languageId })).map(toState);
}

export async function fetchDistricts(
  api: ApiReader,
  languageId: string,
  stateId: string,
): Promise<District[]> {
  const districts = await api.get<ApiDistrict[]>('/news/districts', {
    language_id: languageId,
    state_id: stateId,
  });
  return districts.map(toDistrict);
}

/** The same list through the lookup call `GET /api?type=languages` (the API test page tries it). */
export async function fetchLanguagesLookup(api: ApiReader): Promise<Language[]> {
  return (await api.get<ApiLanguage[]>('', { type: 'languages' })).map(toLanguage);
}
