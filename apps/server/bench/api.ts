/**
 * `npm run bench:api`: grows a scratch database to 100,000 articles (PostgreSQL when
 * DATABASE_URL is set, else PGlite), starts the production server on it in its own process
 * and loads it with autocannon (10 connections, 10 s each), printing `name: value` lines. The
 * e-newspapers are printed before the server starts, as a running site has them.
 * BENCH_ONLY=mandi measures the mandi import and page alone.
 */
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { READER_ROLE_ID } from '@vaarta/core/constants';
import { newToken } from '../src/services/tokens.ts';
import { growMandiDistrict, measureMandiImport, measureMandiPage } from './mandi.ts';
import { printEditions } from './kept-db.ts';
import { startProductionServer } from './production-server.ts';
import { growNews, openScratchDb } from './scratch-db.ts';

const MANDI_ONLY = process.env.BENCH_ONLY === 'mandi';
const ARTICLES = MANDI_ONLY ? 0 : Number(process.env.BENCH_ARTICLES ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3900 + Math.floor(Math.random() * 90);
const log = (message: string) => console.error(message);

const scratch = await openScratchDb('bench');
await growNews(scratch.database, ARTICLES, log);
const db = scratch.database.db;
const languages = rowsOf<{ id: string; code: string }>(
  await db.execute(sql`select id, code from languages`),
);
const categories = rowsOf<{ id: string }>(
  await db.execute(sql`select id from categories order by sort_order`),
);
const hyderabad = rowsOf<{ id: string; state_id: string }>(
  await db.execute(sql`select id, state_id from districts where english_name = 'Hyderabad'`),
)[0]!;
const searchTitles = rowsOf<{ title: string; language_id: string }>(
  await db.execute(
    sql`select title, language_id from news where not seo_meta ? 'copyOf' order by random() limit 120`,
  ),
);
const articleIds = rowsOf<{ id: string }>(
  await db.execute(sql`select id from news order by random() limit 200`),
).map((r) => r.id);
// Readers who post comments: one may post 10 in 10 minutes, so the load rotates over many.
const COMMENTERS = 2_000;
const commenterTokens = Array.from({ length: COMMENTERS }, () => newToken());
await db.execute(sql`
  with readers as (
    insert into users (first_name, last_name, email, role_id)
    select 'Bench', 'Reader ' || g, 'bench.' || g || '@example.in', ${READER_ROLE_ID}::uuid
    from generate_series(1, ${COMMENTERS}::int) g
    returning id, email
  )
  insert into sessions (user_id, token_hash, expires_at)
  select r.id,
    ${JSON.stringify(commenterTokens.map((t) => t.hash))}::jsonb ->> (split_part(split_part(r.email, '.', 2), '@', 1)::int - 1),
    now() + interval '1 day'
  from readers r`);
await measureMandiImport(db);
const mandiDistrict = await growMandiDistrict(db);
// A server prints the e-newspapers still missing when it starts, on its own thread: printed
// here, the figures measure the calls rather than the printing.
await printEditions(scratch, log);
await scratch.database.close();

// What home sections and category panels ask: a category of a language, sometimes of the
// reader's district, first pages mostly.
const listPaths = languages.flatMap((language, i) =>
  categories.slice(0, 7).map((category, j) => {
    const place =
      (i + j) % 3 === 0 ? `&state_id=${hyderabad.state_id}&district_id=${hyderabad.id}` : '';
    const page = (i + j) % 4 === 0 ? 2 : 1;
    return `/api/news/filter-multi-categories?language_id=${language.id}&categoryIds=${category.id}&limit=10&page=${page}${place}`;
  }),
);
const articlePaths = articleIds.map((id) => `/api/news/${id}`);
// The mandi page of that district, a page of 10 as readers page through it, in each language.
const mandiPaths = languages.flatMap((language, i) =>
  [1, 2, 3, 50].map(
    (page) =>
      `/api/local-mandi-categories/items?language_id=${language.id}&state_id=${hyderabad.state_id}&district_id=${mandiDistrict}&limit=10&page=${page + i}`,
  ),
);

// What readers type: the first three letters of a title's word, a whole word, or two words, in
// the story's language, newest first or by relevance, sometimes the second page.
const searchPaths = searchTitles.flatMap(({ title, language_id }, i) => {
  const words = title.split(/[\s\p{P}]+/u).filter((word) => [...word].length >= 3);
  const word = words[i % words.length] ?? title;
  const typed = [[...word].slice(0, 3).join(''), word, words.slice(0, 2).join(' ')];
  return typed.map((q, j) => {
    const sort = (i + j) % 3 === 0 ? '&sort=relevance' : '';
    const page = (i + j) % 5 === 0 ? '&page=2' : '';
    return `/api/news/search?q=${encodeURIComponent(q)}&language_id=${language_id}${sort}${page}`;
  });
});

async function startServer(extraEnv: Record<string, string>) {
  const server = await startProductionServer({
    args: [path.join(import.meta.dirname, '../src/main.ts')],
    port: PORT,
    // The login flood comes from many addresses, named in X-Forwarded-For.
    env: { ...scratch.env, ...extraEnv, TRUST_PROXY: 'loopback' },
  });
  return server.stop;
}

const base = `http://127.0.0.1:${PORT}`;
const toRequests = (paths: string[]) => paths.map((p) => ({ method: 'GET' as const, path: p }));

async function measure(name: string, paths: string[]) {
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: DURATION_S,
    requests: toRequests(paths),
  });
  console.log(`${name}_requests_per_s: ${Math.round(result.requests.average)}`);
  console.log(`${name}_latency_p50_ms: ${result.latency.p50}`);
  console.log(`${name}_latency_p99_ms: ${result.latency.p99}`);
  console.log(`${name}_errors: ${result.errors + result.non2xx}`);
}

/**
 * Searches as readers make them, 4 at a time, each timed on its own so the 95th percentile is
 * exact (autocannon reports 97.5 and 99).
 */
async function measureSearch() {
  const READERS = 4;
  const SEARCHES = 1_200;
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const reader = async () => {
    while (next < SEARCHES) {
      const path = searchPaths[next++ % searchPaths.length]!;
      const started = performance.now();
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))]!;
  console.log(`search_latency_p50_ms: ${at(0.5).toFixed(1)}`);
  console.log(`search_latency_p95_ms: ${at(0.95).toFixed(1)}`);
  console.log(`search_latency_p99_ms: ${at(0.99).toFixed(1)}`);
  console.log(`search_errors: ${errors}`);
}

/** Sequential logins of one reader: the time argon2id takes, as a reader feels it. */
async function measureLogin() {
  const reader = {
    firstName: 'Bench',
    lastName: 'Login',
    email: 'bench.login@example.in',
    phone: '9000000001',
    password: 'Bench1234',
    roleId: READER_ROLE_ID,
  };
  const json = { 'content-type': 'application/json' };
  await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(reader),
  });
  const times: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/auth/userLogin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ emailOrPhone: reader.email, password: reader.password }),
    });
    if (!response.ok) throw new Error(`login failed: ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`login_latency_p50_ms: ${times[10]!.toFixed(0)}`);
  console.log(`login_latency_max_ms: ${times[19]!.toFixed(0)}`);
}

/**
 * Real readers' logins, quiet and then under a flood of 32 parallel bogus logins (unknown
 * e-mails, wrong passwords, each from an address of its own as a botnet's would be, so no
 * per-address limit takes part): the hash slots must keep a real login within 4× of quiet.
 */
async function measureLoginUnderFlood() {
  const json = { 'content-type': 'application/json' };
  const readers = Array.from({ length: 24 }, (_, i) => ({
    firstName: 'Bench',
    lastName: 'Flood',
    email: `bench.flood${i}@example.in`,
    phone: `90000001${String(i).padStart(2, '0')}`,
    password: 'Bench1234',
    roleId: READER_ROLE_ID,
  }));
  let address = 0;
  const from = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };
  const post = (path: string, body: unknown) =>
    fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': from() },
      body: JSON.stringify(body),
    });
  for (const reader of readers) await post('/auth/register', reader);
  /** One reader's login as they feel it: a shed attempt is tried again after Retry-After. */
  const login = async (reader: (typeof readers)[number]) => {
    const started = performance.now();
    for (;;) {
      const response = await post('/auth/userLogin', {
        emailOrPhone: reader.email,
        password: reader.password,
      });
      await response.arrayBuffer();
      if (response.ok) return performance.now() - started;
      if (response.status !== 503) throw new Error(`login failed: ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  const p50 = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1]!;
  const quiet: number[] = [];
  for (const reader of readers.slice(0, 12)) quiet.push(await login(reader));

  let flooding = true;
  let shed = 0;
  let bogus = 0;
  const flooder = async () => {
    while (flooding) {
      bogus += 1;
      const response = await post('/auth/userLogin', {
        emailOrPhone: `nobody.${bogus}@example.in`,
        password: 'Wrong1234',
      });
      await response.arrayBuffer();
      if (response.status === 503) shed += 1;
    }
  };
  const flood = Array.from({ length: 32 }, flooder);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const flooded: number[] = [];
  for (const reader of readers.slice(12)) flooded.push(await login(reader));
  flooding = false;
  await Promise.all(flood);
  console.log(`login_quiet_p50_ms: ${p50(quiet).toFixed(0)}`);
  console.log(`login_under_flood_p50_ms: ${p50(flooded).toFixed(0)}`);
  console.log(`login_under_flood_ratio: ${(p50(flooded) / p50(quiet)).toFixed(2)}`);
  console.log(`login_flood_requests: ${bogus}, shed_503: ${shed}`);
}

/** Comments posted by many signed-in readers at once, each within their own limit. */
async function measureCommenting() {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const n = next++;
          const token = commenterTokens[Math.floor(n / 10) % COMMENTERS]!.token;
          return {
            ...request,
            path: `/api/news/${articlePaths[n % articlePaths.length]!.split('/').pop()}/comments`,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ content: `Bench comment ${n}` }),
          };
        },
      },
    ],
  });
  console.log(`post_comment_requests_per_s: ${Math.round(result.requests.average)}`);
  console.log(`post_comment_latency_p50_ms: ${result.latency.p50}`);
  console.log(`post_comment_latency_p99_ms: ${result.latency.p99}`);
  console.log(`post_comment_errors: ${result.errors + result.non2xx}`);
}

console.log(`database: ${scratch.env.DATABASE_URL ? 'postgresql' : 'pglite'}`);
console.log(`articles: ${ARTICLES}`);
// As served (readers share lists for NEWS_CACHE_SECONDS), then with the caches off, so the
// database's own share shows too. A short warm-up first pays for cold caches.
for (const [suffix, env] of [
  ['', {}],
  ['_uncached', { NEWS_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '0' }],
] as const) {
  const stop = await startServer(env);
  if (MANDI_ONLY) {
    await measureMandiPage(base, mandiPaths, DURATION_S);
    await stop();
    break;
  }
  await autocannon({ url: base, connections: 10, duration: 2, requests: toRequests(listPaths) });
  await measure(`filter_multi_categories${suffix}`, listPaths);
  await measure(`news_by_id${suffix}`, articlePaths);
  if (suffix === '') {
    await measureSearch();
    await measureMandiPage(base, mandiPaths, DURATION_S);
    await measureLogin();
    await measureLoginUnderFlood();
    await measureCommenting();
  }
  await stop();
}
await scratch.drop();
