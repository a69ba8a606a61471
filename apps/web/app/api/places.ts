import type {
  District as ApiDistrict,
  Language as ApiLanguage,
  State as ApiState,
} from '@vaarta/core/entities/places';
import type { ApiReader } from './client';
import type { PageReads } from './page-reads';

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

/** A state or a district as the wizard lists it and the edition keeps it. */
function toPlace(
  id: string,
  name: string,
  code: string,
  place: Pick<ApiState | ApiDistrict, 'english_name' | 'search_terms'>,
) {
  return {
    id,
    name,
    code,
    englishName: place.english_name,
    /** Every name, code and transliteration the wizard's search matches. */
    searchTerms: place.search_terms,
  };
}
export type Place = ReturnType<typeof toPlace>;
export type State = Place;
export type District = Place;

const toState = (state: ApiState): State =>
  toPlace(state.id, state.state_name, state.state_code, state);
const toDistrict = (district: ApiDistrict): District =>
  toPlace(district.id, district.name, district.district_code, district);

export async function fetchLanguages(reads: PageReads): Promise<Language[]> {
  return (await reads.languages()).map(toLanguage);
}

export async function fetchStates(reads: PageReads, languageId: string): Promise<State[]> {
  return (await reads.states(languageId)).map(toState);
}

export async function fetchDistricts(
  reads: PageReads,
  languageId: string,
  stateId: string,
): Promise<District[]> {
  return (await reads.districts(languageId, stateId)).map(toDistrict);
}

/** The same list through the lookup call `GET /api?type=languages` (the API test page tries it). */
export async function fetchLanguagesLookup(api: ApiReader): Promise<Language[]> {
  return (await api.get<ApiLanguage[]>('', { type: 'languages' })).map(toLanguage);
}
