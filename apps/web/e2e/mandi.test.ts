import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openSession, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  return ((await response.json()) as { result: T }).result;
}

const select = (page: Page, name: string) => page.locator(`select[name="${name}"]`);
const selectedText = (page: Page, name: string) =>
  select(page, name).evaluate((element: HTMLSelectElement) =>
    element.selectedOptions[0]?.textContent?.trim(),
  );
const isDisabled = (page: Page, name: string) =>
  select(page, name).evaluate((element: HTMLSelectElement) => element.disabled);
const button = (page: Page) => page.getByRole('button', { name: 'Get Market Data' });

describe('the local mandi page (docs/product/mandi.md)', () => {
  it('is linked from the header menu, the mobile menu and the footer', async () => {
    const { context, page } = await openSession(browser);
    await page.goto(`${baseUrl()}/`);
    expect(
      await page
        .getByTestId('footer')
        .getByRole('link', { name: 'Mandi Prices' })
        .getAttribute('href'),
    ).toBe('/mandi');
    expect(await page.getByTestId('header-mandi').getAttribute('href')).toBe('/mandi');
    await context.close();

    const phone = await openSession(browser, { width: 390, height: 844 });
    await phone.page.goto(`${baseUrl()}/`);
    await waitForHydration(phone.page);
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('dialog').getByRole('link', { name: 'Mandi Prices' }).click();
    await phone.page.waitForURL(/\/mandi$/);
    await phone.page.getByRole('heading', { name: 'Local Mandi Prices' }).waitFor();
    await phone.context.close();
  });

  it("preselects the reader's state and district; the category waits for a choice", async () => {
    const html = await (await fetch(`${baseUrl()}/mandi`)).text();
    expect(html).toContain('Local Mandi Prices');
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/mandi`);
    await waitForHydration(page);
    expect(await selectedText(page, 'state')).toBe('Telangana');
    expect(await selectedText(page, 'district')).toBe('Hyderabad');
    expect(await selectedText(page, 'category')).toBe('Select Category');
    expect(await button(page).isDisabled()).toBe(true);
    expect(await page.getByText('Please select State, District, and Category').isVisible()).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('clears and disables the dropdowns that depend on a changed one', async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/mandi`);
    await waitForHydration(page);
    await select(page, 'category').selectOption({ label: '🥬 Vegetables' });
    await expect.poll(() => button(page).isEnabled()).toBe(true);

    // A new state clears district and category and loads its districts.
    await select(page, 'state').selectOption({ label: 'Andhra Pradesh' });
    await expect.poll(() => selectedText(page, 'category')).toBe('Select District first');
    expect(await isDisabled(page, 'category')).toBe(true);
    expect(await button(page).isDisabled()).toBe(true);
    await expect.poll(() => selectedText(page, 'district')).toBe('Select District');
    expect(await isDisabled(page, 'district')).toBe(false);
    const districts = await select(page, 'district').locator('option').allTextContents();
    expect(districts).toContain('Guntur');
    expect(districts).not.toContain('Hyderabad');

    await select(page, 'district').selectOption({ label: 'Guntur' });
    await expect.poll(() => isDisabled(page, 'category')).toBe(false);
    expect(await selectedText(page, 'category')).toBe('Select Category');
    await select(page, 'category').selectOption({ label: '🌶️ Spices' });
    await expect.poll(() => button(page).isEnabled()).toBe(true);
    await select(page, 'district').selectOption({ label: 'Kurnool' });
    await expect.poll(() => selectedText(page, 'category')).toBe('Select Category');

    // No state: the district waits for one.
    await select(page, 'state').selectOption({ value: '' });
    await expect.poll(() => selectedText(page, 'district')).toBe('Select State first');
    expect(await isDisabled(page, 'district')).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fetches the prices into a table in rupees, with real trends and history, 10 a page', async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/mandi`);
    await waitForHydration(page);
    await select(page, 'category').selectOption({ label: '🥬 Vegetables' });
    await button(page).click();
    await page.waitForURL(/category=/);
    const rows = page.getByTestId('mandi-row');
    await expect.poll(() => rows.count()).toBe(10);

    // The same prices the API gives, as a reader reads them.
    const search = new URL(page.url()).searchParams;
    const languages = await api<{ id: string; language_code: string }[]>('/news/languages');
    const english = languages.find((l) => l.language_code === 'en')!.id;
    const { items, pagination } = await api<{
      items: {
        name: string;
        avgPrice: number;
        trend: { direction: string; percent: number } | null;
      }[];
      pagination: { total: number };
    }>(
      `/local-mandi-categories/items?language_id=${english}&state_id=${search.get('state')}&district_id=${search.get('district')}&categoryId=${search.get('category')}`,
    );
    expect(pagination.total).toBe(16);
    const first = rows.first();
    const rupees = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    expect(await first.getByRole('rowheader').textContent()).toContain(items[0]!.name);
    expect(await first.getByTestId('modal-price').textContent()).toBe(
      rupees.format(items[0]!.avgPrice),
    );
    expect(await first.getByTestId('modal-price').textContent()).toMatch(
      /^₹\d{1,2}(,\d{2})*,\d{3}$|^₹\d{1,3}$/,
    );
    const chip = first.getByTestId('trend-chip');
    expect(await chip.getAttribute('data-direction')).toBe(items[0]!.trend!.direction);
    expect(await chip.textContent()).toContain(`${Math.abs(items[0]!.trend!.percent)}%`);
    // The last 30 recorded prices (docs/decisions/0136-price-trend-chart.md).
    expect(
      await first.getByTestId('price-sparkline').locator('polyline').getAttribute('points'),
    ).toMatch(/^([\d.]+,[\d.]+ ){29}[\d.]+,[\d.]+$/);
    expect(await page.getByText('Page 1 of 2').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => rows.count()).toBe(6);
    expect(await page.getByText('Page 2 of 2').isVisible()).toBe(true);

    // Changing a dropdown clears the prices shown.
    await select(page, 'category').selectOption({ label: '🍌 Fruits' });
    await expect.poll(() => page.getByTestId('mandi-results').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says No Data Found for a market without prices', async () => {
    const { context, page } = await openSession(browser);
    await page.goto(`${baseUrl()}/mandi`);
    await waitForHydration(page);
    await select(page, 'district').selectOption({ label: 'Adilabad' });
    await select(page, 'category').selectOption({ label: '🥬 Vegetables' });
    await button(page).click();
    await page.getByTestId('mandi-empty').waitFor();
    expect(await page.getByTestId('mandi-empty').textContent()).toBe('No Data Found');
    await context.close();
  });

  it('serves the prices in the first HTML, so the form works before the page is interactive', async () => {
    const { context, page } = await openSession(browser, { width: 390, height: 844 });
    await context.route(/\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl()}/mandi`);
    await select(page, 'category').selectOption({ label: '🥬 Vegetables' });
    await button(page).click();
    await page.waitForURL(/category=/);
    expect(await page.getByTestId('mandi-row').count()).toBe(10);
    // A state changed without its district is sorted out by the server.
    await select(page, 'state').selectOption({ label: 'Karnataka' });
    await button(page).click();
    await page.waitForURL(/state=/);
    expect(await selectedText(page, 'state')).toBe('Karnataka');
    expect(await selectedText(page, 'district')).toBe('Select District');
    expect(await page.getByTestId('mandi-results').count()).toBe(0);
    await context.close();
  });

  it('keeps a choice made while the page was becoming interactive', async () => {
    const { context, page, problems } = await openSession(browser);
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/mandi`, { waitUntil: 'domcontentloaded' });
    await select(page, 'category').selectOption({ label: '🥬 Vegetables' });
    release();
    await waitForHydration(page);
    await expect.poll(() => button(page).isEnabled()).toBe(true);
    expect(await selectedText(page, 'category')).toBe('🥬 Vegetables');
    await button(page).click();
    await page.waitForURL(/category=/);
    await expect.poll(() => page.getByTestId('mandi-row').count()).toBe(10);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('asks for a language when the edition has none', async () => {
    const { context, page } = await openSession(browser);
    const missing = '00000000-0000-4000-8000-000000000000';
    await context.addCookies([{ name: 'vaarta_edition', value: `${missing}..`, url: baseUrl() }]);
    await page.goto(`${baseUrl()}/mandi`);
    expect(
      await page
        .getByText('Please select a language in the header to see market prices.')
        .isVisible(),
    ).toBe(true);
    await context.close();
  });
});
