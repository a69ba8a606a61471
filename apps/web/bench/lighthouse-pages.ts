/**
 * `npm run bench:lighthouse`: what a phone receives for the home page and an article, from the
 * production build: HTML bytes (plain and Brotli), JS bytes, and Lighthouse (mobile) medians of
 * BENCH_RUNS (3), as `name: value` lines. One seeded server on a free loopback port.
 *
 * BENCH_BASELINE names another checkout (built, with its dependencies) to compare with in the
 * same run: its server runs beside this one's, the Lighthouse runs alternate between the two,
 * and its lines start with `before.`.
 */
import path from 'node:path';
import { startProductionServer, type RunningServer } from '../e2e/server.ts';
import { buildWebApp } from '../scripts/build.ts';
import { firstArticlePath } from './articles.ts';
import { measureLighthouse, printLighthouse, type Sample } from './lighthouse.ts';
import { reportPageWeight } from './page-weight.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;

buildWebApp();
const servers: [string, RunningServer][] = [];
try {
  if (BASELINE) servers.push(['before.', await startProductionServer({ checkout: BASELINE })]);
  servers.push(['', await startProductionServer()]);
  const versions = await Promise.all(
    servers.map(async ([prefix, server]) => ({
      prefix,
      pages: {
        home: `${server.url}/`,
        article: `${server.url}${await firstArticlePath(server.url)}`,
      },
    })),
  );
  for (const { prefix, pages } of versions) {
    for (const [name, url] of Object.entries(pages)) await reportPageWeight(prefix + name, url);
  }
  for (const name of ['home', 'article'] as const) {
    const samples = versions.map((): Sample[] => []);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, { pages }] of versions.entries()) {
        samples[index]!.push(await measureLighthouse(pages[name]));
      }
    }
    for (const [index, { prefix }] of versions.entries()) {
      printLighthouse(prefix + name, samples[index]!);
    }
  }
} finally {
  await Promise.all(servers.map(([, server]) => server.stop()));
}
