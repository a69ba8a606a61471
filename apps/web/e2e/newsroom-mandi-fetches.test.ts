import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// The test server runs without MANDI_API_KEY: the desk says nothing is fetched, and why.
describe('the mandi desk’s daily fetch', () => {
  for (const [locale, title, noKey] of [
    ['en-IN', 'Daily fetch from the open-data portal', 'No API key for the open-data portal'],
    ['te-IN', 'ఓపెన్-డేటా పోర్టల్ నుంచి రోజువారీ దిగుమతి', 'API కీ (MANDI_API_KEY) సెట్ చేయలేదు'],
    ['ur-IN', 'اوپن ڈیٹا پورٹل سے روزانہ درآمد', 'API کلید (MANDI_API_KEY) مقرر نہیں ہے'],
  ] as const) {
    for (const width of [1280, 390]) {
      it(`says no key is configured and lists no runs (${locale}, ${width} px)`, async () => {
        const session = await openSession(browser, { width, locale });
        await signInBrowser(session.context, editor);
        await session.page.goto(`${baseUrl()}/newsroom/mandi`);
        await waitForHydration(session.page);
        const section = session.page.getByTestId('daily-fetches');
        await section.getByTestId('daily-fetches-no-key').waitFor();
        expect(await section.getByRole('heading').textContent()).toBe(title);
        expect(await section.getByTestId('daily-fetches-no-key').textContent()).toContain(noKey);
        expect(await section.getByTestId('daily-fetch').count()).toBe(0);
        expect(await section.getByTestId('daily-fetches-none').count()).toBe(0);
        // The section fits the screen: nothing sticks out sideways on a phone.
        const overflow = await section.evaluate(
          (element) => element.scrollWidth - element.clientWidth,
        );
        expect(overflow).toBe(0);
        if (process.env.SCREENSHOTS_DIR) {
          await session.page.screenshot({
            path: `${process.env.SCREENSHOTS_DIR}/mandi-fetches-${locale}-${width}.png`,
            fullPage: true,
          });
        }
        expect(session.problems).toEqual([]);
        await session.context.close();
      });
    }
  }
});
