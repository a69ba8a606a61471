import type {
  CommentCount,
  CommentsPageResult,
  CommentView,
  LikesResult,
  LikeState,
  ReportBody,
} from '@vaarta/core/entities/engagement';
import { ApiError, type ApiClient, type ApiReader } from './client';

/** Likes, comments and reports of an article (docs/product/engagement.md). */

export type { CommentView, LikeState };

/** A page of comments, newest first. */
export type CommentsPage = CommentsPageResult['data'];

/** Our server's page of comments, or the documented alternative names of its counts. */
type AnyCommentsPage = Omit<CommentsPage, 'total' | 'page'> & {
  total?: number;
  totalCount?: number;
  page?: number;
  currentPage?: number;
};

const EMPTY_PAGE: CommentsPage = { comments: [], total: 0, page: 1, totalPages: 0 };
const likesPath = (newsId: string) => `/news/${encodeURIComponent(newsId)}/likes`;
const commentsPath = (newsId: string) => `/news/${encodeURIComponent(newsId)}/comments`;

/** The like count, and whether the signed-in reader likes it. */
export async function fetchLikes(api: ApiReader, newsId: string): Promise<LikeState> {
  return (await api.get<LikesResult>(likesPath(newsId))).data;
}

/** Likes or unlikes as the signed-in reader; answers the new state. */
export async function setLiked(api: ApiClient, newsId: string, liked: boolean): Promise<LikeState> {
  const result = liked
    ? await api.post<LikesResult>(likesPath(newsId))
    : await api.delete<LikesResult>(likesPath(newsId));
  return result.data;
}

/** One page of comments (10 a page); an article the server does not know has none. */
export async function fetchComments(
  api: ApiReader,
  newsId: string,
  page: number,
): Promise<CommentsPage> {
  try {
    const { data } = await api.get<{ data: AnyCommentsPage }>(commentsPath(newsId), { page });
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

export async function fetchCommentCount(api: ApiReader, newsId: string): Promise<number> {
  return (await api.get<CommentCount>(`${commentsPath(newsId)}/count`)).total;
}

/** Posts as the signed-in reader; the answer says whether it waits for a moderator. */
export function postComment(api: ApiClient, newsId: string, content: string): Promise<CommentView> {
  return api.post<CommentView>(commentsPath(newsId), { content, newsId });
}

/** Reports an article; no login needed. */
export async function reportArticle(
  api: ApiClient,
  newsId: string,
  report: ReportBody,
): Promise<void> {
  await api.post<null>(`/news/${encodeURIComponent(newsId)}/report`, report);
}
