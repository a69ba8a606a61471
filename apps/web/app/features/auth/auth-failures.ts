import type { TFunction } from 'i18next';
import { ApiError, describeFailure } from '../../api/client';

/**
 * What a failed accounts call tells the reader (docs/product/accounts.md, errors), in the
 * order of priority given there. The server words its refusals in English: an English reader
 * reads them as they are, other languages get the translated text for the status.
 */
function explain(
  error: unknown,
  t: TFunction,
  language: string,
  known: { byStatus?: Record<number, string>; byCode?: Record<string, string>; fallback: string },
): string {
  if (!(error instanceof ApiError)) return t(known.fallback);
  const byCode = known.byCode?.[error.code];
  if (byCode) return t(byCode);
  const byStatus = known.byStatus?.[error.httpStatus];
  if (byStatus) return t(byStatus);
  // Limits and load shedding are answered honestly: how long to wait, or that we are busy.
  if (error.httpStatus === 429)
    return language === 'en' ? error.message : t('transport.tooManyRequests');
  if (error.httpStatus === 503) return t('auth.errors.busy');
  if (error.httpStatus === 0 || error.httpStatus >= 500) return describeFailure(error, t, language);
  if (language === 'en' && error.message) return error.message;
  return t(known.fallback);
}

export const loginFailure = (error: unknown, t: TFunction, language: string) =>
  explain(error, t, language, {
    byCode: { INVALID_USER_DATA: 'auth.messages.invalidUserData' },
    byStatus: { 401: 'auth.errors.invalidLogin', 404: 'auth.errors.userNotFound' },
    fallback: 'auth.errors.loginFailed',
  });

export const signupFailure = (error: unknown, t: TFunction, language: string) =>
  explain(error, t, language, {
    byStatus: { 409: 'auth.errors.alreadyExists' },
    fallback: 'auth.errors.registrationFailed',
  });

export const requestCodeFailure = (error: unknown, t: TFunction, language: string) =>
  explain(error, t, language, {
    byStatus: { 404: 'auth.errors.emailNotFound' },
    fallback: 'auth.errors.sendCodeFailed',
  });

export const resendFailure = (error: unknown, t: TFunction, language: string) =>
  explain(error, t, language, { fallback: 'auth.errors.resendFailed' });

/** Checking a code and setting the new password fail alike: a wrong or an expired code. */
export const codeFailure = (
  error: unknown,
  t: TFunction,
  language: string,
  fallback: 'auth.errors.invalidCode' | 'auth.errors.resetFailed',
) =>
  explain(error, t, language, {
    byCode: { CODE_EXPIRED: 'auth.errors.codeExpired' },
    byStatus: { 400: 'auth.errors.invalidCode', 404: 'auth.errors.codeExpired' },
    fallback,
  });
