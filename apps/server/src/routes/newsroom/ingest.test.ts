import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer, type FeedServer } from '../../test/feed-server.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import {
  callApi,
  newsroomCatalog,
  type ApiCall,
  signedInStaff,
  type SignedInStaff,
} from '../../test/staff.ts';

let server: TestServer;
let feeds: FeedServer;
let catalog: Awaited<ReturnType<typeof newsroomCatalog>>;
let editor: SignedInStaff;
let enEditor: SignedInStaff;
let te = '';

beforeAll(async () => {
  feeds = await startFeedServer();
  // The feeds are served from this machine; production refuses such addresses.
  server = await startTestServer({ env: { FETCH_ALLOWED_PRIVATE_NETWORKS: '127.0.0.1/32' } });
  catalog = await newsroomCatalog(server);
  te = catalog.languageId('te');
  editor = await signedInStaff(server, 'editor', { languageIds: [te] });
  enEditor = await signedInStaff(server, 'editor', { languageIds: [catalog.languageId('en')] });
});
afterAll(async () => {
  await server?.close();
  await feeds?.close();
});

const call: ApiCall = (...args) => callApi(server, ...args);

async function addSource(name: string, path: string, extra: Record<string, unknown> = {}) {
  const response = await call('POST', '/newsroom/ingest/sources', editor, {
    name,
    feedUrl: feeds.url(path),
    languageId: te,
    categoryId: catalog.categoryId('education'),
    districtId: catalog.district('Warangal'),
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().result as { id: string };
}

describe('feed sources', () => {
  it('are set up per language and place by its editors', async () => {
    const source = await addSource('వరంగల్ జిల్లా సమాచారం', '/feeds/district-news.rss');
    const one = await call('GET', `/newsroom/ingest/sources/${source.id}`, editor);
    expect(one.json().result).toMatchObject({
      name: 'వరంగల్ జిల్లా సమాచారం',
      stateId: catalog.telangana,
      isActive: true,
      lastFetchedAt: null,
    });
    expect((await call('GET', `/newsroom/ingest/sources/${source.id}`, enEditor)).statusCode).toBe(
      403,
    );
    const twice = await call('POST', '/newsroom/ingest/sources', editor, {
      name: 'again',
      feedUrl: feeds.url('/feeds/district-news.rss'),
      languageId: te,
      categoryId: catalog.categoryId('education'),
    });
    expect(twice.statusCode).toBe(409);
    const notWeb = await call('POST', '/newsroom/ingest/sources', editor, {
      name: 'x',
      feedUrl: 'file:///etc/passwd',
      languageId: te,
      categoryId: catalog.categoryId('education'),
    });
    expect(notWeb.statusCode).toBe(422);
    const paused = await call('PATCH', `/newsroom/ingest/sources/${source.id}`, editor, {
      isActive: false,
    });
    expect(paused.json().result.isActive).toBe(false);
    await call('PATCH', `/newsroom/ingest/sources/${source.id}`, editor, { isActive: true });
    const list = await call('GET', '/newsroom/ingest/sources', enEditor);
    expect(list.json().result.items).toEqual([]);
  });
});

describe('bringing feed items in', () => {
  let rssId = '';

  it('brings new RSS items in as drafts, credited to their source, never published', async () => {
    rssId = (await addSource('జిల్లా ప్రకటనలు', '/gzip/feeds/district-news.rss')).id;
    const run = await call('POST', `/newsroom/ingest/sources/${rssId}/fetch`, editor);
    expect(run.json().result).toEqual({
      sourceId: rssId,
      outcome: 'fetched',
      items: 4,
      created: 2,
      duplicates: 0,
      // One item has no link, one a link that is not a web address.
      skipped: 2,
      error: null,
    });
    const drafts = (
      await call('GET', `/newsroom/stories?ingestSourceId=${rssId}&limit=10`, editor)
    ).json().result.items as { id: string; title: string; status: string }[];
    expect(drafts.map((d) => d.status)).toEqual(['draft', 'draft']);
    const depot = drafts.find((d) => d.title === 'వరంగల్‌లో కొత్త బస్ డిపో ప్రారంభం')!;
    const story = (await call('GET', `/newsroom/stories/${depot.id}`, editor)).json().result;
    expect(story).toMatchObject({
      source: 'జిల్లా ప్రకటనలు',
      sourceUrl: 'https://warangal.example.in/news/bus-depot?utm_source=rss',
      authorName: 'జిల్లా సమాచార అధికారి',
      authorId: null,
      districtId: catalog.district('Warangal'),
      categoryId: catalog.categoryId('education'),
      body: '<p>నగరంలో కొత్త బస్ డిపో ఈరోజు <strong>ప్రారంభమైంది</strong>.</p><p>రోజుకు వంద బస్సులు.</p>',
    });
    expect((await call('GET', `/news/${depot.id}`)).statusCode).toBe(404);
    const history = (await call('GET', `/newsroom/stories/${depot.id}/revisions`, editor)).json()
      .result;
    expect(history[0]).toMatchObject({
      action: 'ingest',
      editorName: 'Feed import',
      editorId: null,
    });
  });

  it('asks again with the validators, and an unchanged feed brings nothing', async () => {
    const run = await call('POST', `/newsroom/ingest/sources/${rssId}/fetch`, editor);
    expect(run.json().result).toMatchObject({ outcome: 'unchanged', created: 0 });
    expect(feeds.requests.at(-1)?.ifNoneMatch).toMatch(/^"/);
    expect(feeds.requests.at(-1)?.ifModifiedSince).toBe('Mon, 23 Nov 2026 04:00:00 GMT');
  });

  it('never brings the same story twice: by link, or by title in the language', async () => {
    const atom = await addSource('ప్రభుత్వ ప్రకటనలు', '/feeds/state-news.atom', {
      districtId: null,
      stateId: catalog.telangana,
    });
    const run = await call('POST', `/newsroom/ingest/sources/${atom.id}/fetch`, editor);
    // The depot story again with a "!" (same title), and by its link with www., a slash and a
    // fragment (same link): both are duplicates; only the Rythu Bandhu story is new.
    expect(run.json().result).toMatchObject({
      outcome: 'fetched',
      items: 3,
      created: 1,
      duplicates: 2,
    });
    const drafts = (await call('GET', `/newsroom/stories?ingestSourceId=${atom.id}`, editor)).json()
      .result.items;
    expect(drafts.map((d: { title: string }) => d.title)).toEqual(['రైతు బంధు నిధుల విడుదల']);
    expect(drafts[0]).toMatchObject({ authorName: 'ప్రభుత్వ ప్రతినిధి', districtId: null });
  });

  it('records why a feed failed, in plain words, and goes on with the others', async () => {
    const broken = await addSource('పని చేయని ఫీడ్', '/feeds/nothing-here.rss');
    const runs = await server.app.services.ingest.runAll();
    const failed = runs.find((r) => r.sourceId === broken.id);
    expect(failed).toMatchObject({ outcome: 'failed', error: 'The feed answered 404 Not Found.' });
    expect(runs.find((r) => r.sourceId === rssId)).toMatchObject({ outcome: 'unchanged' });
    const source = (await call('GET', `/newsroom/ingest/sources/${broken.id}`, editor)).json()
      .result;
    expect(source).toMatchObject({
      lastError: 'The feed answered 404 Not Found.',
      lastNewItems: 0,
    });
    expect(source.lastFetchedAt).not.toBeNull();
  });

  it('says so when the address is not a feed', async () => {
    const page = await addSource('వెబ్ పేజీ', '/feeds/not-a-feed.html');
    const run = await call('POST', `/newsroom/ingest/sources/${page.id}/fetch`, editor);
    expect(run.json().result).toMatchObject({
      outcome: 'failed',
      error: 'This is not an RSS or Atom feed.',
    });
  });

  it('removes a source; the drafts it brought stay', async () => {
    const removed = await call('DELETE', `/newsroom/ingest/sources/${rssId}`, editor);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `/newsroom/ingest/sources/${rssId}`, editor)).statusCode).toBe(404);
    const drafts = (await call('GET', '/newsroom/stories?search=బస్ డిపో', editor)).json().result
      .items;
    expect(drafts.length).toBeGreaterThan(0);
  });
});
