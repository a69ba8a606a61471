import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDate } from '@vaarta/core/india-time';
import { baseUrl, launchBrowser, openSession, waitForHydration } from './browser';
import { signInBrowser, signUpReader, type Reader } from './readers';

interface Edition {
  date: string;
  pdfUrl: string;
  thumbnail: string;
  pageCount: number;
  fileSize: number;
}

let browser: Browser;
let reader: Reader;
let english: Edition[];

/** The server prints the editions in the background after its first start: wait for them. */
async function editionsOf(language: string): Promise<Edition[]> {
  const languages = (await (await fetch(`${baseUrl()}/api/news/languages`)).json()) as {
    result: { id: string; language_code: string }[];
  };
  const id = languages.result.find((l) => l.language_code === language)!.id;
  const deadline = Date.now() + 240_000;
  for (;;) {
    const response = await fetch(`${baseUrl()}/api/e-newspapers?language_id=${id}`, {
      headers: { authorization: `Bearer ${reader.token}` },
    });
    const { result } = (await response.json()) as { result: { items: Edition[] } };
    if (result.items.length === 7 || Date.now() > deadline) return result.items;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  reader = await signUpReader('Lakshmi', 'Rao');
  english = await editionsOf('en');
}, 300_000);
afterAll(async () => {
  await browser?.close();
});

const section = (page: Page) => page.getByTestId('epaper-section');

async function openHome(options: { signedIn: boolean; width?: number }) {
  const session = await openSession(browser, { width: options.width ?? 1280, height: 900 });
  if (options.signedIn) await signInBrowser(session.context, reader);
  const scripts: string[] = [];
  session.page.on('request', (request) => scripts.push(request.url()));
  await session.page.goto(`${baseUrl()}/`);
  await waitForHydration(session.page);
  await section(session.page).scrollIntoViewIfNeeded();
  return { ...session, scripts };
}

describe('the e-newspaper section (docs/product/e-paper.md)', () => {
  it('tells a reader who is not logged in to log in or sign up, without asking to be refused', async () => {
    const { context, page, problems, scripts } = await openHome({ signedIn: false });
    const login = page.getByTestId('epaper-login');
    await login.waitFor();
    expect(await login.textContent()).toContain(
      'Authentication required. Please log in to access newspapers.',
    );
    expect(await login.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/#login');
    expect(await login.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/#signup',
    );
    // Editions need a login here, so a reader without one is not sent to be refused (a 401).
    expect(scripts.filter((url) => url.includes('/api/e-newspapers'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the last 7 days, oldest first, today badged and chosen, each with its front page', async () => {
    expect(english).toHaveLength(7);
    const { context, page, problems } = await openHome({ signedIn: true });
    const strip = page.getByTestId('epaper-dates');
    await strip.waitFor();
    const chips = strip.getByRole('button');
    expect(await chips.count()).toBe(7);
    const today = indiaDate(new Date());
    const days = await chips.evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('data-day')),
    );
    expect(days).toEqual([6, 5, 4, 3, 2, 1, 0].map((back) => addDays(today, -back)));
    const last = chips.nth(6);
    expect(await last.getAttribute('aria-pressed')).toBe('true');
    expect(await last.textContent()).toContain('Today');
    expect(await chips.nth(0).textContent()).not.toContain('Today');
    const weekday = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      timeZone: 'Asia/Kolkata',
    });
    expect(await last.textContent()).toContain(weekday.format(new Date()));
    const covers = await strip
      .locator('img')
      .evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).getAttribute('src')),
      );
    expect(covers).toEqual(english.map((e) => e.thumbnail));
    expect(await page.getByTestId('epaper-facts').textContent()).toContain(
      `${english[6]!.pageCount} page`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches to another day, and says so when a day has no paper', async () => {
    const { context, page, problems } = await openHome({ signedIn: true });
    // The server's answer for the week, less one day, as on a day the press did not print.
    const missing = english[3]!.date;
    await page.route(/\/api\/e-newspapers/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result: { items: Edition[] } };
      body.result.items = body.result.items.filter((item) => item.date !== missing);
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await waitForHydration(page);
    await section(page).scrollIntoViewIfNeeded();
    const chips = page.getByTestId('epaper-dates').getByRole('button');
    await chips.first().waitFor();
    await chips.nth(1).click();
    await expect.poll(() => chips.nth(1).getAttribute('aria-pressed')).toBe('true');
    const label = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    await expect
      .poll(() => section(page).textContent())
      .toContain(label.format(new Date(`${english[1]!.date}T12:00:00+05:30`)));
    await chips.nth(3).click();
    const notice = page.getByTestId('epaper-missing');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('No PDF available for this date');
    expect(await notice.textContent()).toContain('Editions of other days are ready');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens today's edition in the page with pdf.js, loaded only then, and downloads it by date", async () => {
    const { context, page, problems, scripts } = await openHome({ signedIn: true, width: 390 });
    await page.getByRole('button', { name: 'Read this edition' }).waitFor();
    expect(scripts.some((url) => /pdf/i.test(new URL(url).pathname))).toBe(false);
    await page.getByRole('button', { name: 'Read this edition' }).click();
    const viewer = page.getByTestId('pdf-viewer');
    await viewer.waitFor();
    const today = english[6]!;
    expect(await page.getByTestId('pdf-page').textContent()).toBe(`Page 1 of ${today.pageCount}`);
    expect(await page.getByTestId('pdf-facts').textContent()).toBe(
      `${today.pageCount} pages · ${Math.round(today.fileSize / 1000)} kB`,
    );
    // Page 1 is drawn: fitted to the phone's width, with ink on it.
    const canvas = page.getByTestId('pdf-canvas');
    await expect
      .poll(() =>
        canvas.evaluate((element: HTMLCanvasElement) => {
          const { data } = element
            .getContext('2d')!
            .getImageData(0, 0, element.width, element.height);
          let dark = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i]! < 80) dark += 1;
          return dark;
        }),
      )
      .toBeGreaterThan(1000);
    const box = await canvas.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThan(300);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect
      .poll(() => page.getByTestId('pdf-page').textContent())
      .toBe(`Page 2 of ${today.pageCount}`);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect
      .poll(async () => (await canvas.boundingBox())!.width)
      .toBeGreaterThan(box!.width * 1.4);
    await page.getByRole('button', { name: 'Fit to width' }).click();
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBe(box!.width);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`newspaper-${today.date}.pdf`);
    expect(scripts.some((url) => /pdf\.worker/.test(url))).toBe(true);
    // pdf.js and its worker run under the site's Content-Security-Policy.
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offers Retry and Open in browser when the edition cannot be loaded', async () => {
    const { context, page } = await openHome({ signedIn: true });
    await page.route(/\/epapers\/.*\.pdf$/, (route) => route.abort());
    await page.getByRole('button', { name: 'Read this edition' }).click();
    await page.getByText('Failed to Load PDF').waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open in browser' }).isVisible()).toBe(true);
    await page.unroute(/\/epapers\/.*\.pdf$/);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('pdf-viewer').waitFor();
    await context.close();
  });
});
