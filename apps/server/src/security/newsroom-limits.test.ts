import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSROOM_LIMITS } from '../routes/newsroom/account-limits.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { clientAddress } from '../test/readers.ts';
import {
  callApi,
  formData,
  newsroomCatalog,
  signedInStaff,
  type SignedInStaff,
} from '../test/staff.ts';

/**
 * Bursts of newsroom uploads and feed fetches sent at once (on PostgreSQL with
 * TEST_DATABASE_URL): each is counted against the account before it is looked at, so a burst
 * gets no more than the limit, and another account keeps its own.
 */
let server: TestServer;
let catalog: Awaited<ReturnType<typeof newsroomCatalog>>;
let te = '';

beforeAll(async () => {
  server = await startTestServer();
  catalog = await newsroomCatalog(server);
  te = catalog.languageId('te');
});
afterAll(() => server?.close());

async function storyOf(editor: SignedInStaff): Promise<string> {
  const created = await callApi(server, 'POST', '/newsroom/stories', editor, {
    title: 'ఫోటోల కథ',
    excerpt: 'సారాంశం',
    body: '<p>వార్త</p>',
    languageId: te,
    categoryId: catalog.categoryId('politics'),
    districtId: catalog.district('Hyderabad'),
  });
  return created.json().result.id;
}

async function photo(editor: SignedInStaff, storyId: string) {
  // Not a picture at all: refused after it is counted.
  const form = await formData(
    { caption: '', alt: '' },
    { bytes: new Uint8Array([1, 2, 3]), name: 'x.jpg', type: 'image/jpeg' },
  );
  return server.app.inject({
    method: 'POST',
    url: `/api/newsroom/stories/${storyId}/media`,
    headers: { ...editor.auth, ...form.headers },
    payload: form.payload,
    remoteAddress: clientAddress(),
  });
}

describe('per-account limits in the newsroom', () => {
  it('lets a burst of uploads through only up to the account’s limit', async () => {
    const editor = await signedInStaff(server, 'editor', { languageIds: [te] });
    const storyId = await storyOf(editor);
    const { max } = NEWSROOM_LIMITS.uploads;
    const replies = await Promise.all(
      Array.from({ length: max + 15 }, () => photo(editor, storyId)),
    );
    const refused = replies.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(15);
    expect(refused[0]!.json().message).toBe(NEWSROOM_LIMITS.uploads.message);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(replies.filter((r) => r.statusCode !== 429).every((r) => r.statusCode < 500)).toBe(true);
    // Another account's uploads are its own.
    const other = await signedInStaff(server, 'editor', { languageIds: [te] });
    expect((await photo(other, await storyOf(other))).statusCode).not.toBe(429);
  });

  it('lets a burst of feed fetches through only up to the account’s limit', async () => {
    const editor = await signedInStaff(server, 'editor', { languageIds: [te] });
    const source = await callApi(server, 'POST', '/newsroom/ingest/sources', editor, {
      name: 'ఫీడ్',
      feedUrl: 'http://127.0.0.1:9/feed.rss',
      languageId: te,
      categoryId: catalog.categoryId('politics'),
    });
    const id = source.json().result.id;
    const { max } = NEWSROOM_LIMITS.feedFetches;
    const replies = await Promise.all(
      Array.from({ length: max + 10 }, () =>
        callApi(server, 'POST', `/newsroom/ingest/sources/${id}/fetch`, editor),
      ),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(max);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(10);
  });
});
