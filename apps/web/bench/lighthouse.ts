/**
 * `npm run bench:web`: Lighthouse (mobile, default throttling) on the production build's pages,
 * the median of 3 runs each, printed as `name: value` lines. Chromium comes from CHROME_PATH
 * (default /usr/bin/chromium); the server runs on a free loopback port with a temporary DATA_DIR.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, chromePath } from '../e2e/chromium.ts';
import { startProductionServer } from '../e2e/server.ts';
import { buildWebApp } from '../scripts/build.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
];

interface Sample {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  failed: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One Lighthouse run in a Chromium of its own (a clean profile), as the CLI does. */
async function measure(url: string): Promise<Sample> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: CHROME_FLAGS,
  });
  try {
    return await audit(url, chrome.port);
  } finally {
    chrome.kill();
  }
}

async function audit(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] })?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes,
    failed,
  };
}

buildWebApp();
const server = await startProductionServer();
try {
  // One unmeasured visit warms the server's caches, as a reader after the first would find them.
  await fetch(`${server.url}/`);
  for (const page of PAGES) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run += 1)
      samples.push(await measure(`${server.url}${page.path}`));
    const pick = (key: keyof Omit<Sample, 'failed'>) => median(samples.map((s) => s[key]));
    console.log(`${page.name}.performance: ${pick('performance')}`);
    console.log(`${page.name}.accessibility: ${pick('accessibility')}`);
    console.log(`${page.name}.seo: ${pick('seo')}`);
    console.log(`${page.name}.best-practices: ${pick('bestPractices')}`);
    console.log(`${page.name}.lcp_ms: ${Math.round(pick('lcpMs'))}`);
    console.log(`${page.name}.tbt_ms: ${Math.round(pick('tbtMs'))}`);
    console.log(`${page.name}.cls: ${pick('cls').toFixed(3)}`);
    console.log(`${page.name}.js_kb: ${(pick('jsBytes') / 1024).toFixed(1)}`);
    const failed = [...new Set(samples.flatMap((s) => s.failed))];
    if (failed.length) console.log(`${page.name}.failed_audits: ${failed.join(' ')}`);
  }
} finally {
  await server.stop();
}
