import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { clientAddress, signedInReader } from '../../test/readers.ts';

let server: TestServer;
let articleId = '';
let otherArticleId = '';

beforeAll(async () => {
  server = await startTestServer();
  const languages = (await server.app.inject({ method: 'GET', url: '/api/news/languages' })).json()
    .result;
  const list = await server.app.inject({
    method: 'GET',
    url: `/api/news/filter-advanced?language_id=${languages[0].id}&limit=2`,
  });
  [articleId, otherArticleId] = list.json().result.items.map((i: { id: string }) => i.id);
});
afterAll(() => server?.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { headers?: Record<string, string>; payload?: object } = {},
) => server.app.inject({ method, url, remoteAddress: clientAddress(), ...options });

describe('likes', () => {
  it('shows the count to anyone, and nothing liked without a token', async () => {
    const response = await call('GET', `/api/news/${articleId}/likes`);
    expect(response.json().result).toEqual({
      success: true,
      data: { totalLikes: 0, isLikedByUser: false },
    });
  });

  it("answers 401 'Please log in to like articles' without a token", async () => {
    const response = await call('POST', `/api/news/${articleId}/likes`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please log in to like articles');
  });

  it('counts a like twice as one, and an unlike never below zero', async () => {
    const reader = await signedInReader(server);
    const url = `/api/news/${otherArticleId}/likes`;
    await call('POST', url, { headers: reader.auth });
    const twice = await call('POST', url, { headers: reader.auth });
    expect(twice.json().result.data).toEqual({ totalLikes: 1, isLikedByUser: true });
    expect(twice.json().message).toBe('Liked!');
    await call('DELETE', url, { headers: reader.auth });
    const again = await call('DELETE', url, { headers: reader.auth });
    expect(again.json().result.data).toEqual({ totalLikes: 0, isLikedByUser: false });
    const article = await call('GET', `/api/news/${otherArticleId}`);
    expect(article.json().result.likeCount).toBe(0);
  });

  it('answers 404 for an unknown article', async () => {
    const reader = await signedInReader(server);
    const response = await call('POST', '/api/news/00000000-0000-4000-8000-000000000004/likes', {
      headers: reader.auth,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('News article not found.');
  });
});

describe('comments', () => {
  it("answers 401 'Please log in to post comments' without a token", async () => {
    const response = await call('POST', `/api/news/${articleId}/comments`, {
      payload: { content: 'Hello' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please log in to post comments');
  });

  it('posts trimmed text and shows it first, with the display name and initial', async () => {
    const reader = await signedInReader(server, { firstName: 'Sravani', lastName: 'Reddy' });
    const posted = await call('POST', `/api/news/${articleId}/comments`, {
      headers: reader.auth,
      payload: { content: '   చాలా మంచి వార్త!  ', newsId: articleId },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().result).toMatchObject({
      content: 'చాలా మంచి వార్త!',
      isApproved: true,
      userName: 'Sravani Reddy',
      userAvatar: 'S',
    });
    const list = await call('GET', `/api/news/${articleId}/comments?page=1`);
    expect(list.json().result.data.comments[0].content).toBe('చాలా మంచి వార్త!');
  });

  it.each([
    [{ content: '    ' }, 'Comment text is required'],
    [{ content: 'x'.repeat(2001) }, 'Comments can be at most 2000 characters long'],
    [{}, 'Comment text is required'],
  ])('refuses %# with 422 "%s"', async (payload, message) => {
    const reader = await signedInReader(server);
    const response = await call('POST', `/api/news/${articleId}/comments`, {
      headers: reader.auth,
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(message);
  });

  it('holds a comment with a link as pending, visible only to its author', async () => {
    const author = await signedInReader(server);
    const other = await signedInReader(server);
    const posted = await call('POST', `/api/news/${otherArticleId}/comments`, {
      headers: author.auth,
      payload: { content: 'Cheap offers at www.deals-now.in' },
    });
    expect(posted.json().result.isApproved).toBe(false);
    const asAuthor = await call('GET', `/api/news/${otherArticleId}/comments`, {
      headers: author.auth,
    });
    const asOther = await call('GET', `/api/news/${otherArticleId}/comments`, {
      headers: other.auth,
    });
    const asAnonymous = await call('GET', `/api/news/${otherArticleId}/comments`);
    expect(
      asAuthor.json().result.data.comments.map((c: { isApproved: boolean }) => c.isApproved),
    ).toContain(false);
    expect(
      asOther.json().result.data.comments.some((c: { isApproved: boolean }) => !c.isApproved),
    ).toBe(false);
    expect(
      asAnonymous.json().result.data.comments.some((c: { isApproved: boolean }) => !c.isApproved),
    ).toBe(false);
    const count = await call('GET', `/api/news/${otherArticleId}/comments/count`);
    expect(count.json().result.total).toBe(asAnonymous.json().result.data.total);
  });

  it('pages 10 at a time, newest first, with replies nested', async () => {
    // Two readers, since one may post only 10 comments in 10 minutes.
    const readers = [await signedInReader(server), await signedInReader(server)];
    const url = `/api/news/${articleId}/comments`;
    const before = (await call('GET', url)).json().result.data.total;
    for (let i = 1; i <= 11; i++) {
      const reader = readers[i % 2]!;
      await server.app.inject({
        method: 'POST',
        url,
        headers: reader.auth,
        payload: { content: `Comment ${i}` },
        remoteAddress: reader.remoteAddress,
      });
    }
    const first = (await call('GET', `${url}?page=1`)).json().result.data;
    expect(first.comments).toHaveLength(10);
    expect(first.comments[0].content).toBe('Comment 11');
    expect(first.total).toBe(before + 11);
    expect(first.totalPages).toBe(Math.ceil((before + 11) / 10));
    const second = (await call('GET', `${url}?page=2`)).json().result.data;
    expect(second.comments.map((c: { content: string }) => c.content)).not.toContain('Comment 11');

    const replier = await signedInReader(server);
    const parentId = first.comments[0].id;
    const reply = await call('POST', url, {
      headers: replier.auth,
      payload: { content: 'A reply', parentId },
    });
    expect(reply.statusCode).toBe(201);
    const withReply = (await call('GET', url)).json().result.data.comments[0];
    expect(withReply).toMatchObject({
      id: parentId,
      replyCount: 1,
      replies: [{ content: 'A reply' }],
    });
  });

  it('limits how fast one reader can post', async () => {
    const reader = await signedInReader(server);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await call('POST', `/api/news/${articleId}/comments`, {
        headers: reader.auth,
        payload: { content: `Quick ${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('reports', () => {
  it('takes a report without login', async () => {
    const response = await call('POST', `/api/news/${articleId}/report`, {
      payload: { reason: 'misleading_information', description: 'The figures are wrong' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Thank you for reporting this news. We will review it shortly.',
    );
  });

  it.each([
    [{}, 'Please select a reason for reporting this news'],
    [{ reason: 'boring' }, 'Please select a reason for reporting this news'],
    [
      { reason: 'spam', description: 'x'.repeat(501) },
      'Details can be at most 500 characters long',
    ],
  ])('refuses %o with 422 "%s"', async (payload, message) => {
    const response = await call('POST', `/api/news/${articleId}/report`, { payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain(message);
  });

  it('limits one address to 3 reports of one article', async () => {
    const remoteAddress = clientAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/news/${articleId}/report`,
        payload: { reason: 'spam' },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('feedback and newsletter', () => {
  it('stores feedback with a rating of 1 to 5', async () => {
    const ok = await call('POST', '/api/feedback', {
      payload: { subject: 'Great app', message: 'Love the Telugu edition', rating: 5 },
    });
    expect(ok.statusCode).toBe(201);
    const bad = await call('POST', '/api/feedback', {
      payload: { subject: 'x', message: 'y', rating: 9 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('Rating must be from 1 to 5');
  });

  it('subscribes with a confirmation mail whose link confirms', async () => {
    const email = `reader.${Date.now()}@example.in`;
    const response = await call('POST', '/api/newsletter', { payload: { email, language: 'ur' } });
    expect(response.statusCode).toBe(200);
    const mail = server.outbox.find((m) => m.to === email)!;
    expect(mail.subject).toBe('وارتا نیوز لیٹر کی رکنیت کی تصدیق کریں');
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    const confirm = await call('GET', `${link.pathname}${link.search}`);
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('/?newsletter=confirmed');
    const reused = await call('GET', `${link.pathname}${link.search}`);
    expect(reused.headers.location).toBe('/?newsletter=invalid');
  });

  it('refuses a malformed address', async () => {
    const response = await call('POST', '/api/newsletter', { payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('Please enter a valid email address');
  });
});
