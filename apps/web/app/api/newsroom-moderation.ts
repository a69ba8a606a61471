import type { PendingComment, ReportedArticle } from '@vaarta/core/entities/newsroom-desks';
import type { ApiClient, ApiReader, Page } from './client';

/** The moderation desk: held comments and reported articles (docs/product/newsroom.md). */

export type { PendingComment, ReportedArticle };

const PATHS = {
  comments: '/newsroom/moderation/comments',
  comment: (id: string, action: CommentAction) => `/newsroom/moderation/comments/${id}/${action}`,
  reports: '/newsroom/moderation/reports',
  report: (newsId: string, action: 'dismiss' | 'unpublish') =>
    `/newsroom/moderation/reports/${newsId}/${action}`,
};

/** What a moderator does with a held comment: publish it, remove it, or block its author. */
export type CommentAction = 'approve' | 'reject' | 'block';

export interface ModerationFilter {
  /** One language; every language the caller moderates when left out. */
  languageId?: string | null;
  page?: number;
}

/** Held comments, oldest first, each with the story it is on. */
export function fetchPendingComments(
  api: ApiReader,
  filter: ModerationFilter = {},
): Promise<Page<PendingComment>> {
  return api.get(PATHS.comments, { languageId: filter.languageId, page: filter.page });
}

/** Settles a held comment; the answer is how many comments the action settled. */
export async function settleComment(
  api: ApiClient,
  commentId: string,
  action: CommentAction,
): Promise<number> {
  const { settled } = await api.post<{ settled: number }>(PATHS.comment(commentId, action));
  return settled;
}

/** Articles with open reports, most reported first, counted by reason. */
export function fetchReportedArticles(
  api: ApiReader,
  filter: ModerationFilter = {},
): Promise<Page<ReportedArticle>> {
  return api.get(PATHS.reports, { languageId: filter.languageId, page: filter.page });
}

/** Closes an article's open reports and keeps it; the note is for the record. */
export async function dismissReports(api: ApiClient, newsId: string, note: string): Promise<void> {
  await api.post(PATHS.report(newsId, 'dismiss'), { note });
}

/** Takes a reported article down with a note (required) and closes its reports. */
export async function unpublishReported(
  api: ApiClient,
  newsId: string,
  note: string,
): Promise<void> {
  await api.post(PATHS.report(newsId, 'unpublish'), { note });
}
