/**
 * `npm run bench:web`: the production build's pages as readers meet them.
 * - Lighthouse (mobile) on the home page, an article and /about: the median of BENCH_RUNS (3).
 * - autocannon on the server-rendered home page and articles, 10 connections, BENCH_SECONDS (15)
 *   each: plain, Brotli-compressed as browsers ask, and (side by side, same run) with the shared
 *   caches off, so the ratio shows what rendering every request would cost.
 * The servers run on free loopback ports with temporary DATA_DIRs; output is `name: value` lines.
 */
import { startProductionServer, type RunningServer } from '../e2e/server.ts';
import { buildWebApp } from '../scripts/build.ts';
import { articlePaths } from './articles.ts';
import { reportLighthouse } from './lighthouse.ts';
import { load, reportThroughput } from './throughput.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

/** Each server seeds its own database, so each has its own article ids. */
async function loadPages(prefix: string, server: RunningServer) {
  const articles = await articlePaths(server.url);
  // A short unmeasured pass warms the server as readers after the first would find it.
  await load(server.url, ['/', ...articles], { seconds: 2 });
  await reportThroughput(`${prefix}home`, server.url, ['/'], { seconds: SECONDS });
  await reportThroughput(`${prefix}article`, server.url, articles, { seconds: SECONDS });
}

buildWebApp();
const server = await startProductionServer();
const uncached = await startProductionServer({
  env: { NEWS_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '0' },
});
try {
  const articles = await articlePaths(server.url);
  await fetch(`${server.url}/`);
  await reportLighthouse('home', `${server.url}/`, RUNS);
  await reportLighthouse('article', `${server.url}${articles[0]}`, RUNS);
  await reportLighthouse('about', `${server.url}/about`, RUNS);

  await loadPages('ssr.', server);
  await reportThroughput('ssr.br.home', server.url, ['/'], {
    seconds: SECONDS,
    headers: { 'accept-encoding': 'br' },
  });
  await reportThroughput('ssr.br.article', server.url, articles, {
    seconds: SECONDS,
    headers: { 'accept-encoding': 'br' },
  });
  await loadPages('ssr.uncached.', uncached);
} finally {
  await Promise.all([server.stop(), uncached.stop()]);
}
