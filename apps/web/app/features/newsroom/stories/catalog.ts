import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { browserReads } from '../../../api/browser';
import { fetchCategories } from '../../../api/categories';
import { fetchDistricts, fetchLanguages, fetchStates, type Language } from '../../../api/places';

/** The catalogue a story is filed under, as the newsroom's lists and selects need it. */
const CATALOG_STALE_MS = 30 * 60_000;

export function useLanguages() {
  return useQuery({
    queryKey: ['newsroom', 'languages'],
    queryFn: () => fetchLanguages(browserReads),
    staleTime: CATALOG_STALE_MS,
  });
}

/**
 * The content language whose names the places and categories are shown in: the interface
 * language when it is one, else the story's.
 */
export function useNamingLanguageId(languages: Language[] | undefined, fallback?: string) {
  const { i18n } = useTranslation();
  return languages?.find((language) => language.code === i18n.language)?.id ?? fallback;
}

export function useStates(namingLanguageId: string | undefined) {
  return useQuery({
    queryKey: ['newsroom', 'states', namingLanguageId],
    queryFn: () => fetchStates(browserReads, namingLanguageId!),
    enabled: Boolean(namingLanguageId),
    staleTime: CATALOG_STALE_MS,
  });
}

export function useDistricts(namingLanguageId: string | undefined, stateId: string | undefined) {
  return useQuery({
    queryKey: ['newsroom', 'districts', namingLanguageId, stateId],
    queryFn: () => fetchDistricts(browserReads, namingLanguageId!, stateId!),
    enabled: Boolean(namingLanguageId && stateId),
    staleTime: CATALOG_STALE_MS,
  });
}

/** A story's categories are its own language's. */
export function useCategories(languageId: string | undefined) {
  return useQuery({
    queryKey: ['newsroom', 'categories', languageId],
    queryFn: () => fetchCategories(browserReads, languageId!),
    enabled: Boolean(languageId),
    staleTime: CATALOG_STALE_MS,
  });
}
