import type { TFunction } from 'i18next';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { browserApi } from '../../../api/browser';
import { ApiError } from '../../../api/client';
import {
  fetchCommentCount,
  fetchComments,
  postComment,
  type CommentsPage,
} from '../../../api/engagement';
import type { Session } from '../../../lib/session';
import { retryPolicy, viewerOf } from '../query-options';

/**
 * Comments (docs/product/engagement.md, "Comments"): the first page loads when the article opens;
 * Load More appends the next page while there is one; Refresh and a successful post reload page 1.
 */
export function useComments(newsId: string, session: Session | null, countFromPage: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['comments', newsId, viewerOf(session)];
  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchComments(browserApi, newsId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: CommentsPage) =>
      last.page < last.totalPages ? last.page + 1 : undefined,
    ...retryPolicy,
  });
  const count = useQuery({
    queryKey: ['comment-count', newsId],
    queryFn: () => fetchCommentCount(browserApi, newsId),
    placeholderData: countFromPage,
    ...retryPolicy,
  });

  const reloadFirstPage = async () => {
    queryClient.setQueryData<InfiniteData<CommentsPage, number>>(key, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ['comment-count', newsId] }),
    ]);
  };

  const post = useMutation({
    mutationFn: (content: string) => postComment(browserApi, newsId, content),
    onSuccess: (comment) => {
      toast.success(
        comment.isApproved ? t('article.comments.posted') : t('article.comments.postedPending'),
      );
      void reloadFirstPage();
    },
    onError: (error) => toast.error(commentFailure(error, t)),
  });

  /** Posts trimmed text; answers whether it was sent, so the form knows to clear itself. */
  const send = async (text: string): Promise<boolean> => {
    const content = text.trim();
    if (!content || post.isPending) return false;
    if (!session) {
      toast.error(t('article.authRequired'), { description: t('article.comments.needsLogin') });
      return false;
    }
    try {
      await post.mutateAsync(content);
      return true;
    } catch {
      return false; // told the reader in onError
    }
  };

  const pages = list.data?.pages ?? [];
  return {
    comments: pages.flatMap((p) => p.comments),
    total: pages[0]?.total ?? 0,
    count: count.data ?? countFromPage,
    status: list.status,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: () => void list.fetchNextPage(),
    refreshing: list.isRefetching && !list.isFetchingNextPage,
    refresh: () => void reloadFirstPage(),
    posting: post.isPending,
    send,
  };
}

/** What a failed post tells the reader (docs/product/engagement.md). */
export function commentFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.httpStatus === 401) return t('article.comments.loginAgain');
    if (error.httpStatus === 403) return t('article.comments.forbidden');
    if (error.httpStatus === 422) return t('article.comments.invalid');
  }
  return t('article.comments.failed');
}
