import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { clientAddress, signedInReader } from '../../test/readers.ts';
import {
  callApi,
  newsroomCatalog,
  type ApiCall,
  signedInStaff,
  type SignedInStaff,
} from '../../test/staff.ts';

let server: TestServer;
let teEditor: SignedInStaff;
let enEditor: SignedInStaff;
let admin: SignedInStaff;
let teArticles: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const catalog = await newsroomCatalog(server);
  const te = catalog.languageId('te');
  teEditor = await signedInStaff(server, 'editor', { languageIds: [te] });
  enEditor = await signedInStaff(server, 'editor', { languageIds: [catalog.languageId('en')] });
  admin = await signedInStaff(server, 'admin');
  const list = await server.app.inject({
    method: 'GET',
    url: `/api/news/filter-advanced?language_id=${te}&limit=5`,
  });
  teArticles = list.json().result.items.map((i: { id: string }) => i.id);
});
afterAll(() => server?.close());

const call: ApiCall = (...args) => callApi(server, ...args);

async function heldComment(articleId: string, reader?: Awaited<ReturnType<typeof signedInReader>>) {
  const author = reader ?? (await signedInReader(server));
  const posted = await call('POST', `/news/${articleId}/comments`, author, {
    content: 'చూడండి www.example.com లో పూర్తి వివరాలు',
  });
  expect(posted.json().result.isApproved).toBe(false);
  return { author, commentId: posted.json().result.id as string };
}

const visibleTo = async (articleId: string, who?: { auth: Record<string, string> }) =>
  (await call('GET', `/news/${articleId}/comments`, who))
    .json()
    .result.data.comments.map((c: { id: string }) => c.id) as string[];

describe('held comments', () => {
  it('lists held comments of the editor’s languages, oldest first', async () => {
    const { commentId } = await heldComment(teArticles[0]!);
    const queue = await call('GET', '/newsroom/moderation/comments', teEditor);
    expect(queue.statusCode).toBe(200);
    const item = queue.json().result.items.find((c: { id: string }) => c.id === commentId);
    expect(item).toMatchObject({ newsId: teArticles[0], userName: 'Ravi Kumar' });
    const other = await call('GET', '/newsroom/moderation/comments', enEditor);
    expect(other.json().result.items.map((c: { id: string }) => c.id)).not.toContain(commentId);
  });

  it('publishes an approved comment to every reader and counts it', async () => {
    const article = teArticles[1]!;
    const { commentId } = await heldComment(article);
    const someoneElse = await signedInReader(server);
    expect(await visibleTo(article, someoneElse)).not.toContain(commentId);
    const before = (await call('GET', `/news/${article}/comments/count`)).json().result.total;

    expect(
      (await call('POST', `/newsroom/moderation/comments/${commentId}/approve`, enEditor))
        .statusCode,
    ).toBe(403);
    const approved = await call(
      'POST',
      `/newsroom/moderation/comments/${commentId}/approve`,
      teEditor,
    );
    expect(approved.json()).toMatchObject({ message: 'Comment approved', result: { settled: 1 } });
    expect(await visibleTo(article, someoneElse)).toContain(commentId);
    expect(await visibleTo(article)).toContain(commentId);
    expect((await call('GET', `/news/${article}/comments/count`)).json().result.total).toBe(
      before + 1,
    );
    const twice = await call(
      'POST',
      `/newsroom/moderation/comments/${commentId}/approve`,
      teEditor,
    );
    expect(twice.statusCode).toBe(404);
  });

  it('removes a rejected comment, for its author too', async () => {
    const article = teArticles[2]!;
    const { author, commentId } = await heldComment(article);
    expect(await visibleTo(article, author)).toContain(commentId);
    const rejected = await call('POST', `/newsroom/moderation/comments/${commentId}/reject`, admin);
    expect(rejected.json().result).toEqual({ settled: 1 });
    expect(await visibleTo(article, author)).not.toContain(commentId);
  });

  it('blocks a reader: their session ends, they cannot log in or comment, their held comments go', async () => {
    const article = teArticles[3]!;
    const { author, commentId } = await heldComment(article);
    const second = await heldComment(article, author);
    const blocked = await call(
      'POST',
      `/newsroom/moderation/comments/${commentId}/block`,
      teEditor,
    );
    expect(blocked.json()).toMatchObject({ message: 'Reader blocked', result: { settled: 2 } });
    expect(await visibleTo(article, author)).not.toContain(second.commentId);
    const comment = await call('POST', `/news/${article}/comments`, author, { content: 'మళ్లీ' });
    expect(comment.statusCode).toBe(401);
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/auth/userLogin',
      payload: { emailOrPhone: author.email, password: author.password },
      remoteAddress: clientAddress(),
    });
    expect(login.statusCode).toBe(401);
    const audit = await call('GET', `/newsroom/audit?entityType=user&entityId=${author.id}`, admin);
    expect(audit.json().result.items[0]).toMatchObject({ action: 'person.block' });
  });

  it('leaves a member of staff to an Admin', async () => {
    const reporter = await signedInStaff(server, 'reporter');
    const posted = await call('POST', `/news/${teArticles[0]}/comments`, reporter, {
      content: 'https://example.com చూడండి',
    });
    const blocked = await call(
      'POST',
      `/newsroom/moderation/comments/${posted.json().result.id}/block`,
      teEditor,
    );
    expect(blocked.statusCode).toBe(403);
  });
});

describe('reported articles', () => {
  const report = (articleId: string, reason: string, description = '') =>
    call('POST', `/news/${articleId}/report`, undefined, { reason, description });

  it('groups open reports by article and reason, with counts and the latest details', async () => {
    const article = teArticles[4]!;
    await report(article, 'spam');
    await report(article, 'spam', 'ప్రకటనలా ఉంది');
    await report(article, 'misleading_information', 'తప్పు సంఖ్యలు');
    const list = await call('GET', '/newsroom/moderation/reports', teEditor);
    const item = list.json().result.items.find((a: { newsId: string }) => a.newsId === article);
    expect(item).toMatchObject({
      openReports: 3,
      status: 'published',
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'misleading_information', count: 1 },
      ],
    });
    expect(item.details.map((d: { description: string }) => d.description).sort()).toEqual(
      ['ప్రకటనలా ఉంది', 'తప్పు సంఖ్యలు'].sort(),
    );
    const english = await call('GET', '/newsroom/moderation/reports', enEditor);
    expect(english.json().result.items.map((a: { newsId: string }) => a.newsId)).not.toContain(
      article,
    );
  });

  it('dismisses the reports and keeps the article', async () => {
    const article = teArticles[0]!;
    await report(article, 'other');
    const dismissed = await call(
      'POST',
      `/newsroom/moderation/reports/${article}/dismiss`,
      teEditor,
      {
        note: 'సరైన వార్త',
      },
    );
    expect(dismissed.json().result).toEqual({ settled: 1 });
    const list = await call('GET', '/newsroom/moderation/reports', teEditor);
    expect(list.json().result.items.map((a: { newsId: string }) => a.newsId)).not.toContain(
      article,
    );
    expect((await call('GET', `/news/${article}`)).statusCode).toBe(200);
    const again = await call(
      'POST',
      `/newsroom/moderation/reports/${article}/dismiss`,
      teEditor,
      {},
    );
    expect(again.statusCode).toBe(404);
  });

  it('unpublishes a reported article with a note, at once', async () => {
    const article = teArticles[4]!;
    expect((await call('GET', `/news/${article}`)).statusCode).toBe(200);
    const noNote = await call(
      'POST',
      `/newsroom/moderation/reports/${article}/unpublish`,
      teEditor,
      {
        note: ' ',
      },
    );
    expect(noNote.statusCode).toBe(422);
    const other = await call(
      'POST',
      `/newsroom/moderation/reports/${article}/unpublish`,
      enEditor,
      {
        note: 'x',
      },
    );
    expect(other.statusCode).toBe(403);
    const down = await call('POST', `/newsroom/moderation/reports/${article}/unpublish`, teEditor, {
      note: 'తప్పుదారి పట్టించే సమాచారం',
    });
    expect(down.json().result).toEqual({ settled: 3 });
    expect((await call('GET', `/news/${article}`)).statusCode).toBe(404);
    const audit = await call('GET', `/newsroom/audit?entityType=story&entityId=${article}`, admin);
    expect(audit.json().result.items.map((e: { action: string }) => e.action)).toEqual([
      'story.unpublish',
      'reports.uphold',
    ]);
    expect(audit.json().result.items[0].summary).toContain('తప్పుదారి పట్టించే సమాచారం');
  });
});
