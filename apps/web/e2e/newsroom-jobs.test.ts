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

describe('the Background tasks desk', () => {
  for (const [locale, printing] of [
    ['en-IN', 'Printing the e-paper'],
    ['te-IN', 'ఈ-పేపర్ ముద్రణ'],
    ['ur-IN', 'ای پیپر کی چھپائی'],
  ] as const) {
    for (const width of [1280, 390]) {
      it(`lists each job with its last and next run (${locale}, ${width} px)`, async () => {
        const session = await openSession(browser, { width, locale });
        await signInBrowser(session.context, editor);
        await session.page.goto(`${baseUrl()}/newsroom/jobs`);
        await waitForHydration(session.page);
        const desk = session.page.getByTestId('jobs-desk');
        await desk.waitFor();
        await session.page.getByTestId('job').first().waitFor();
        const jobs = await session.page.getByTestId('job').allInnerTexts();
        expect(jobs.some((text) => text.includes(printing))).toBe(true);
        if (process.env.SCREENSHOTS_DIR) {
          await session.page.screenshot({
            path: `${process.env.SCREENSHOTS_DIR}/jobs-${locale}-${width}.png`,
            fullPage: true,
          });
        }
        expect(session.problems).toEqual([]);
        await session.context.close();
      });
    }
  }
});
