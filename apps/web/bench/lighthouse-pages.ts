/**
 * `npm run bench:lighthouse`: what a phone receives for the home page and an article, from the
 * production build: HTML bytes (plain and Brotli), JS bytes, and Lighthouse (mobile) medians of
 * BENCH_RUNS (3), as `name: value` lines. One seeded server on a free loopback port.
 */
import { startProductionServer } from '../e2e/server.ts';
import { buildWebApp } from '../scripts/build.ts';
import { firstArticlePath } from './articles.ts';
import { reportLighthouse } from './lighthouse.ts';
import { reportPageWeight } from './page-weight.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

buildWebApp();
const server = await startProductionServer();
try {
  const pages = {
    home: `${server.url}/`,
    article: `${server.url}${await firstArticlePath(server.url)}`,
  };
  for (const [name, url] of Object.entries(pages)) await reportPageWeight(name, url);
  for (const [name, url] of Object.entries(pages)) await reportLighthouse(name, url, RUNS);
} finally {
  await server.stop();
}
