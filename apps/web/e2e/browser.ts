import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { placeSlug } from '@vaarta/core/addresses';
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
    /** 'block' keeps the service worker out, so that `page.route` sees every request. */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<Session> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-IN',
    serviceWorkers: options.serviceWorkers ?? 'allow',
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
 * Holds the page's scripts back: the page stays as the server sent it, whatever the reader does,
 * until the returned function lets them go. The service worker's requests too: it keeps the
 * scripts for offline use, and would hand them to the page from its cache.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Whether React has taken over the server-rendered page. */
export const isHydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document).some((key) => key.startsWith('_reactListening')));

/**
 * Resolves once React has taken over the server-rendered page (the client entry awaits its
 * dictionary first), so a click is handled rather than lost on inert HTML. An article and the
 * home page hydrate on the reader's first interaction (docs/decisions/0095, 0096): a press of
 * Shift, which does nothing else, is that interaction.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('_reactListening')),
  );
}

/**
 * Opens `url` in a page that hydrates on the reader's first interaction (docs/decisions/0095,
 * 0096) and checks that it asks for none of the app's scripts and registers no service worker
 * until the reader scrolls, and that then it loads them and registers the worker (docs/decisions/
 * 0098). The page's own small scripts before hydration (`/scripts/`, 0183) are not the app's.
 */
export async function expectNoScriptUntilScroll(page: Page, url: string): Promise<void> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const before = new URL(request.url()).pathname.startsWith('/scripts/');
    if (request.resourceType() === 'script' && !before) scripts.push(request.url());
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
  expect(await isHydrated(page)).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toEqual([]);
  await page.mouse.wheel(0, 200);
  await page.waitForFunction(() =>
    Object.keys(document).some((key) => key.startsWith('_reactListening')),
  );
  expect(scripts.length).toBeGreaterThan(0);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

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

const apiResult = async <T>(path: string): Promise<T> =>
  ((await (await fetch(`${baseUrl()}/api${path}`)).json()) as { result: T }).result;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const drawn = new Set<string>();

/**
 * One category of one district in one language, drawn from some 46,000 that no test of this file
 * drew before (the test files share a server, so only the draw keeps them apart).
 */
async function drawPlace() {
  type Named = { id: string; english_name: string };
  const languages = await apiResult<{ id: string; language_code: string }[]>('/news/languages');
  for (;;) {
    const language = pick(languages);
    const query = `language_id=${language.id}`;
    const state = pick(await apiResult<Named[]>(`/news/states?${query}`));
    const district = pick(
      await apiResult<Named[]>(`/news/districts?${query}&state_id=${state.id}`),
    );
    const category = pick(await apiResult<{ slug: string }[]>(`/news/categories?${query}`));
    const key = `${language.id}.${state.id}.${district.id}.${category.slug}`;
    if (drawn.has(key)) continue;
    drawn.add(key);
    return { language, state, district, category };
  }
}

/** A public address no test has asked for in this run: a page the server renders afresh. */
export async function freshAddress(): Promise<string> {
  const { language, state, district, category } = await drawPlace();
  const place = `${placeSlug(state.english_name)}/${placeSlug(district.english_name)}`;
  return `/${language.language_code}/${place}/${category.slug}`;
}

/** An edition cookie no test has sent in this run: a variant of any other page, afresh. */
export async function freshEditionCookie(): Promise<string> {
  const { language, state, district } = await drawPlace();
  return `vaarta_edition=${language.id}.${state.id}.${district.id}`;
}
