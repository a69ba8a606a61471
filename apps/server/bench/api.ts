/**
 * `npm run bench:api`: grows a scratch database to 100,000 articles (PostgreSQL when
 * DATABASE_URL is set, else PGlite), starts the production server on it in its own process
 * and loads it with autocannon (10 connections, 10 s each), printing `name: value` lines.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { growNews, openScratchDb } from './scratch-db.ts';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 100_000);
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
const articleIds = rowsOf<{ id: string }>(
  await db.execute(sql`select id from news order by random() limit 200`),
).map((r) => r.id);
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

async function startServer(extraEnv: Record<string, string>) {
  const server = spawn(process.execPath, [path.join(import.meta.dirname, '../src/main.ts')], {
    env: {
      ...process.env,
      ...scratch.env,
      ...extraEnv,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${base}/api/news/languages`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return async () => {
    server.kill('SIGTERM');
    await once(server, 'exit');
  };
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

console.log(`database: ${scratch.env.DATABASE_URL ? 'postgresql' : 'pglite'}`);
console.log(`articles: ${ARTICLES}`);
// As served (readers share pages for NEWS_CACHE_SECONDS), then with that cache off, so the
// database's own share shows too. A short warm-up first pays for cold caches.
for (const [suffix, env] of [
  ['', {}],
  ['_uncached', { NEWS_CACHE_SECONDS: '0' }],
] as const) {
  const stop = await startServer(env);
  await autocannon({ url: base, connections: 10, duration: 2, requests: toRequests(listPaths) });
  await measure(`filter_multi_categories${suffix}`, listPaths);
  await measure(`news_by_id${suffix}`, articlePaths);
  await stop();
}
await scratch.drop();
