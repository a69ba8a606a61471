/**
 * Lighthouse (mobile, default throttling) on a page, the median of a few runs, printed as
 * `name: value` lines. Chromium comes from CHROME_PATH (default /usr/bin/chromium).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, chromePath } from '../e2e/chromium.ts';

export interface Sample {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  jsRawBytes: number;
  failed: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One Lighthouse run in a Chromium of its own (a clean profile), as the CLI does. */
export async function measureLighthouse(url: string): Promise<Sample> {
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
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, r) => sum + Number(r.transferSize ?? 0), 0);
  const jsRawBytes = scripts.reduce((sum, r) => sum + Number(r.resourceSize ?? 0), 0);
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes,
    jsRawBytes,
    failed,
  };
}

/** Audits `url` `runs` times and prints the medians under `name`. */
export async function reportLighthouse(name: string, url: string, runs: number): Promise<void> {
  const samples: Sample[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await measureLighthouse(url));
  printLighthouse(name, samples);
}

/** Prints the medians of a page's runs under `name`. */
export function printLighthouse(name: string, samples: Sample[]): void {
  // A run Lighthouse could not finish (no paint seen on the busy machine) has no metrics.
  const complete = samples.filter((s) => !Number.isNaN(s.lcpMs));
  if (complete.length < samples.length) {
    console.log(`${name}.failed_runs: ${samples.length - complete.length}`);
  }
  // No run finished: there is no median to print, and the other pages still are measured.
  if (complete.length === 0) return;
  const pick = (key: keyof Omit<Sample, 'failed'>) => median(complete.map((s) => s[key]));
  console.log(`${name}.performance: ${pick('performance')}`);
  console.log(`${name}.accessibility: ${pick('accessibility')}`);
  console.log(`${name}.seo: ${pick('seo')}`);
  console.log(`${name}.best-practices: ${pick('bestPractices')}`);
  console.log(`${name}.fcp_ms: ${Math.round(pick('fcpMs'))}`);
  console.log(`${name}.lcp_ms: ${Math.round(pick('lcpMs'))}`);
  console.log(`${name}.tbt_ms: ${Math.round(pick('tbtMs'))}`);
  console.log(`${name}.cls: ${pick('cls').toFixed(3)}`);
  console.log(`${name}.js_kb: ${(pick('jsBytes') / 1024).toFixed(1)}`);
  console.log(`${name}.js_raw_kb: ${(pick('jsRawBytes') / 1024).toFixed(1)}`);
  // Each run's figures too: whether the first paint came before the scripts had loaded moves
  // the largest paint and the blocking time by a second or more (docs/performance.md).
  const each = (key: 'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs') =>
    samples.map((s) => Math.round(s[key])).join(' ');
  console.log(`${name}.runs.performance: ${each('performance')}`);
  console.log(`${name}.runs.fcp_ms: ${each('fcpMs')}`);
  console.log(`${name}.runs.lcp_ms: ${each('lcpMs')}`);
  console.log(`${name}.runs.tbt_ms: ${each('tbtMs')}`);
  const failed = [...new Set(samples.flatMap((s) => s.failed))];
  if (failed.length) console.log(`${name}.failed_audits: ${failed.join(' ')}`);
}
