import type { TFunction } from 'i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { browserApi } from '../../../api/browser';
import { ApiError } from '../../../api/client';
import { fetchLikes, setLiked, type LikeState } from '../../../api/engagement';
import { formatNumber } from '../../../lib/format';
import type { Session } from '../../../lib/session';
import { retryPolicy, viewerOf } from '../query-options';

/**
 * Likes (docs/product/engagement.md, "Likes"): loaded on page open (the reader's own flag only with
 * a token); a click moves the count by one at once (never below 0), reverts it if the call fails,
 * and then the server's answer wins. The button waits while a call is on its way.
 */
export function useLikes(newsId: string, session: Session | null, countFromPage: number) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['likes', newsId, viewerOf(session)];
  const likes = useQuery({
    queryKey: key,
    queryFn: () => fetchLikes(browserApi, newsId),
    placeholderData: { totalLikes: countFromPage, isLikedByUser: false },
    ...retryPolicy,
  });
  const current = likes.data ?? { totalLikes: countFromPage, isLikedByUser: false };

  const change = useMutation({
    mutationFn: (liked: boolean) => setLiked(browserApi, newsId, liked),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LikeState>(key) ?? current;
      queryClient.setQueryData<LikeState>(key, {
        totalLikes: Math.max(0, previous.totalLikes + (liked ? 1 : -1)),
        isLikedByUser: liked,
      });
      return { previous };
    },
    onError: (error, _liked, context) => {
      if (context) queryClient.setQueryData(key, context.previous);
      toast.error(likeFailure(error, t));
    },
    onSuccess: (state) => {
      queryClient.setQueryData(key, state);
      toast.success(
        state.isLikedByUser ? t('article.like.likedToast') : t('article.like.unlikedToast'),
        {
          description: t('article.like.total', {
            likes: formatNumber(state.totalLikes, i18n.language),
          }),
        },
      );
    },
  });

  const toggle = () => {
    if (!session) {
      toast.error(t('article.authRequired'), { description: t('article.like.needsLogin') });
      return;
    }
    if (!change.isPending) change.mutate(!current.isLikedByUser);
  };

  return {
    count: current.totalLikes,
    liked: current.isLikedByUser,
    busy: change.isPending,
    signedIn: session !== null,
    toggle,
  };
}

/** What a failed like or unlike tells the reader (docs/product/engagement.md). */
export function likeFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.httpStatus === 401) return t('article.like.loginAgain');
    if (error.httpStatus === 403) return t('article.like.forbidden');
    if (error.httpStatus === 0) return t('article.like.network');
  }
  return t('article.like.failed');
}
