import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { newsroomCatalog, signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { clientAddress } from '../../test/readers.ts';

let server: TestServer;
/** A second server on the same database. */
let second: App;
let editor: SignedInStaff;
let te: string;
let catalog: Awaited<ReturnType<typeof newsroomCatalog>>;

beforeAll(async () => {
  server = await startTestServer();
  second = await server.withSettings({});
  catalog = await newsroomCatalog(server);
  te = catalog.languageId('te');
  editor = await signedInStaff(server, 'editor', { languageIds: [te] });
});
afterAll(() => server?.close());

const listOn = async (app: App) =>
  (
    await app.inject({
      url: `/api/news/filter-advanced?language_id=${te}&limit=50`,
      remoteAddress: clientAddress(),
    })
  ).json().result.items as { id: string }[];

const asEditor = (method: 'POST', url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: editor.auth,
    payload,
    remoteAddress: clientAddress(),
  });

describe('caches across servers', () => {
  it('drop on the other server within a second of a change here', async () => {
    const created = await asEditor('POST', '/newsroom/stories', {
      title: 'రెండు సర్వర్ల పరీక్ష',
      excerpt: 'సారాంశం',
      body: '<p>వార్త.</p>',
      languageId: te,
      categoryId: catalog.categoryId('politics'),
      districtId: catalog.district('Hyderabad'),
    });
    expect(created.statusCode).toBe(201);
    const story = created.json().result as { id: string; revision: number };
    // The second server caches its list for NEWS_CACHE_SECONDS (10 s).
    expect((await listOn(second)).some((item) => item.id === story.id)).toBe(false);

    const publish = await asEditor('POST', `/newsroom/stories/${story.id}/publish`, {
      revision: story.revision,
    });
    expect(publish.statusCode).toBe(200);
    const published = Date.now();
    await expect
      .poll(async () => (await listOn(second))[0]?.id, { timeout: 2_000, interval: 50 })
      .toBe(story.id);
    expect(Date.now() - published).toBeLessThan(1_000);

    await asEditor('POST', `/newsroom/stories/${story.id}/unpublish`, {
      revision: publish.json().result.revision,
    });
    await expect
      .poll(async () => (await listOn(second)).some((item) => item.id === story.id), {
        timeout: 2_000,
        interval: 50,
      })
      .toBe(false);
  });
});
