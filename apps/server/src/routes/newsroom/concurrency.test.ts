import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema.ts';
import { startFeedServer, type FeedServer } from '../../test/feed-server.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signedInReader } from '../../test/readers.ts';
import {
  callApi,
  newsroomCatalog,
  signedInStaff,
  type ApiCall,
  type SignedInStaff,
} from '../../test/staff.ts';

/** Real parallel requests: meaningful on PostgreSQL (TEST_DATABASE_URL); PGlite serialises them. */
const AT_ONCE = 8;

let server: TestServer;
let feeds: FeedServer;
let catalog: Awaited<ReturnType<typeof newsroomCatalog>>;
let editors: SignedInStaff[] = [];
const call: ApiCall = (...args) => callApi(server, ...args);

beforeAll(async () => {
  feeds = await startFeedServer();
  server = await startTestServer({ env: { FETCH_ALLOWED_PRIVATE_NETWORKS: '127.0.0.1/32' } });
  catalog = await newsroomCatalog(server);
  const te = catalog.languageId('te');
  editors = await Promise.all(
    Array.from({ length: AT_ONCE }, () => signedInStaff(server, 'editor', { languageIds: [te] })),
  );
});
afterAll(async () => {
  await server?.close();
  await feeds?.close();
});

const revisionsOf = async (newsId: string) =>
  Number(
    (
      await server.database.db
        .select({ n: count() })
        .from(t.newsRevisions)
        .where(eq(t.newsRevisions.newsId, newsId))
    )[0]!.n,
  );

describe('the newsroom under concurrency', () => {
  it('lets one of several saves from the same revision win; the others get 409, none is lost silently', async () => {
    const te = catalog.languageId('te');
    const list = await call('GET', `/news/filter-advanced?language_id=${te}&limit=1`);
    // A seeded story: its first edit also keeps revision 0.
    const storyId = list.json().result.items[0].id as string;
    const saves = await Promise.all(
      editors.map((editor, i) =>
        call('PATCH', `/newsroom/stories/${storyId}`, editor, {
          excerpt: `సారాంశం ${i}`,
          baseRevision: 0,
        }),
      ),
    );
    const statuses = saves.map((s) => s.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(AT_ONCE - 1).fill(409)]);
    const winner = saves.find((s) => s.statusCode === 200)!.json().result;
    expect(winner.revision).toBe(1);
    expect(await revisionsOf(storyId)).toBe(2);
    const stored = await call('GET', `/newsroom/stories/${storyId}`, editors[0]);
    expect(stored.json().result.excerpt).toBe(winner.excerpt);
  });

  it('counts a comment approved by several moderators at once only once', async () => {
    const te = catalog.languageId('te');
    const list = await call('GET', `/news/filter-advanced?language_id=${te}&limit=3`);
    const articleId = list.json().result.items[2].id as string;
    const reader = await signedInReader(server);
    const posted = await call('POST', `/news/${articleId}/comments`, reader, {
      content: 'వివరాలు www.example.com లో',
    });
    const before = (await call('GET', `/news/${articleId}`)).json().result.commentCount;
    const approvals = await Promise.all(
      editors.map((editor) =>
        call('POST', `/newsroom/moderation/comments/${posted.json().result.id}/approve`, editor),
      ),
    );
    const settled = approvals
      .filter((a) => a.statusCode === 200)
      .reduce((sum, a) => sum + (a.json().result.settled as number), 0);
    expect(settled).toBe(1);
    expect(approvals.every((a) => a.statusCode === 200 || a.statusCode === 404)).toBe(true);
    const [row] = await server.database.db
      .select({ n: t.news.commentCount })
      .from(t.news)
      .where(eq(t.news.id, articleId));
    expect(row!.n).toBe(before + 1);
  });

  it('brings a feed item in once when the same feed is fetched several times at once', async () => {
    const te = catalog.languageId('te');
    const source = await call('POST', '/newsroom/ingest/sources', editors[0], {
      name: 'ఒకే ఫీడ్',
      feedUrl: feeds.url('/feeds/state-news.atom'),
      languageId: te,
      categoryId: catalog.categoryId('agriculture'),
    });
    const id = source.json().result.id as string;
    const runs = await Promise.all(
      editors.map((editor) => call('POST', `/newsroom/ingest/sources/${id}/fetch`, editor)),
    );
    expect(runs.every((r) => r.statusCode === 200)).toBe(true);
    const created = runs.reduce((sum, r) => sum + (r.json().result.created as number), 0);
    // The Atom fixture holds three stories: each comes in once, whichever fetch brings it.
    expect(created).toBe(3);
    const drafts = await call('GET', `/newsroom/stories?ingestSourceId=${id}`, editors[0]);
    expect(drafts.json().result.pagination.total).toBe(3);
  });
});
