/**
 * `npm run bench:lighthouse`: what a phone receives for the home page and an article and, in a
 * checkout with public addresses (docs/decisions/0110), a language's home, a district's home and
 * a category page and the search page, from the production build: HTML bytes (plain and Brotli), JS bytes, and Lighthouse (mobile) medians of
 * BENCH_RUNS (3), as `name: value` lines. One seeded server on a free loopback port.
 *
 * BENCH_BASELINE names another checkout (built, with its dependencies) to compare with in the
 * same run: its server runs beside this one's, the Lighthouse runs alternate between the two,
 * and its lines start with `before.`.
 */
import { existsSync } from 'node:fs';
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
  const thisCheckout = path.resolve(import.meta.dirname, '../../..');
  const checkouts: [string, string][] = BASELINE
    ? [
        ['before.', BASELINE],
        ['', thisCheckout],
      ]
    : [['', thisCheckout]];
  for (const [prefix, checkout] of checkouts) {
    servers.push([prefix, await startProductionServer({ checkout })]);
  }
  const addressed = (prefix: string) =>
    existsSync(
      path.join(checkouts.find(([p]) => p === prefix)![1], 'packages/core/src/addresses.ts'),
    );
  const versions = await Promise.all(
    servers.map(async ([prefix, server]) => ({
      prefix,
      pages: {
        home: `${server.url}/`,
        article: `${server.url}${await firstArticlePath(server.url)}`,
        ...(addressed(prefix)
          ? {
              language_home: `${server.url}/te`,
              district_home: `${server.url}/te/telangana/hyderabad`,
              category: `${server.url}/te/telangana/hyderabad/politics`,
              search: `${server.url}/te/search`,
            }
          : {}),
      } as Record<string, string>,
    })),
  );
  for (const { prefix, pages } of versions) {
    for (const [name, url] of Object.entries(pages)) await reportPageWeight(prefix + name, url);
  }
  const names = Object.keys(versions.at(-1)!.pages);
  for (const name of names) {
    const measured = versions.filter(({ pages }) => pages[name]);
    const samples = measured.map((): Sample[] => []);
    for (let run = 0; run < RUNS; run += 1) {
      for (const [index, { pages }] of measured.entries()) {
        samples[index]!.push(await measureLighthouse(pages[name]!));
      }
    }
    for (const [index, { prefix }] of measured.entries()) {
      printLighthouse(prefix + name, samples[index]!);
    }
  }
} finally {
  await Promise.all(servers.map(([, server]) => server.stop()));
}
