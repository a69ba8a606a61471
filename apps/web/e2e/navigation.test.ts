import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, holdScripts, launchBrowser, openSession, waitForHydration } from './browser';
import { emptyCategoryNews, repeatCategoryNews } from './stubs';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('desktop category bar (docs/product/reading.md, "Category bar")', () => {
  it('hovering a category opens a panel of 320 px cards with arrows that scroll 320 px', async () => {
    const { context, page, problems } = await openSession(browser, { width: 900 });
    // More stories than a panel shows.
    await repeatCategoryNews(page, 12);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const bar = page.getByTestId('category-bar');
    expect(await bar.getByRole('link', { name: 'Home' }).count()).toBe(1);
    await page.getByTestId('category-politics').hover();
    const panel = page.getByTestId('category-panel');
    await panel.waitFor();
    const cards = panel.getByTestId('panel-cards');
    await cards.waitFor();
    const count = await cards.locator(':scope > li').count();
    // At most 10 cards, even when more news exists.
    expect(count).toBe(10);
    const width = await cards
      .locator(':scope > li')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(320);
    expect(await panel.getByTestId('panel-back').isDisabled()).toBe(true);
    await panel.getByTestId('panel-forward').click();
    await expect.poll(() => cards.evaluate((el) => el.scrollLeft)).toBe(320);
    await expect.poll(() => panel.getByTestId('panel-back').isDisabled()).toBe(false);
    // Leaving the bar closes the panel.
    await page.mouse.move(450, 850);
    await panel.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the panel shows loading, then an empty state when the category has no news', async () => {
    const { context, page, problems } = await openSession(browser, { width: 1280 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await emptyCategoryNews(page, held);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await page.getByTestId('category-sports').hover();
    const panel = page.getByTestId('category-panel');
    await expect.poll(() => panel.getByRole('status').textContent()).toBe('Loading news...');
    release();
    await expect
      .poll(() => panel.getByTestId('panel-empty').textContent())
      .toBe('No news available');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('mobile (390 px)', () => {
  it('shows the short edition, hides the bar and opens the menu with progress and categories', async () => {
    const { context, page, problems } = await openSession(browser, { width: 390, height: 844 });
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('location-short').textContent()).toBe('En · Te · Hy');
    expect(await page.getByTestId('category-bar').isVisible()).toBe(false);
    expect(await page.getByTestId('login-button').isVisible()).toBe(false);
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    expect(await menu.getByTestId('menu-progress').textContent()).toBe('100% complete');
    expect(await menu.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/#login');
    expect(await menu.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/#signup');
    expect(await menu.getByTestId('menu-categories').getByRole('button').count()).toBeGreaterThan(
      5,
    );
    // No horizontal overflow at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await menu.getByTestId('menu-change-selection').click();
    await menu.waitFor({ state: 'hidden' });
    await page.getByTestId('location-wizard').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a menu category opens its newest news item', async () => {
    const { context, page, problems } = await openSession(browser, { width: 390, height: 844 });
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-categories').getByRole('button', { name: 'Politics' }).click();
    await expect
      .poll(() => page.evaluate(() => location.pathname))
      .toMatch(/^\/en\/news\/.+-[0-9a-f]{12}$/);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('header controls tapped before the page has hydrated', () => {
  it('the menu and the theme do what was tapped once the scripts have loaded', async () => {
    const { context, page, problems } = await openSession(browser, { width: 390 });
    const release = await holdScripts(page);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'domcontentloaded' });
    const dark = () => page.evaluate(() => document.documentElement.dataset.theme === 'dark');
    expect(await dark()).toBe(false);
    await page.getByTestId('theme-toggle').click();
    await page.getByTestId('menu-button').click();
    release();
    await waitForHydration(page);
    await expect.poll(dark).toBe(true);
    await page.getByRole('dialog').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
