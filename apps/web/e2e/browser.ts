import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROME_FLAGS, chromePath } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and failed same-origin requests seen so far. */
  problems: string[];
}

/** A fresh browser profile (no cookies, no storage) with a page that records every error. */
export async function openSession(
  browser: Browser,
  options: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    locale?: string;
  } = {},
): Promise<Session> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-IN',
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return { context, page, problems };
}

export const cookieValue = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value;

/**
 * Resolves once React has taken over the server-rendered page (the client entry awaits its
 * dictionary first), so a click is handled rather than lost on inert HTML.
 */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('_reactListening')),
  );

/**
 * Scrolls an article's action bar into view and resolves once the reader's controls have replaced
 * the waiting bar (they load when the bar nears the screen, docs/product/engagement.md).
 */
export async function waitForActionBar(page: Page): Promise<void> {
  // In one step: the loaded bar replaces the waiting one, which a locator could find detached.
  await page.evaluate(() =>
    document.querySelector('[data-testid="action-bar"]')?.scrollIntoView({ block: 'center' }),
  );
  await page.locator('[data-testid="action-bar"][data-ready]').waitFor();
}
