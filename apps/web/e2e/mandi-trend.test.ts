import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openSession } from './browser';

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/vaarta-mandi-trend';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  return ((await response.json()) as { result: T }).result;
}

/** Hyderabad's spice prices in a language: the page's address and the API's first row. */
async function hyderabadSpices(code: string) {
  const languages = await api<{ id: string; language_code: string }[]>('/news/languages');
  const language = languages.find((l) => l.language_code === code)!.id;
  const states = await api<{ id: string; english_name: string }[]>(
    `/news/states?language_id=${language}`,
  );
  const state = states.find((s) => s.english_name === 'Telangana')!.id;
  const districts = await api<{ id: string; english_name: string }[]>(
    `/news/districts?language_id=${language}&state_id=${state}`,
  );
  const district = districts.find((d) => d.english_name === 'Hyderabad')!.id;
  const { categories } = await api<{ categories: { id: string; slug: string }[] }>(
    `/local-mandi-categories?language_id=${language}`,
  );
  const category = categories.find((c) => c.slug === 'spices')!.id;
  const { items } = await api<{ items: { history: { price: number }[] }[] }>(
    `/local-mandi-categories/items?language_id=${language}&state_id=${state}&district_id=${district}&categoryId=${category}`,
  );
  return {
    cookie: { edition: `${language}.${state}.${district}`, lang: code },
    path: `/mandi?state=${state}&district=${district}&category=${category}`,
    history: items[0]!.history,
  };
}

/** "₹ ۱۵٬۲۰۰" or "₹15,200" → "15,200": the amount in Latin digits, its grouping kept. */
function amountOf(text: string): string {
  return text
    .replace(/\u066C/g, ',')
    .replace(/[^\p{Nd},]/gu, '')
    .replace(/\p{Nd}/gu, (digit) => String(Number.parseInt(digit, 10) || digitValue(digit)));
}
/** The value of a digit of any script (each script's digits run 0–9 from a zero). */
function digitValue(digit: string): number {
  const code = digit.codePointAt(0)!;
  for (let zero = code; zero > code - 10; zero--) {
    if (/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) continue;
    return code - zero;
  }
  return 0;
}
/** Indian grouping: the last three digits, then twos (1,23,45,678). */
const indian = (value: number) => new Intl.NumberFormat('en-IN').format(value);

describe('the 30-day price chart of a commodity in a market', () => {
  for (const code of ['en', 'te', 'ur'] as const) {
    for (const width of [1280, 390]) {
      it(`opens from its row, in ${code} at ${width} px, with ₹ in Indian grouping and a text alternative`, async () => {
        const spices = await hyderabadSpices(code);
        expect(spices.history).toHaveLength(30);
        const { context, page, problems } = await openSession(browser, { width, height: 900 });
        await context.addCookies([
          { name: 'vaarta_edition', value: spices.cookie.edition, url: baseUrl() },
          { name: 'vaarta_lang', value: spices.cookie.lang, url: baseUrl() },
        ]);
        await page.goto(`${baseUrl()}${spices.path}`);
        expect(await page.locator('html').getAttribute('dir')).toBe(code === 'ur' ? 'rtl' : 'ltr');
        const row = page.getByTestId('mandi-row').first();
        // The trend chip stays beside the modal price.
        expect(await row.getByTestId('trend-chip').count()).toBe(1);
        // A native disclosure: it opens with a tap before the page is interactive.
        await row.getByTestId('price-trend').locator('summary').click();
        const chart = row.getByTestId('price-trend-chart');
        await chart.waitFor();
        const prices = spices.history.map((p) => p.price);
        const high = (await chart.getByTestId('chart-high').textContent())!;
        expect(high).toContain('₹');
        expect(amountOf(high)).toBe(indian(Math.max(...prices)));
        const low = (await chart.getByTestId('chart-low').textContent())!;
        expect(amountOf(low)).toBe(indian(Math.min(...prices)));
        // The sentence that names the chart for screen readers carries the same figures.
        const label = (await chart.locator('svg').getAttribute('aria-label'))!;
        expect(label).toContain(high);
        expect(label).toContain(low);
        const points = await chart.locator('polyline').getAttribute('points');
        expect(points!.split(' ')).toHaveLength(30);
        await row.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/${code}-${width}.png` });
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
