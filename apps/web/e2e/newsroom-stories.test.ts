import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openSession, waitForHydration } from './browser';
import { signInBrowser, type Reader } from './readers';
import { repoRoot } from './server';
import { logInAs, staffWith } from './staff';

let browser: Browser;
let editor: Reader;
let reporter: Reader;
let reader: Reader;
let te = '';
let telangana = '';
let hyderabad = '';
/** The Telugu politics category: a section of the Telugu home page. */
let politics = '';

const api = async <T>(url: string): Promise<T> =>
  ((await (await fetch(`${baseUrl()}/api${url}`)).json()) as { result: T }).result;

beforeAll(async () => {
  browser = await launchBrowser();
  const languages = await api<{ id: string; language_code: string }[]>('/news/languages');
  te = languages.find((language) => language.language_code === 'te')!.id;
  const states = await api<{ id: string; english_name: string }[]>(
    `/news/states?language_id=${te}`,
  );
  telangana = states.find((state) => state.english_name === 'Telangana')!.id;
  const districts = await api<{ id: string; english_name: string }[]>(
    `/news/districts?language_id=${te}&state_id=${telangana}`,
  );
  hyderabad = districts.find((district) => district.english_name === 'Hyderabad')!.id;
  const categories = await api<{ id: string; slug: string }[]>(
    `/news/categories?language_id=${te}`,
  );
  politics = categories.find((category) => category.slug === 'politics')!.id;
  [editor, reporter, reader] = await Promise.all([
    staffWith('editor', { languageIds: [te] }),
    staffWith('reporter', { districtIds: [hyderabad] }),
    logInAs('reader'),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

/** A page of the newsroom as `who`, once the shell has asked the server who they are. */
async function openNewsroom(who: Reader | null, route: string, width = 1280) {
  const session = await openSession(browser, { width });
  if (who) await signInBrowser(session.context, who);
  await session.page.goto(`${baseUrl()}${route}`);
  await waitForHydration(session.page);
  return session;
}

/** Fills the new-story form with a Telugu political story of Hyderabad, and creates it. */
async function writeTeluguStory(page: Page, title: string) {
  await page.getByTestId('story-title').fill(title);
  await page.getByTestId('story-language').selectOption(te);
  const category = page.getByTestId('story-category');
  await category.locator(`option[value="${politics}"]`).waitFor({ state: 'attached' });
  await category.selectOption(politics);
  await page.getByTestId('story-state').selectOption(telangana);
  const district = page.getByTestId('story-district');
  await district.locator(`option[value="${hyderabad}"]`).waitFor({ state: 'attached' });
  await district.selectOption(hyderabad);
  await page.getByTestId('story-body').click();
  await page.keyboard.type('హైదరాబాద్‌లో ఈ రోజు ఉదయం కొత్త బస్సు సర్వీసులు ప్రారంభమయ్యాయి.');
  await page.getByTestId('save-story').click();
  await page.waitForURL(/\/newsroom\/stories\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}

/** The time `ms` from now as India's wall clock, to the second, for a datetime-local box. */
function indiaWallClock(ms: number): string {
  const at = new Date(Date.now() + ms + 5.5 * 3600_000);
  return at.toISOString().slice(0, 19);
}

const homeShows = async (page: Page, title: string) => {
  await page.goto(`${baseUrl()}/`);
  return (await page.content()).includes(title);
};

describe('the newsroom', () => {
  it('asks for a login without a session, and refuses a reader', async () => {
    const anonymous = await openNewsroom(null, '/newsroom');
    await anonymous.page.getByTestId('newsroom-login').waitFor();
    await anonymous.context.close();

    const { context, page } = await openNewsroom(reader, '/newsroom');
    await page.getByText('The newsroom is for reporters, editors and admins.').waitFor();
    expect(await page.getByTestId('desk-stories').count()).toBe(0);
    await context.close();
  });

  it('is never kept in the shared page cache', async () => {
    const response = await fetch(`${baseUrl()}/newsroom/stories`);
    expect(response.headers.get('cache-control')).toContain('no-store');
  });

  it('an editor writes a Telugu story with a photo, previews it, and schedules it for the Telugu home', async () => {
    const { context, page, problems } = await openNewsroom(editor, '/newsroom/stories/new');
    const title = `బస్సు సేవలు ${Date.now()}`;
    await writeTeluguStory(page, title);
    // A Telugu title keeps its own script in the address.
    expect(await page.getByTestId('story-address').textContent()).toContain('బస్సు-సేవలు');

    await page.getByTestId('photo-file').setInputFiles({
      name: 'bus.png',
      mimeType: 'image/png',
      buffer: await readFile(path.join(repoRoot, 'apps/web/public/icons/icon-192.png')),
    });
    await page.getByTestId('photo-caption').fill('కొత్త బస్సులు');
    await page.getByTestId('photo-alt').fill('డిపోలో నిలిచిన ఎర్ర బస్సులు');
    await page.getByTestId('upload-photo').click();
    // The server makes nine files of it (three widths, three formats): allow a busy machine.
    await page
      .locator('[data-testid="story-photo"], [data-testid="photos-error"]')
      .first()
      .waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('photos-error').count()).toBe(0);
    // The draft's photo is only for the newsroom's session, and it is drawn (decision 0102).
    const drawn = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;
    await expect
      .poll(() => page.getByTestId('story-photo').locator('img').evaluate(drawn))
      .toBe(true);

    await page.getByTestId('preview-story').click();
    const article = page.getByTestId('article');
    await article.waitFor();
    expect(await article.locator('h1').textContent()).toBe(title);
    const previewPhoto = article.locator('img[alt="డిపోలో నిలిచిన ఎర్ర బస్సులు"]');
    expect(await previewPhoto.count()).toBe(1);
    await expect.poll(() => previewPhoto.evaluate(drawn)).toBe(true);
    await page.getByRole('link', { name: 'Back to the editor' }).click();

    // The Telugu home, with its page cache warm, before the story's time.
    const readerSession = await openSession(browser);
    await readerSession.context.addCookies([
      { name: 'vaarta_edition', value: `${te}.${telangana}.${hyderabad}`, url: baseUrl() },
      { name: 'vaarta_lang', value: 'te', url: baseUrl() },
    ]);
    const lead = 12_000;
    await page.getByTestId('schedule-at').fill(indiaWallClock(lead));
    const scheduledAt = Date.now() + lead;
    await page.getByTestId('schedule-story').click();
    const error = page.getByTestId('publishing-error');
    await page
      .locator('[data-testid="scheduled-for"], [data-testid="publishing-error"]')
      .first()
      .waitFor();
    expect((await error.count()) ? await error.textContent() : '').toBe('');
    expect(await homeShows(readerSession.page, title)).toBe(false);

    // Read again and again (the page cache stays warm): at its time it is there without a
    // restart, and well before a stale page would have expired.
    await expect
      .poll(() => homeShows(readerSession.page, title), { timeout: lead + 20_000, interval: 500 })
      .toBe(true);
    expect(Date.now() - scheduledAt).toBeLessThan(8_000);
    expect(problems).toEqual([]);
    await readerSession.context.close();
    await context.close();
  });

  it("a reporter's draft is reviewed and published by an editor", async () => {
    const desk = await openNewsroom(reporter, '/newsroom/stories/new', 390);
    const title = `వీధి దీపాల మరమ్మతు ${Date.now()}`;
    const id = await writeTeluguStory(desk.page, title);
    // A reporter cannot publish or set the flags.
    await desk.page.getByTestId('publishing-panel').waitFor();
    expect(await desk.page.getByTestId('publish-story').count()).toBe(0);
    expect(await desk.page.getByTestId('story-isBreaking').isDisabled()).toBe(true);
    await desk.context.close();

    const { context, page } = await openNewsroom(editor, '/newsroom/stories?status=draft');
    // The story list's own search field, not the header's search box.
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(title);
    await page.getByTestId('apply-filters').click();
    await page.getByTestId('story-row').filter({ hasText: title }).click();
    await page.waitForURL(new RegExp(`/newsroom/stories/${id}$`));
    await page.getByTestId('publish-story').click();
    await page.locator('[data-testid="story-status"][data-status="published"]').first().waitFor();

    const published = await fetch(`${baseUrl()}/api/news/${id}`);
    expect(published.status).toBe(200);
    await context.close();
  });
});
