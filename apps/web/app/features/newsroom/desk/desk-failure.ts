import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, BAD_RESPONSE, describeFailure } from '../../../api/client';

/**
 * What a refused desk call tells the member of staff: the server's own words for a 4xx (they
 * say exactly what to fix — "A day that has an edition…", "You cannot change your own role…"),
 * even in an interface that is not English (docs/decisions/0088-newsroom-desk-screens.md);
 * no answer, a server failure or a page that is not the API's in the interface's words.
 */
export function deskFailure(error: unknown, t: TFunction, language: string): string {
  if (
    error instanceof ApiError &&
    error.httpStatus >= 400 &&
    error.httpStatus < 500 &&
    error.code !== BAD_RESPONSE
  ) {
    return error.message;
  }
  return describeFailure(error, t, language);
}

/** `deskFailure` in the interface language, for a desk's components. */
export function useDeskFailure(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return useCallback((error) => deskFailure(error, t, i18n.language), [t, i18n.language]);
}
