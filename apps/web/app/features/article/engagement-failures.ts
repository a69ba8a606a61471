import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';

/** Spec §8 Like: what a failed like or unlike tells the reader. */
export function likeFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.httpStatus === 401) return t('article.like.loginAgain');
    if (error.httpStatus === 403) return t('article.like.forbidden');
    if (error.httpStatus === 0) return t('article.like.network');
  }
  return t('article.like.failed');
}

/** Spec §8 Comments: what a failed post tells the reader. */
export function commentFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.httpStatus === 401) return t('article.comments.loginAgain');
    if (error.httpStatus === 403) return t('article.comments.forbidden');
    if (error.httpStatus === 422) return t('article.comments.invalid');
  }
  return t('article.comments.failed');
}
