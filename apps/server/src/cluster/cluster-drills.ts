import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { repoRoot } from '../config.ts';
import { backupDrill } from './backup-drill.ts';
import {
  down,
  exited,
  readState,
  startServer,
  up,
  waitUntilReady,
  writeState,
  type ClusterState,
} from './cluster.ts';

/**
 * `npm run test:cluster`: the cluster drills (README, "Running several servers"). Starts the
 * cluster from an empty database and checks, through nginx and each server: a story published on
 * server 1 is on server 2 and the proxy within PROMISED_MS; unpublished, it is gone from server 2
 * and the proxy's API as quickly, and from the proxy's cached page within the lifetime its
 * headers allow (PROXY_PAGE_MS);
 * a story scheduled while both servers run goes out once (one audit line); server 1 killed with
 * SIGKILL under read load, and a rolling restart under load, cost readers no failed request; a
 * backup taken while they serve restores every row and media file into an empty database.
 * Prints requests per second through the proxy with two servers and one, and each process's
 * memory. Exits non-zero when a check fails; stops the cluster either way.
 */
const PROMISED_MS = 3_000;
/** A public page's s-maxage plus stale-while-revalidate (apps/web/app/root.tsx), and a margin. */
const PROXY_PAGE_MS = 65_000;
const LOAD_SECONDS = 8;
const PASSWORD = 'Cluster#2026';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function json(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  return { status: response.status, body: (await response.json()) as { result?: unknown } };
}

/** An Admin made as an operator makes one (`npm run user:create`), logged in through the proxy. */
async function admin(state: ClusterState): Promise<Record<string, string>> {
  const email = `drills.${Date.now()}@vaarta.test`;
  execFileSync(
    process.execPath,
    [
      'apps/server/src/jobs/user-create-cli.ts',
      ...['--role', 'admin', '--email', email, '--phone', `9${String(Date.now()).slice(-9)}`],
      ...['--first', 'Drill', '--last', 'Admin', '--password-stdin'],
    ],
    { cwd: repoRoot, input: PASSWORD, env: { ...process.env, DATABASE_URL: state.databaseUrl } },
  );
  const login = await json(`${state.proxy.url}/api/auth/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrPhone: email, password: PASSWORD }),
  });
  assert.equal(login.status, 200, 'the Admin logs in');
  const { token } = login.body.result as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

async function newStory(state: ClusterState, auth: Record<string, string>, title: string) {
  const get = async (path: string) =>
    (await json(`${state.proxy.url}/api/news/${path}`)).body.result as Record<string, string>[];
  const te = (await get('languages')).find((l) => l['language_code'] === 'te')!['id'];
  const politics = (await get('categories')).find((c) => c['slug'] === 'politics')!['id'];
  const states = await get('states');
  const telangana = states.find((s) => s['english_name'] === 'Telangana')!['id'];
  const district = (await get(`districts?state_id=${telangana}`))[0]!['id'];
  const created = await json(`${state.servers[0]!.url}/api/newsroom/stories`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      title,
      excerpt: 'క్లస్టర్ పరీక్ష',
      body: '<p>రెండు సర్వర్లు, ఒకే డేటాబేస్.</p>',
      languageId: te,
      categoryId: politics,
      districtId: district,
    }),
  });
  assert.equal(created.status, 201, 'server 1 files the story');
  return created.body.result as { id: string; revision: number };
}

/** How long until `check` holds, polled every 50 ms; fails after `promisedMs`. */
async function within(
  what: string,
  check: () => Promise<boolean>,
  promisedMs = PROMISED_MS,
): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > promisedMs) assert.fail(`${what}: not within ${promisedMs} ms`);
    await wait(50);
  }
  return Date.now() - started;
}

/** The status of the story's article page (its old address redirects to its canonical one). */
async function pageStatus(base: string, id: string, title: string): Promise<number> {
  const article = await fetch(`${base}/news/${id}`);
  const page = await article.text();
  return article.status === 200 && !page.includes(title) ? 0 : article.status;
}

/** The status of the story in the reader's API, which no cache keeps. */
async function apiStatus(base: string, id: string): Promise<number> {
  const api = await fetch(`${base}/api/news/${id}`);
  await api.arrayBuffer();
  return api.status;
}

/** Server 2's page and API and the proxy's API all answer `status` for the story. */
async function everywhere(
  state: ClusterState,
  id: string,
  title: string,
  status: number,
): Promise<boolean> {
  const two = state.servers[1]!.url;
  const answers = await Promise.all([
    pageStatus(two, id, title),
    apiStatus(two, id),
    apiStatus(state.proxy.url, id),
  ]);
  return answers.every((answer) => answer === status);
}

/** What readers ask for under load: the home page and a language's news list. */
let readerPaths: { path: string }[] = [{ path: '/' }];

/**
 * The load generator's settings. Each connection starts afresh every 500 requests: nginx closes
 * a client's connection after 1,000 (`keepalive_requests`), and a request the generator writes
 * at that instant may meet a reset, which a browser retries but the generator counts as failed.
 */
const readers = { connections: 16, reconnectRate: 500 };

/** Read load through the proxy. */
function load(url: string, seconds: number) {
  return autocannon({ url, ...readers, duration: seconds, requests: readerPaths });
}

/** Read load through the proxy while `work` runs, then a second more. */
function loadDuring(url: string, work: () => Promise<void>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        ...readers,
        duration: 600,
        requests: readerPaths,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    work().then(
      () => setTimeout(() => instance.stop(), 1_000),
      (error: unknown) => {
        instance.stop();
        reject(error as Error);
      },
    );
  });
}

const failedOf = (result: autocannon.Result) => result.errors + result.non2xx + result.timeouts;
/** The answers other than 2xx, by status, for a failed drill's message. */
const answers = (result: autocannon.Result) =>
  JSON.stringify({
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
    errors: result.errors,
    timeouts: result.timeouts,
  });

async function memory(pid: number): Promise<string> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return rss ? `${Math.round(Number(rss) / 1024)} MB` : 'gone';
}

async function restart(state: ClusterState, index: number, signal: NodeJS.Signals) {
  const server = state.servers[index]!;
  process.kill(server.pid, signal);
  await exited(server.pid);
  server.pid = startServer(index, state.secret);
  await writeState(state);
  await waitUntilReady(server.url);
  // nginx tries a server that failed again after fail_timeout (2 s, deploy/nginx/vaarta.conf).
  await wait(3_000);
}

async function drills(state: ClusterState): Promise<void> {
  const figures = { push: (line: string) => console.log(`cluster: ${line}`) };
  const auth = await admin(state);
  const languages = (await json(`${state.proxy.url}/api/news/languages`)).body.result as Record<
    string,
    string
  >[];
  const te = languages.find((language) => language['language_code'] === 'te')!['id'];
  readerPaths = [{ path: '/' }, { path: `/api/news/filter-advanced?language_id=${te}&limit=20` }];
  const [one, two] = state.servers as [ClusterState['servers'][0], ClusterState['servers'][0]];

  // Publish on server 1: server 2 and the proxy show it within the promised time. (The proxy's
  // page is not asked for before: a not-found page it kept would stand for its lifetime.)
  const title = `క్లస్టర్ వార్త ${Date.now()}`;
  const { id, revision } = await newStory(state, auth, title);
  assert.ok(await everywhere(state, id, title, 404), 'not yet public');
  const publish = await fetch(`${one.url}/api/newsroom/stories/${id}/publish`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ revision }),
  });
  assert.equal(publish.status, 200, 'server 1 publishes');
  const seen = await within(
    'published story on server 2 and the proxy',
    async () =>
      (await everywhere(state, id, title, 200)) &&
      (await pageStatus(state.proxy.url, id, title)) === 200,
  );
  figures.push(`published on server 1, on server 2's and the proxy's pages after ${seen} ms`);

  const live = (await publish.json()) as { result: { revision: number } };
  const unpublish = await fetch(`${one.url}/api/newsroom/stories/${id}/unpublish`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ revision: live.result.revision }),
  });
  assert.equal(unpublish.status, 200, 'server 1 unpublishes');
  const left = await within("unpublished story gone from server 2 and the proxy's API", () =>
    everywhere(state, id, title, 404),
  );
  figures.push(`unpublished on server 1, gone from server 2 and the proxy's API after ${left} ms`);
  const expired = await within(
    "unpublished story gone from the proxy's cached page",
    async () => (await pageStatus(state.proxy.url, id, title)) === 404,
    PROXY_PAGE_MS,
  );
  figures.push(`gone from the proxy's cached page after ${left + expired} ms (headers allow 60 s)`);

  // A story scheduled while both servers run goes out once.
  const scheduledTitle = `షెడ్యూల్ ${Date.now()}`;
  const { id: scheduled, revision: drafted } = await newStory(state, auth, scheduledTitle);
  const at = new Date(Date.now() + 3_000);
  const schedule = await fetch(`${two.url}/api/newsroom/stories/${scheduled}/schedule`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ publishAt: at.toISOString(), revision: drafted }),
  });
  assert.equal(schedule.status, 200, 'server 2 schedules');
  const database = new pg.Client({ connectionString: state.databaseUrl });
  await database.connect();
  const published = async () =>
    (
      await database.query(
        `select count(*)::int as n from audit_log where entity_id = $1 and action = 'story.publish'`,
        [scheduled],
      )
    ).rows[0].n as number;
  const until = at.getTime() + 10_000;
  while ((await published()) === 0 && Date.now() < until) await wait(200);
  // Time for a second run, had there been one.
  await wait(3_000);
  const lines = await published();
  await database.end();
  assert.equal(lines, 1, 'the scheduled story went out exactly once');
  assert.equal(
    await pageStatus(state.proxy.url, scheduled, scheduledTitle),
    200,
    'and readers see it',
  );
  figures.push(
    `scheduled story with both servers running: published ${lines} time (one audit line)`,
  );

  // A photo uploaded through server 1 is served, byte for byte, by server 2 and the proxy.
  const png = await sharp({
    create: { width: 960, height: 540, channels: 3, background: '#c0392b' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('caption', 'క్లస్టర్ ఫోటో');
  form.append('alt', 'ఎరుపు రంగు మైదానం');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const uploaded = await fetch(`${one.url}/api/newsroom/stories/${scheduled}/media`, {
    method: 'POST',
    headers: { authorization: auth['authorization']! },
    body: form,
  });
  assert.equal(uploaded.status, 201, 'server 1 stores the photo');
  const { mediaUrl } = ((await uploaded.json()) as { result: { media: { mediaUrl: string }[] } })
    .result.media[0]!;
  const stored = Buffer.from(await (await fetch(`${one.url}${mediaUrl}`)).arrayBuffer());
  for (const base of [two.url, state.proxy.url]) {
    const served = await fetch(`${base}${mediaUrl}`);
    assert.equal(served.status, 200, `the photo is served at ${base}`);
    assert.ok(Buffer.from(await served.arrayBuffer()).equals(stored), 'the same bytes');
  }
  figures.push(`a photo uploaded through server 1 is served by server 2 and the proxy`);

  // SIGKILL server 1 under read load.
  const killed = load(state.proxy.url, LOAD_SECONDS);
  await wait(2_000);
  process.kill(one.pid, 'SIGKILL');
  const afterKill = await killed;
  figures.push(
    `SIGKILL of server 1 under load: ${afterKill.requests.total} requests, ${failedOf(afterKill)} failed`,
  );
  assert.equal(failedOf(afterKill), 0, `no reader saw the killed server: ${answers(afterKill)}`);

  // Throughput with one server (server 1 is down).
  const single = await load(state.proxy.url, 5);
  figures.push(
    `proxy, one server: ${Math.round(single.requests.average)} requests/s, p99 ${single.latency.p99} ms, ${failedOf(single)} failed`,
  );
  one.pid = startServer(0, state.secret);
  await writeState(state);
  await waitUntilReady(one.url);

  // A rolling restart under load: SIGTERM one, start it, then the other.
  const restartedAt = Date.now();
  const rolled = await loadDuring(state.proxy.url, async () => {
    await wait(1_000);
    await restart(state, 0, 'SIGTERM');
    await restart(state, 1, 'SIGTERM');
  });
  figures.push(
    `rolling restart under load (${Math.round((Date.now() - restartedAt) / 1000)} s): ${rolled.requests.total} requests, ${failedOf(rolled)} failed`,
  );
  assert.equal(failedOf(rolled), 0, `the rolling restart dropped nothing: ${answers(rolled)}`);

  // Throughput through the proxy, two servers (the e-papers printed at start are done by now).
  const both = await load(state.proxy.url, 5);
  figures.push(
    `proxy, two servers: ${Math.round(both.requests.average)} requests/s, p99 ${both.latency.p99} ms, ${failedOf(both)} failed`,
  );

  const current = (await readState())!;
  const sizes = await Promise.all(current.servers.map(({ pid }) => memory(pid)));
  const nginx = await memory(current.proxy.pid);
  figures.push(`memory: server 1 ${sizes[0]}, server 2 ${sizes[1]}, nginx master ${nginx}`);

  await backupDrill(current, { url: mediaUrl, bytes: stored }, figures.push);
}

const started = Date.now();
const state = await up({ fresh: true });
console.log(`cluster: up in ${Math.round((Date.now() - started) / 1000)} s`);
try {
  await drills(state);
  console.log(`cluster: all drills passed in ${Math.round((Date.now() - started) / 1000)} s`);
} finally {
  await down();
}
