import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import {
  fetchCommentCount,
  fetchComments,
  fetchLikes,
  postComment,
  reportArticle,
  setLiked,
} from './engagement';
import { fakeApi } from './fake-api';

const NEWS = '11111111-1111-4111-8111-111111111111';
const comment = { id: 'c1', content: 'Good', replies: [] };

describe('engagement', () => {
  it('reads, likes and unlikes, answering the new state', async () => {
    const { api, calls } = fakeApi({
      [`/news/${NEWS}/likes`]: (call) => ({
        success: true,
        data: { totalLikes: call.method === 'POST' ? 4 : 3, isLikedByUser: call.method === 'POST' },
      }),
    });
    expect(await fetchLikes(api, NEWS)).toEqual({ totalLikes: 3, isLikedByUser: false });
    expect(await setLiked(api, NEWS, true)).toEqual({ totalLikes: 4, isLikedByUser: true });
    expect(await setLiked(api, NEWS, false)).toEqual({ totalLikes: 3, isLikedByUser: false });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'DELETE']);
  });

  it('reads a page of comments, in either documented naming of its counts', async () => {
    const { api, calls } = fakeApi({
      [`/news/${NEWS}/comments`]: (call) =>
        call.query.get('page') === '1'
          ? { data: { comments: [comment], total: 11, page: 1, totalPages: 2 } }
          : { data: { comments: [comment], totalCount: 11, currentPage: 2, totalPages: 2 } },
    });
    expect(await fetchComments(api, NEWS, 1)).toEqual({
      comments: [comment],
      total: 11,
      page: 1,
      totalPages: 2,
    });
    expect(await fetchComments(api, NEWS, 2)).toMatchObject({ total: 11, page: 2 });
    expect(calls.map((c) => String(c.query))).toEqual(['page=1', 'page=2']);
  });

  it('reads an unknown article as one without comments', async () => {
    const { api } = fakeApi({});
    expect(await fetchComments(api, NEWS, 3)).toEqual({
      comments: [],
      total: 0,
      page: 3,
      totalPages: 0,
    });
  });

  it('still fails on anything but a 404', async () => {
    const { api } = fakeApi({
      [`/news/${NEWS}/comments`]: () => {
        throw new ApiError(503, 'UNAVAILABLE', 'Down');
      },
    });
    await expect(fetchComments(api, NEWS, 1)).rejects.toMatchObject({ httpStatus: 503 });
  });

  it('counts, posts and reports', async () => {
    const { api, calls } = fakeApi({
      [`/news/${NEWS}/comments/count`]: () => ({ total: 7 }),
      [`/news/${NEWS}/comments`]: () => comment,
      [`/news/${NEWS}/report`]: () => null,
    });
    expect(await fetchCommentCount(api, NEWS)).toBe(7);
    expect(await postComment(api, NEWS, 'Good')).toEqual(comment);
    await reportArticle(api, NEWS, { reason: 'spam', description: '' });
    expect(calls.slice(1).map(({ method, body }) => ({ method, body }))).toEqual([
      { method: 'POST', body: { content: 'Good', newsId: NEWS } },
      { method: 'POST', body: { reason: 'spam', description: '' } },
    ]);
  });
});
