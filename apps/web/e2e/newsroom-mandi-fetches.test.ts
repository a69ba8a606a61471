import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FetchRun } from '@vaarta/core/entities/mandi-catalogue';
import { baseUrl, launchBrowser, openSession, waitForHydration } from './browser';
import { signInBrowser, type Reader } from './readers';
import { logInAs } from './staff';

let browser: Browser;
let editor: Reader;

beforeAll(async () => {
  browser = await launchBrowser();
  editor = await logInAs('editor');
});
afterAll(async () => {
  await browser?.close();
});

const LOOKS = [
  ['en-IN', 'Daily fetch from the open-data portal', 'No API key for the open-data portal'],
  ['te-IN', 'ఓపెన్-డేటా పోర్టల్ నుంచి రోజువారీ దిగుమతి', 'API కీ (MANDI_API_KEY) సెట్ చేయలేదు'],
  ['ur-IN', 'اوپن ڈیٹا پورٹل سے روزانہ درآمد', 'API کلید (MANDI_API_KEY) مقرر نہیں ہے'],
] as const;

/** The mandi desk opened by the editor; `prepare` runs before the page is asked for. */
async function openMandiDesk(
  width: number,
  locale: string,
  prepare?: (page: Page) => Promise<unknown>,
) {
  const session = await openSession(browser, { width, locale });
  await signInBrowser(session.context, editor);
  await prepare?.(session.page);
  await session.page.goto(`${baseUrl()}/newsroom/mandi`);
  await waitForHydration(session.page);
  return { ...session, section: session.page.getByTestId('daily-fetches') };
}

/** The section in the window, as an editor scrolled to it sees it. */
async function lookAt(page: Page, name: string) {
  if (!process.env.SCREENSHOTS_DIR) return;
  await page.getByTestId('daily-fetches').evaluate((element) => element.scrollIntoView());
  await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png` });
}

// The test server runs without MANDI_API_KEY: the desk says nothing is fetched, and why.
describe('the mandi desk’s daily fetch', () => {
  for (const [locale, title, noKey] of LOOKS) {
    for (const width of [1280, 390]) {
      it(`says no key is configured and lists no runs (${locale}, ${width} px)`, async () => {
        const { context, page, problems, section } = await openMandiDesk(width, locale);
        await section.getByTestId('daily-fetches-no-key').waitFor();
        expect(await section.getByRole('heading').textContent()).toBe(title);
        expect(await section.getByTestId('daily-fetches-no-key').textContent()).toContain(noKey);
        expect(await section.getByTestId('daily-fetch').count()).toBe(0);
        expect(await section.getByTestId('daily-fetches-none').count()).toBe(0);
        // Nothing sticks out sideways on a phone.
        expect(await section.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(
          0,
        );
        await lookAt(page, `mandi-fetches-none-${locale}-${width}`);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }

  // How the runs are laid out: the server's answer with two runs put in its list.
  const runs: FetchRun[] = [
    {
      id: '11111111-1111-4111-8111-111111111111',
      priceDate: '2026-11-27',
      startedAt: '2026-11-27T01:00:00.000Z',
      finishedAt: '2026-11-27T01:12:00.000Z',
      records: 123_456,
      imported: 100_000,
      updated: 20_000,
      unchanged: 3000,
      rejected: 456,
      failedPages: [],
      error: null,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      priceDate: '2026-11-26',
      startedAt: '2026-11-26T01:00:00.000Z',
      finishedAt: '2026-11-26T01:00:02.000Z',
      records: 0,
      imported: 0,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      failedPages: [0],
      error: 'the API answered 403, check MANDI_API_KEY (Telangana)',
    },
  ];
  for (const [locale] of LOOKS) {
    for (const width of [1280, 390]) {
      it(`lays out the runs and an error (${locale}, ${width} px)`, async () => {
        const { context, page, problems, section } = await openMandiDesk(width, locale, (page) =>
          page.route('**/api/newsroom/mandi/fetches', async (route) => {
            const answer = await route.fetch();
            const json = await answer.json();
            json.result = { configured: true, items: runs };
            await route.fulfill({ response: answer, json });
          }),
        );
        await section.getByTestId('daily-fetch').first().waitFor();
        expect(await section.getByTestId('daily-fetch').count()).toBe(2);
        expect(await section.getByTestId('daily-fetch-error').textContent()).toContain(
          runs[1]!.error,
        );
        expect(await section.getByTestId('daily-fetches-no-key').count()).toBe(0);
        expect(await section.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(
          0,
        );
        await lookAt(page, `mandi-fetches-runs-${locale}-${width}`);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
