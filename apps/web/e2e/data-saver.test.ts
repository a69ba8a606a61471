import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openSession, waitForHydration } from './browser';

/**
 * Data saver (docs/decisions/0165): kept on the device; the service worker answers pictures with
 * a blank until the reader taps one, so no picture leaves the page before the tap.
 */
let browser: Browser;
let article: string;

/** The first article of a language whose lead picture is one of the site's own. */
async function articleWithPicture(language: string): Promise<string> {
  const get = async <T>(path: string) =>
    ((await (await fetch(`${baseUrl()}/api${path}`)).json()) as { result: T }).result;
  const languages = await get<{ id: string; language_code: string }[]>('/news/languages');
  const id = languages.find((l) => l.language_code === language)!.id;
  const news = await get<{ items: { id: string; path?: string }[] }>(
    `/news/filter-advanced?language_id=${id}&limit=50`,
  );
  for (const item of news.items) {
    const response = await fetch(`${baseUrl()}${item.path ?? `/news/${item.id}`}`);
    const html = await response.text();
    if (/data-testid="lead-image"[^]*?src="\/media\//.test(html))
      return new URL(response.url).pathname;
  }
  throw new Error(`no ${language} article with a picture`);
}

/** The address of the first article of a language with a video. */
async function articleWithVideo(language: string): Promise<string> {
  const get = async <T>(path: string) =>
    ((await (await fetch(`${baseUrl()}/api${path}`)).json()) as { result: T }).result;
  const languages = await get<{ id: string; language_code: string }[]>('/news/languages');
  const id = languages.find((l) => l.language_code === language)!.id;
  const news = await get<{ items: { id: string }[] }>(
    `/news/filter-advanced?language_id=${id}&limit=100`,
  );
  for (const item of news.items) {
    const article = await get<{ videoUrl: string | null; path: string }>(`/news/${item.id}`);
    if (article.videoUrl) return article.path;
  }
  throw new Error(`no ${language} article with a video`);
}

/** Every request for a picture that goes to the network: the page's own, or the worker's. */
function pictureRequests(context: BrowserContext) {
  const seen: string[] = [];
  context.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/media/')) return;
    void request.response().then((response) => {
      if (request.serviceWorker() || !response?.fromServiceWorker()) seen.push(request.url());
    });
  });
  return seen;
}

/** Opens the article with the worker in control and the switch set as asked. */
async function openWithDataSaver(page: Page, url: string, on: boolean) {
  await page.goto(url);
  await waitForHydration(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  const toggle = page.getByTestId('data-saver-toggle');
  await toggle.setChecked(on);
}

const shows = (page: Page) =>
  page
    .getByTestId('lead-image')
    .locator('img')
    .evaluate(
      (img: HTMLImageElement) =>
        img.complete && img.naturalWidth > 1 && getComputedStyle(img).visibility === 'visible',
    );

beforeAll(async () => {
  browser = await launchBrowser();
  article = await articleWithPicture('en');
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('data saver', () => {
  it('shows no picture until a tap, and asks for none before it; the choice survives a reload', async () => {
    const { context, page, problems } = await openSession(browser);
    await openWithDataSaver(page, `${baseUrl()}${article}`, true);
    const network = pictureRequests(context);

    // The page as the server sends it to everyone; held back on this device.
    await page.reload();
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('data-saver')),
    ).toBe(true);
    const lead = page.getByTestId('lead-image');
    const tap = lead.getByTestId('tap-to-load');
    await tap.waitFor({ state: 'visible' });
    await page.waitForTimeout(800);
    expect(await shows(page)).toBe(false);
    expect(network).toEqual([]);

    // The tap is the page's first interaction: kept until the page hydrates, then done.
    await tap.click();
    await expect.poll(() => shows(page)).toBe(true);
    expect(await lead.locator('img').getAttribute('src')).toContain('tapped=1');
    await expect.poll(() => network.length).toBeGreaterThan(0);
    expect(await tap.count()).toBe(0);

    // Remembered on the device: after a reload the switch is still on.
    await page.reload();
    await waitForHydration(page);
    // Hydrated off, as the server drew it; the device's choice follows in the next render.
    await expect.poll(() => page.getByTestId('data-saver-toggle').isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('with data saver off, pictures load', async () => {
    const { context, page, problems } = await openSession(browser);
    await openWithDataSaver(page, `${baseUrl()}${article}`, true);
    await page.getByTestId('data-saver-toggle').setChecked(false);
    const network = pictureRequests(context);
    await page.reload();
    expect(
      await page.evaluate(() => document.documentElement.classList.contains('data-saver')),
    ).toBe(false);
    await expect.poll(() => shows(page)).toBe(true);
    expect(network.length).toBeGreaterThan(0);
    expect(await page.getByTestId('tap-to-load').first().isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("follows the browser's Save-Data when the reader has not chosen", async () => {
    const { context, page, problems } = await openSession(browser);
    // What a browser in its data-saving mode does: Save-Data on its requests, and saveData.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await page.goto(`${baseUrl()}${article}`);
    await waitForHydration(page);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    const network = pictureRequests(context);
    await page.reload();
    await page.getByTestId('lead-image').getByTestId('tap-to-load').waitFor({ state: 'visible' });
    await page.waitForTimeout(800);
    expect(await shows(page)).toBe(false);
    expect(network).toEqual([]);
    // The switch shows it on, though the reader chose nothing.
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('data-saver-toggle').isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('vaarta-data-saver'))).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a video as a link to it, and loads no player, with data saver on', async () => {
    const path = await articleWithVideo('en');
    const { context, page, problems } = await openSession(browser);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl())) elsewhere.push(request.url());
    });
    await openWithDataSaver(page, `${baseUrl()}${path}`, true);
    await page.reload();
    const video = page.getByTestId('video');
    const link = video.getByTestId('video-link');
    await link.waitFor({ state: 'visible' });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
    // The link covers the player: a tap on the video is a tap on the link.
    expect(await link.boundingBox()).toEqual(await video.boundingBox());
    await page.waitForTimeout(800);
    expect(await video.locator('iframe').count()).toBe(0);
    expect(elsewhere).toEqual([]);

    await page.getByTestId('data-saver-toggle').setChecked(false);
    await page.reload();
    await video.getByTestId('video-play').waitFor({ state: 'visible' });
    expect(await link.isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('draws an article in data-saver mode in en, te and ur, wide and narrow', async () => {
    for (const language of ['en', 'te', 'ur']) {
      const path = language === 'en' ? article : await articleWithPicture(language);
      for (const width of [1280, 390]) {
        const { context, page } = await openSession(browser, { width, height: 900 });
        await openWithDataSaver(page, `${baseUrl()}${path}`, true);
        await page.reload();
        const lead = page.getByTestId('lead-image');
        await lead.getByTestId('tap-to-load').waitFor({ state: 'visible' });
        // The button stands in the picture's own box: the page does not move when it loads.
        const [button, picture] = await Promise.all([
          lead.getByTestId('tap-to-load').boundingBox(),
          lead.locator('img').boundingBox(),
        ]);
        expect(button).toEqual(picture);
        expect(picture!.height).toBeGreaterThan(100);
        await lead.evaluate((figure) => figure.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `/tmp/datasaver-${language}-${width}.png` });
        await context.close();
      }
    }
  }, 120_000);
});
