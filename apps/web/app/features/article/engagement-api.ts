import type { TFunction } from 'i18next';
import type { ReportReason } from '@vaarta/core/constants';
import type { CommentView } from '@vaarta/core/entities/engagement';
import { ApiError, browserApi } from '../../lib/api';

/** Spec §3 Like state. */
export interface LikeState {
  totalLikes: number;
  isLikedByUser: boolean;
}

/** A page of comments (spec §7), read from either documented naming of its fields. */
export interface CommentsPage {
  comments: CommentView[];
  total: number;
  page: number;
  totalPages: number;
}

interface CommentsResult {
  data: {
    comments: CommentView[];
    total?: number;
    totalCount?: number;
    page?: number;
    currentPage?: number;
    totalPages: number;
  };
}

const EMPTY_PAGE: CommentsPage = { comments: [], total: 0, page: 1, totalPages: 0 };

export async function fetchLikes(newsId: string): Promise<LikeState> {
  return (await browserApi.get<{ data: LikeState }>(`/news/${newsId}/likes`)).data;
}

export async function setLiked(newsId: string, liked: boolean): Promise<LikeState> {
  const path = `/news/${newsId}/likes`;
  const result = liked
    ? await browserApi.post<{ data: LikeState }>(path)
    : await browserApi.delete<{ data: LikeState }>(path);
  return result.data;
}

/** Spec §7: 10 a page, newest first; a 404 reads as no comments. */
export async function fetchComments(newsId: string, page: number): Promise<CommentsPage> {
  try {
    const { data } = await browserApi.get<CommentsResult>(`/news/${newsId}/comments`, { page });
    return {
      comments: data.comments,
      total: data.total ?? data.totalCount ?? data.comments.length,
      page: data.page ?? data.currentPage ?? page,
      totalPages: data.totalPages,
    };
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) return { ...EMPTY_PAGE, page };
    throw error;
  }
}

export async function fetchCommentCount(newsId: string): Promise<number> {
  return (await browserApi.get<{ total: number }>(`/news/${newsId}/comments/count`)).total;
}

export function postComment(newsId: string, content: string): Promise<CommentView> {
  return browserApi.post<CommentView>(`/news/${newsId}/comments`, { content, newsId });
}

export function reportArticle(
  newsId: string,
  report: { reason: ReportReason; description: string },
): Promise<null> {
  return browserApi.post<null>(`/news/${newsId}/report`, report);
}

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
