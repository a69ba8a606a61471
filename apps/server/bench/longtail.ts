/**
 * `npm run bench:longtail`: pages as the long tail of readers asks for them. Every request is a
 * random edition (one of 6 languages × every district) asking for its home page, or a random
 * article, so the shared caches seldom hold the page. A checkout with public addresses
 * (docs/decisions/0110) is asked for them (`/te/andhra-pradesh/guntur`, `/te/news/<slug>-<id>`);
 * one without, for `/` and `/news/<id>`; every request carries a reader's cookies (their edition
 * and interface language) as their browser keeps them. The `zipf.` lines draw editions and
 * articles by popularity instead, as readers really do (Zipf, exponent 1: the n-th most popular
 * is asked for 1/n as often; articles ranked by recency, editions in a fixed shuffled order), and
 * `zipf.*_hit_rate` is the share of answers the server's page cache gave (`Server-Timing:
 * cache;desc=hit`). Such traffic never starts cold: with the caches on, each `zipf.` line is
 * measured after 30 s of the same traffic unmeasured (the page cache's lifetime: a server that
 * was already serving).
 * Each request is a phone browser's load of the page as a document (the headers mobile Chrome
 * sends, Brotli accepted), so the server takes the path readers cause: lists below the fold kept
 * in the HTML only (decision 0073) and the page compressed.
 *
 * The database is kept between runs and grown once to BENCH_ARTICLES (20,000): PostgreSQL at
 * BENCH_DATABASE_URL (default `vaarta_longtail` on the local server, created when missing), or
 * with BENCH_DB=pglite the embedded database in BENCH_DATA_DIR. The production server, started
 * as `npm start` starts it, then runs in its own process twice, one after the other: with its
 * caches as shipped, and with them off (NEWS_CACHE_SECONDS=0 and PAGE_CACHE_SECONDS=0, the
 * `uncached.` lines).
 * autocannon, 10 connections, BENCH_SECONDS (10) per line; the server's resident memory is
 * sampled throughout. `home.html_bytes` is the default edition's home page as a document,
 * uncompressed, and `home.html_br_bytes` what travels of it. Output: `name: value` lines.
 *
 * BENCH_BASELINE names another checkout (built, with its dependencies) to compare with in the
 * same run: its server runs on the same database just before this one's, in each cache setting,
 * and its lines start with `before.`.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { articlePath, editionPath, placeSlug } from '@vaarta/core/addresses';
import type { LanguageCode } from '@vaarta/core/constants';
import { startCommand } from '../src/cluster/start-command.ts';
import { rowsOf } from '../src/db/client.ts';
import { openKeptDb, printEditions } from './kept-db.ts';
import { startProductionServer } from './production-server.ts';
import { growNews } from './scratch-db.ts';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3900 + Math.floor(Math.random() * 90));
const PGLITE = process.env.BENCH_DB === 'pglite';
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vaarta_longtail';
const base = `http://127.0.0.1:${PORT}`;
const log = (message: string) => console.error(message);

const kept = await openKeptDb({
  url: PGLITE ? undefined : DATABASE_URL,
  dataDir:
    process.env.BENCH_DATA_DIR ??
    path.join(os.tmpdir(), `vaarta-longtail-${PGLITE ? 'pglite' : 'pg'}`),
});
await growNews(kept.database, ARTICLES, log);
await printEditions(kept, log);
const db = kept.database.db;
/**
 * Every edition, in a fixed shuffled order (its popularity rank in the `zipf.` lines): a reader's
 * cookies (their edition and interface language) and the edition's address.
 */
const editions = rowsOf<{ cookie: string; code: string; state: string; district: string }>(
  await db.execute(sql`
    select 'vaarta_edition=' || l.id || '.' || d.state_id || '.' || d.id
      || '; vaarta_lang=' || l.code as cookie,
      l.code, s.english_name as state, d.english_name as district
    from languages l cross join districts d join states s on s.id = d.state_id
    where l.is_active and d.is_active
    order by md5(l.id::text || d.id::text)`),
).map((row) => ({
  cookie: row.cookie,
  path: editionPath({
    language: row.code as LanguageCode,
    state: placeSlug(row.state),
    district: placeSlug(row.district),
  }),
}));
/** Every published article, newest first (its popularity rank), at both its addresses. */
const articles = rowsOf<{ id: string; slug: string; code: string }>(
  await db.execute(sql`
    select n.id, n.slug, l.code from news n join languages l on l.id = n.language_id
    where n.status = 'published' and n.is_active and not n.is_deleted and n.published_at <= now()
    order by n.published_at desc, n.id desc`),
).map((row) => ({
  old: `/news/${row.id}`,
  path: articlePath({ language: row.code as LanguageCode, slug: row.slug, id: row.id }),
}));
await kept.database.close();

/** What mobile Chrome sends when a reader opens a page (a document load, not a script's fetch). */
const documentHeaders = {
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-language': 'en-IN,en;q=0.9',
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'none',
  'sec-fetch-user': '?1',
  'upgrade-insecure-requests': '1',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
const browserHeaders = { ...documentHeaders, 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The bytes of a page's body as they arrive, not decoded (fetch would decompress them). */
function bodyBytes(pagePath: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string; bytes: number }>((resolve, reject) => {
    http
      .get(`${base}${pagePath}`, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
            bytes,
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** Draws from a list ranked by popularity: the n-th item 1/n as often as the first. */
function zipf<T>(list: readonly T[]): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= list.length; rank += 1) cumulative.push((total += 1 / rank));
  return () => {
    const target = Math.random() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return list[low]!;
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
}

interface RunningServer {
  /** The highest resident memory seen since the server answered. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

/** A checkout's production server, started as its `npm start` starts it. */
async function startServer(
  checkout: string,
  extraEnv: Record<string, string>,
): Promise<RunningServer> {
  const start = startCommand(checkout);
  const server = await startProductionServer({
    args: start.args,
    cwd: checkout,
    port: PORT,
    env: { ...start.env, ...kept.env, ...extraEnv, INGEST_INTERVAL_MINUTES: '0' },
  });
  let peak = await rssMb(server.process.pid!);
  const sampler = setInterval(() => {
    rssMb(server.process.pid!).then(
      (mb) => (peak = Math.max(peak, mb)),
      () => undefined,
    );
  }, 100);
  return {
    peakRssMb: () => peak,
    async stop() {
      clearInterval(sampler);
      await server.stop();
    },
  };
}

/** A page request: its path and the reader's cookies. */
interface PageRequest {
  path: string;
  cookie: string;
}

/**
 * Loads `next` pages as a phone browser opens them; counts the answers the server's page cache
 * gave.
 */
async function load(next: () => PageRequest, seconds: number) {
  let answers = 0;
  let hits = 0;
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const { path: pagePath, cookie } = next();
          return {
            ...request,
            path: pagePath,
            headers: { ...request.headers, ...browserHeaders, cookie },
          };
        },
        onResponse: (_status, _body, _context, headers) => {
          answers += 1;
          // Header names come as the server wrote them.
          const timing = Object.entries(headers ?? {}).find(
            ([name]) => name.toLowerCase() === 'server-timing',
          )?.[1];
          if (String(timing ?? '').includes('cache;desc=hit')) hits += 1;
        },
      },
    ],
  });
  return { result, hitRate: answers ? hits / answers : 0 };
}

/**
 * How long the `zipf.` traffic runs unmeasured first, with the page cache on: its lifetime as
 * shipped (PAGE_CACHE_SECONDS), after which the cache holds what it holds all day.
 */
const STEADY_SECONDS = 30;

async function report(name: string, next: () => PageRequest, hitRate?: string, warm = false) {
  if (warm) await load(next, STEADY_SECONDS);
  const { result, hitRate: rate } = await load(next, SECONDS);
  console.log(`${name}_rps: ${Math.round(result.requests.average)}`);
  console.log(`${name}_p50_ms: ${result.latency.p50}`);
  console.log(`${name}_p99_ms: ${result.latency.p99}`);
  console.log(`${name}_errors: ${result.errors + result.non2xx}`);
  if (hitRate) console.log(`${hitRate}: ${rate.toFixed(3)}`);
}

/** How a checkout's readers ask for pages: at their addresses, or at `/` and `/news/<id>`. */
function requestsOf(checkout: string) {
  const addressed = existsSync(path.join(checkout, 'packages/core/src/addresses.ts'));
  const home = (edition: (typeof editions)[number]): PageRequest => ({
    path: addressed ? edition.path : '/',
    cookie: edition.cookie,
  });
  const article = (chosen: (typeof articles)[number]): PageRequest => ({
    path: addressed ? chosen.path : chosen.old,
    cookie: pick(editions).cookie,
  });
  const popularEdition = zipf(editions);
  const popularArticle = zipf(articles);
  return {
    home: () => home(pick(editions)),
    article: () => article(pick(articles)),
    popularHome: () => home(popularEdition()),
    popularArticle: () => article(popularArticle()),
  };
}

console.log(`database: ${PGLITE ? 'pglite' : 'postgresql'}`);
console.log(`articles: ${articles.length}`);
console.log(`editions: ${editions.length}`);
const thisCheckout = path.resolve(import.meta.dirname, '../../..');
const checkouts = [
  ...(process.env.BENCH_BASELINE ? [['before.', path.resolve(process.env.BENCH_BASELINE)]] : []),
  ['', thisCheckout],
] as const;
const settings = [
  ['', {}],
  ['uncached.', { NEWS_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '0' }],
] as const;
for (const [setting, env] of settings) {
  for (const [version, checkout] of checkouts) {
    const prefix = `${version}${setting}`;
    await measureServer(prefix, checkout, env);
  }
}

async function measureServer(prefix: string, checkout: string, env: Record<string, string>) {
  const server = await startServer(checkout, env);
  try {
    if (!prefix.includes('uncached.')) {
      // The default edition's home page (English, Hyderabad), so runs compare like with like.
      const page = await bodyBytes('/', documentHeaders);
      const travelling = await bodyBytes('/', browserHeaders);
      if (page.status !== 200 || travelling.status !== 200) throw new Error('the home page failed');
      console.log(`${prefix}home.html_bytes: ${page.bytes}`);
      console.log(`${prefix}home.html_${travelling.encoding}_bytes: ${travelling.bytes}`);
      console.log(`${prefix}server.rss_idle_mb: ${server.peakRssMb().toFixed(0)}`);
    }
    const pages = requestsOf(checkout);
    // A short unmeasured pass: the first requests of a fresh process pay for compiling code.
    await load(() => (Math.random() < 0.5 ? pages.home() : pages.article()), 2);
    await report(`${prefix}longtail.home`, pages.home);
    await report(`${prefix}longtail.article`, pages.article);
    const cached = !prefix.includes('uncached.');
    await report(`${prefix}zipf.home`, pages.popularHome, `${prefix}zipf.home_hit_rate`, cached);
    await report(
      `${prefix}zipf.article`,
      pages.popularArticle,
      `${prefix}zipf.article_hit_rate`,
      cached,
    );
    console.log(`${prefix}server.rss_peak_mb: ${server.peakRssMb().toFixed(0)}`);
  } finally {
    await server.stop();
  }
}
