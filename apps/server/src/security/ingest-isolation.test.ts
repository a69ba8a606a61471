import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestRun } from '@vaarta/core/entities/newsroom-desks';
import { loadConfig } from '../config.ts';
import { serverJobs } from '../jobs/server-jobs.ts';
import { OutboundGuard, parseNetworks } from '../lib/outbound-guard.ts';
import { IngestService } from '../services/newsroom/ingest.ts';
import { RevisionService } from '../services/newsroom/revisions.ts';
import { startFeedServer, type FeedServer } from '../test/feed-server.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { callApi, newsroomCatalog, signedInStaff, type SignedInStaff } from '../test/staff.ts';

const POISONED_TITLE = 'abc' + '\u0301'.repeat(8000);
/** The item whose draft the database refuses (a full disk, say), in the scheduled run. */
const UNSTORABLE = 'చెడిన వార్త';

class RefusingRevisions extends RevisionService {
  override async record(...args: Parameters<RevisionService['record']>): Promise<void> {
    if (args[1].title === UNSTORABLE) throw new Error('could not extend file: No space left');
    return super.record(...args);
  }
}

function rss(items: { title: string; link: string }[]): string {
  const entries = items.map(
    ({ title, link }) =>
      `<item><title>${title}</title><link>${link}</link><description>సమాచారం</description></item>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><title>t</title>${entries.join('')}</channel></rss>`;
}

let server: TestServer;
let feeds: FeedServer;
let editor: SignedInStaff;
let te = '';
let education = '';

beforeAll(async () => {
  feeds = await startFeedServer({
    '/good-first.rss': rss([{ title: 'మొదటి వార్త', link: 'https://first.example.in/1' }]),
    '/poisoned.rss': rss([
      { title: 'ముందటి వార్త', link: 'https://poison.example.in/before' },
      { title: POISONED_TITLE, link: 'https://poison.example.in/marks' },
      { title: UNSTORABLE, link: 'https://poison.example.in/unstorable' },
      { title: 'తరువాతి వార్త', link: 'https://poison.example.in/after' },
    ]),
    '/good-last.rss': rss([{ title: 'చివరి వార్త', link: 'https://last.example.in/1' }]),
    '/job-first.rss': rss([{ title: 'ఉదయం వార్త', link: 'https://first.example.in/2' }]),
    '/job-last.rss': rss([{ title: 'సాయంత్రం వార్త', link: 'https://last.example.in/2' }]),
  });
  server = await startTestServer({ env: { FETCH_ALLOWED_PRIVATE_NETWORKS: '127.0.0.1/32' } });
  const catalog = await newsroomCatalog(server);
  te = catalog.languageId('te');
  education = catalog.categoryId('education');
  editor = await signedInStaff(server, 'editor', { languageIds: [te] });
});
afterAll(async () => {
  await server?.close();
  await feeds?.close();
});

async function addSource(name: string, path: string): Promise<string> {
  const response = await callApi(server, 'POST', '/newsroom/ingest/sources', editor, {
    name,
    feedUrl: feeds.url(path),
    languageId: te,
    categoryId: education,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return (response.json().result as { id: string }).id;
}

describe('ingest takes each feed and each item on its own', () => {
  it('a scheduled run brings in every good feed around a poisoned and a failing one', async () => {
    const first = await addSource('మొదటి', '/good-first.rss');
    const poisoned = await addSource('విషం', '/poisoned.rss');
    const failing = await addSource('లేని ఫీడ్', '/feeds/nothing-here.rss');
    const last = await addSource('చివరి', '/good-last.rss');

    const { db, services } = server.app;
    const ingest = new IngestService({
      db,
      catalog: services.catalog,
      audit: services.audit,
      revisions: new RefusingRevisions(db),
      guard: new OutboundGuard(parseNetworks('127.0.0.1/32')),
      logFailure: (error, what) => failures.push(`${what}: ${String(error)}`),
    });
    const failures: string[] = [];
    // What the feed-ingest job runs (jobs/server-jobs.ts), with a signal of its own.
    const runs: IngestRun[] = await ingest.runAll(new AbortController().signal);
    const byId = new Map(runs.map((run) => [run.sourceId, run]));
    expect(byId.get(first)).toMatchObject({ outcome: 'fetched', created: 1 });
    expect(byId.get(poisoned)).toMatchObject({
      outcome: 'fetched',
      items: 4,
      created: 3,
      skipped: 1,
      error: 'The item “చెడిన వార్త” could not be stored and was skipped.',
    });
    // The full reason goes to the server's log, never to the editor.
    expect(failures).toEqual([
      expect.stringMatching(/item https:\/\/poison.example.in\/unstorable: .*No space left$/),
    ]);
    expect(byId.get(failing)).toMatchObject({
      outcome: 'failed',
      error: 'The feed answered 404 Not Found.',
    });
    expect(byId.get(last)).toMatchObject({ outcome: 'fetched', created: 1 });

    const source = (
      await callApi(server, 'GET', `/newsroom/ingest/sources/${poisoned}`, editor)
    ).json().result;
    expect(source).toMatchObject({
      lastError: 'The item “చెడిన వార్త” could not be stored and was skipped.',
      lastNewItems: 3,
    });
    const drafts = (
      await callApi(server, 'GET', `/newsroom/stories?ingestSourceId=${poisoned}&limit=10`, editor)
    ).json().result.items as { title: string }[];
    const marked = drafts.find((draft) => draft.title.startsWith('ab'))!;
    expect(Buffer.byteLength(marked.title)).toBeLessThan(100);
  });

  it('a manual fetch of the poisoned feed answers; the skipped item comes in now', async () => {
    const id = await addSource('విషం మళ్ళీ', '/poisoned.rss?again');
    const response = await callApi(server, 'POST', `/newsroom/ingest/sources/${id}/fetch`, editor);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ created: 1, duplicates: 3, error: null });
  });

  it('the scheduled feed-ingest job brings in the good feeds around two that fail', async () => {
    const closed = await startFeedServer();
    const unreachable = closed.url('/feeds/district-news.rss');
    await closed.close();
    const before = await addSource('ముందు', '/job-first.rss');
    const missing = await addSource('పోయిన ఫీడ్', '/feeds/gone.rss');
    const response = await callApi(server, 'POST', '/newsroom/ingest/sources', editor, {
      name: 'మూసిన సర్వర్',
      feedUrl: unreachable,
      languageId: te,
      categoryId: education,
    });
    expect(response.statusCode).toBe(201);
    const down = (response.json().result as { id: string }).id;
    const after = await addSource('తరువాత', '/job-last.rss');

    const config = loadConfig({ NODE_ENV: 'test', INGEST_INTERVAL_MINUTES: '15' });
    const job = serverJobs(server.app, { config, media: server.app.media }).find(
      (definition) => definition.name === 'feed-ingest',
    )!;
    await job.run({} as never, new AbortController().signal);

    const sourceOf = async (id: string) =>
      (await callApi(server, 'GET', `/newsroom/ingest/sources/${id}`, editor)).json().result;
    expect(await sourceOf(before)).toMatchObject({ lastError: null, lastNewItems: 1 });
    expect(await sourceOf(missing)).toMatchObject({
      lastError: 'The feed answered 404 Not Found.',
    });
    expect(await sourceOf(down)).toMatchObject({
      lastError: 'The feed’s server could not be reached.',
    });
    expect(await sourceOf(after)).toMatchObject({ lastError: null, lastNewItems: 1 });
  });
});
