import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, cookieValue, launchBrowser, openSession, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

describe('themes (docs/product/reading.md, "Themes")', () => {
  it('follows the system preference until the reader chooses, then keeps the choice', async () => {
    const { context, page, problems } = await openSession(browser, { colorScheme: 'dark' });
    await page.goto(`${baseUrl()}/`);
    expect(await background(page)).toBe('rgb(18, 18, 18)');
    await waitForHydration(page);
    await page.getByTestId('theme-toggle').click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await cookieValue(context, 'vaarta_theme')).toBe('light');
    expect(await background(page)).toBe('rgb(246, 245, 242)');
    // Light from the first paint: the head's one-line script applies the saved choice before the
    // body is drawn, so the page's HTML stays the same for every reader (docs/decisions/0111).
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('h1');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await background(page)).toBe('rgb(246, 245, 242)');
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const address = new URL(page.url()).pathname;
    const [withChoice, without] = await Promise.all(
      [{ cookie }, {} as Record<string, string>].map(async (headers) =>
        (await (await fetch(`${baseUrl()}${address}`, { headers })).text()).replace(
          /nonce="[^"]*"|\d+ (?:minutes?|hours?|days?) ago/g,
          '',
        ),
      ),
    );
    expect(withChoice).not.toMatch(/<html[^>]*data-theme=/);
    expect(withChoice).toBe(without);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a saved dark theme is dark from the first byte', async () => {
    const { context, page, problems } = await openSession(browser, { colorScheme: 'light' });
    await context.addCookies([{ name: 'vaarta_theme', value: 'dark', url: baseUrl() }]);
    await page.goto(`${baseUrl()}/about`, { waitUntil: 'commit' });
    await page.waitForSelector('h1');
    expect(await background(page)).toBe('rgb(18, 18, 18)');
    await waitForHydration(page);
    await page.getByTestId('theme-toggle').click();
    expect(await cookieValue(context, 'vaarta_theme')).toBe('light');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('languages and direction (docs/product/reading.md, "Interface languages and direction")', () => {
  it('Urdu lays the page out right to left in Nastaliq', async () => {
    const { context, page, problems } = await openSession(browser, { width: 1280 });
    await page.goto(`${baseUrl()}/about?lng=ur`);
    expect(
      await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
    ).toEqual(['ur', 'rtl']);
    expect(await page.title()).toBe('وارتا کے بارے میں');
    expect(await page.locator('h1').textContent()).toBe('وارتا کے بارے میں');
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(font).toContain('Noto Nastaliq Urdu');
    await page.evaluate(() => document.fonts.ready);
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.status === 'loaded')
        .map((f) => f.family.replaceAll('"', '')),
    );
    expect(loaded).toContain('Noto Nastaliq Urdu');
    expect(loaded).not.toContain('Noto Sans Telugu');
    // Mirrored: the logo sits at the right edge, the login button at the left.
    const logo = await page.getByTestId('logo').boundingBox();
    const login = await page.getByTestId('login-button').boundingBox();
    expect(logo!.x).toBeGreaterThan(640);
    expect(login!.x).toBeLessThan(640);
    // The choice from ?lng is remembered.
    expect(await cookieValue(context, 'vaarta_lang')).toBe('ur');
    await page.goto(`${baseUrl()}/contact`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('English pages load only the Latin font', async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((name) => name.endsWith('.woff2')),
    );
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((name) => /noto-sans-latin/.test(name))).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a language saved in local storage applies when no cookie says otherwise', async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/about`);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ta'));
    await context.clearCookies({ name: 'vaarta_lang' });
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ta');
    await expect.poll(() => page.locator('h1').textContent()).toBe('வார்த்தா பற்றி');
    expect(await cookieValue(context, 'vaarta_lang')).toBe('ta');
    expect(problems).toEqual([]);
    await context.close();
  });
});
