import type { TFunction } from 'i18next';
import { ApiError, describeFailure } from '../../api/client';

/**
 * What a failed newsroom call tells the member of staff: the server's own words for a refusal
 * (4xx: what to fix, or why not), the site's usual words for no answer or a server failure.
 */
export function newsroomFailure(error: unknown, t: TFunction, language: string): string {
  if (error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500) {
    return error.message;
  }
  return describeFailure(error, t, language);
}

export const isConflict = (error: unknown) => error instanceof ApiError && error.httpStatus === 409;
