import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, cookieValue, launchBrowser, openSession, waitForHydration } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('selection defaults, persistence and reset (docs/product/reading.md, "Defaults")', () => {
  it('a first visit reads English, Telangana, Hyderabad, rendered by the server and saved', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('English · Telangana · Hyderabad');
    expect(html).toMatch(/<html lang="en" dir="ltr"/);

    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByTestId('location-long').textContent())
      .toBe('English · Telangana · Hyderabad');
    await expect
      .poll(() => cookieValue(context, 'vaarta_edition'))
      .toMatch(/^[\w-]{36}\.[\w-]{36}\.[\w-]{36}$/);
    const session = await page.evaluate(() => ({
      language: JSON.parse(sessionStorage.getItem('selectedLanguage') ?? 'null'),
      state: JSON.parse(sessionStorage.getItem('selectedState') ?? 'null'),
      district: JSON.parse(sessionStorage.getItem('selectedDistrict') ?? 'null'),
    }));
    expect(session.language.code).toBe('en');
    expect(session.state.name).toBe('Telangana');
    expect(session.district.name).toBe('Hyderabad');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the wizard walks language, state and district, and the choice survives a reload', async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await page.getByTestId('location-button').click();
    const wizard = page.getByTestId('location-wizard');
    await wizard.waitFor();
    // A complete selection opens at step 1; every tab is enabled.
    await expect
      .poll(() => wizard.getByRole('tab', { selected: true }).textContent())
      .toContain('Language');

    // Search matches codes and native names; nothing matching shows 'none found'.
    await page.getByTestId('wizard-search').fill('zzzz');
    await expect
      .poll(() => wizard.getByTestId('none-found').textContent())
      .toBe('No languages found');
    await page.getByTestId('wizard-search').fill('TE');
    await wizard.getByRole('button', { name: /తెలుగు/ }).click();

    // 300 ms later the state step opens, already in Telugu.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('te');
    await expect
      .poll(() => wizard.getByRole('tab', { selected: true }).textContent())
      .toContain('రాష్ట్రం');
    const stateSearch = page.getByTestId('wizard-search');
    expect(await stateSearch.inputValue()).toBe('');
    await stateSearch.fill('telan');
    await expect.poll(() => wizard.getByTestId('state-list').getByRole('button').count()).toBe(1);
    await stateSearch.fill('తెలం');
    await wizard.getByTestId('state-list').getByRole('button').first().click();

    await expect
      .poll(() => wizard.getByRole('tab', { selected: true }).textContent())
      .toContain('జిల్లా');
    const save = page.getByTestId('wizard-save');
    expect(await save.isDisabled()).toBe(true);
    await page.getByTestId('wizard-search').fill('hyderabad');
    await wizard.getByTestId('district-list').getByRole('button').first().click();
    expect(await save.isDisabled()).toBe(false);
    await save.click();
    await wizard.waitFor({ state: 'hidden' });
    // The chosen edition has its own address (docs/decisions/0110).
    await expect.poll(() => new URL(page.url()).pathname).toBe('/te/telangana/hyderabad');
    await expect
      .poll(() => page.getByTestId('location-long').textContent())
      .toBe('తెలుగు · తెలంగాణ · హైదరాబాద్');

    await page.reload();
    await expect
      .poll(() => page.getByTestId('location-long').textContent())
      .toBe('తెలుగు · తెలంగాణ · హైదరాబాద్');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('te');
    // The returning reader's `/` leads to the address of the edition they chose.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const returning = await fetch(`${baseUrl()}/`, { headers: { cookie } });
    expect(new URL(returning.url).pathname).toBe('/te/telangana/hyderabad');
    const html = await returning.text();
    expect(html).toContain('తెలుగు · తెలంగాణ · హైదరాబాద్');
    expect(html).toMatch(/<html lang="te" dir="ltr"/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the header's wizard and language switch move between addresses", async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/te/andhra-pradesh/guntur`);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByTestId('location-long').textContent())
      .toBe('తెలుగు · ఆంధ్రప్రదేశ్ · గుంటూరు');

    // The same edition in Urdu: its address, its language and direction.
    await page.getByTestId('language-switch').locator('summary').click();
    await page.getByTestId('language-switch').getByRole('link', { name: 'اردو' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ur/andhra-pradesh/guntur');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ur');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // Another district through the header's wizard.
    await page.getByTestId('location-button').click();
    const wizard = page.getByTestId('location-wizard');
    await wizard.waitFor();
    await wizard.getByRole('tab').nth(2).click();
    await page.getByTestId('wizard-search').fill('krishna');
    await wizard.getByTestId('district-list').getByRole('button').first().click();
    await page.getByTestId('wizard-save').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ur/andhra-pradesh/krishna');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens at the first missing step', async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await page.getByTestId('location-button').click();
    const wizard = page.getByTestId('location-wizard');
    await wizard.getByRole('button', { name: /हिन्दी/ }).click();
    await expect
      .poll(() => wizard.getByRole('tab', { selected: true }).textContent())
      .toContain('राज्य');
    await page.keyboard.press('Escape');
    await wizard.waitFor({ state: 'hidden' });
    // Only the language is chosen: the short form shows its first 3 letters and '...'.
    await page.setViewportSize({ width: 390, height: 800 });
    const firstThree = Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment('हिन्दी'),
      (g) => g.segment,
    )
      .slice(0, 3)
      .join('');
    await expect
      .poll(() => page.getByTestId('location-short').textContent())
      .toBe(`${firstThree}...`);
    await page.getByTestId('location-button').click();
    await expect
      .poll(() => wizard.getByRole('tab', { selected: true }).textContent())
      .toContain('राज्य');
    // The district tab stays disabled until a state is chosen.
    expect(await wizard.getByRole('tab').nth(2).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the logo resets to the defaults and English', async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/about`);
    await waitForHydration(page);
    await page.getByTestId('location-button').click();
    await page.getByTestId('location-wizard').getByRole('button', { name: /اردو/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.keyboard.press('Escape');
    await page.getByTestId('logo').click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect
      .poll(() => page.getByTestId('location-long').textContent())
      .toBe('English · Telangana · Hyderabad');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(problems).toEqual([]);
    await context.close();
  });
});
