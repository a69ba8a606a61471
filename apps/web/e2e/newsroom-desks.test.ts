import PDFDocument from 'pdfkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDate } from '@vaarta/core/india-time';
import { baseUrl, launchBrowser, openSession, waitForActionBar, waitForHydration } from './browser';
import { signInBrowser, signUpReader, type Reader } from './readers';
import { callApi, logInAs, staffWith } from './staff';

interface Language {
  id: string;
  language_code: string;
}
interface Item {
  id: string;
  title: string;
}

let browser: Browser;
let languages: Language[];
let editor: Reader;
/** An English article no other test file comments on or reports (the oldest of the list). */
let article: Item;

const languageId = (code: string) => languages.find((l) => l.language_code === code)!.id;

beforeAll(async () => {
  browser = await launchBrowser();
  languages = (await callApi('GET', '/news/languages', null)) as Language[];
  editor = await staffWith('editor', { languageIds: [languageId('en'), languageId('kn')] });
  const { items } = (await callApi(
    'GET',
    `/news/filter-advanced?language_id=${languageId('en')}&limit=40`,
    null,
  )) as { items: Item[] };
  article = items.at(-1)!;
});
afterAll(async () => {
  await browser?.close();
});

/** A desk opened by a signed-in member of staff, once the page has hydrated. */
async function openDesk(staff: Reader, desk: string) {
  const session = await openSession(browser, { width: 1280 });
  await signInBrowser(session.context, staff);
  await session.page.goto(`${baseUrl()}/newsroom/${desk}`);
  await waitForHydration(session.page);
  await session.page.getByTestId(`${desk}-desk`).waitFor();
  return session;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** The page's problems but the browser's note of a refusal the test asked for. */
const unexpected = (problems: string[], status: number) =>
  problems.filter((problem) => !problem.includes(`responded with a status of ${status}`));

describe('the desks’ pages', () => {
  it('are one person’s: never kept by the shared page cache or a browser', async () => {
    for (const desk of ['moderation', 'epaper', 'mandi', 'feeds', 'people', 'audit']) {
      const response = await fetch(`${baseUrl()}/newsroom/${desk}`);
      expect(response.status, desk).toBe(200);
      expect(response.headers.get('cache-control'), desk).toBe('private, no-store');
    }
  });

  it('take their styles from the whole stylesheet, not from the readers’ part (docs/decisions/0146)', async () => {
    const { context, page, problems } = await openDesk(editor, 'moderation');
    // The desk's lists have loaded: nothing changes on the page between the two looks below.
    await page.waitForLoadState('networkidle');
    await page.locator('.animate-spin').first().waitFor({ state: 'detached' });
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
        (link) => link.sheet!.cssRules.length,
      ),
    );
    // The readers' sheet comes first and is smaller: the newsroom's own rules are left out.
    expect(sheets).toHaveLength(2);
    expect(sheets[0]).toBeGreaterThan(0);
    expect(sheets[1]).toBeGreaterThan(sheets[0]!);
    // Every element and its ::before and ::after have the same styles without the readers' sheet.
    // (Sizes and places resolved by the layout are left out: taking a sheet away and its fonts
    // with it lays the text out again, in a fallback font for a moment.)
    const styles = () =>
      page.evaluate(() => {
        const layout =
          /^(width|height|inline-size|block-size|top|right|bottom|left|inset-.*|.*-origin|grid-template-.*)$/;
        return [...document.querySelectorAll('body *')].flatMap((element, index) =>
          [null, '::before', '::after'].flatMap((pseudo) => {
            const style = getComputedStyle(element, pseudo);
            return [...style]
              .filter((name) => !layout.test(name))
              .map((name) => `${index}${pseudo ?? ''} ${name}: ${style.getPropertyValue(name)}`);
          }),
        );
      });
    const withBoth = await styles();
    await page.evaluate(() => {
      document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.sheet!.disabled = true;
    });
    const wholeOnly = new Set(await styles());
    expect(withBoth.filter((style) => !wholeOnly.has(style))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the moderation desk', () => {
  it('approves a held comment, which another reader then sees', async () => {
    const author = await signUpReader('Meena', 'Iyer');
    const text = `Full figures at www.example.in/${Date.now()}`;
    await callApi('POST', `/news/${article.id}/comments`, author.token, {
      content: text,
      newsId: article.id,
    });

    const { context, page, problems } = await openDesk(editor, 'moderation');
    const held = page.getByTestId('held-comment').filter({ hasText: text });
    expect(await held.textContent()).toContain(article.title);
    expect(await held.textContent()).toContain('Meena Iyer');
    await held.getByTestId('comment-approve').click();
    await toast(page, 'Comment approved: every reader can see it now.').waitFor();
    await held.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();

    const other = await openSession(browser);
    await signInBrowser(other.context, await signUpReader('Arjun', 'Das'));
    await other.page.goto(`${baseUrl()}/news/${article.id}`);
    await waitForHydration(other.page);
    await waitForActionBar(other.page);
    await other.page.getByTestId('comments-toggle').click();
    const comment = other.page.getByTestId('comment').filter({ hasText: text });
    await comment.waitFor();
    expect(await comment.getByTestId('comment-pending').count()).toBe(0);
    await other.context.close();
  });

  it('shows an article’s reports by reason, asks a note to unpublish, and dismisses them', async () => {
    for (const reason of ['spam', 'spam', 'misleading_information']) {
      const response = await fetch(`${baseUrl()}/api/news/${article.id}/report`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason, description: reason === 'spam' ? '' : 'Wrong rainfall' }),
      });
      expect(response.ok).toBe(true);
    }

    const { context, page, problems } = await openDesk(editor, 'moderation');
    const reported = page.getByTestId('reported-article').filter({ hasText: article.title });
    await reported.waitFor();
    expect(await reported.getByTestId('report-reason').allTextContents()).toEqual([
      'Spam 2',
      'Misleading information 1',
    ]);
    expect(await reported.textContent()).toContain('Wrong rainfall');
    // Taking it down needs a note: said before anything is sent, the article stays listed.
    await reported.getByTestId('report-unpublish').click();
    expect(await reported.getByRole('alert').textContent()).toBe(
      'Please write a note saying why the article is taken down.',
    );
    await reported.getByTestId('report-note').fill('Checked with the district office');
    await reported.getByTestId('report-dismiss').click();
    await toast(page, 'Reports dismissed; the article stays published.').waitFor();
    await reported.waitFor({ state: 'detached' });
    const open = (await callApi('GET', '/newsroom/moderation/reports', editor.token)) as {
      items: { newsId: string }[];
    };
    expect(open.items.map((item) => item.newsId)).not.toContain(article.id);
    expect(problems).toEqual([]);
    await context.close();
  });
});

function pdf(pages: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let page = 1; page <= pages; page++) {
      if (page > 1) doc.addPage();
      doc.fontSize(40).text(`Vaarta Kannada — page ${page}`, 60, 80);
    }
    doc.end();
  });
}

/** Today's edition of a language, once the server's first start has printed it. */
async function printedToday(code: string): Promise<{ id: string }> {
  const today = indiaDate(new Date());
  const deadline = Date.now() + 240_000;
  for (;;) {
    const { items } = (await callApi(
      'GET',
      `/newsroom/epapers?languageId=${languageId(code)}`,
      editor.token,
    )) as { items: { id: string; date: string }[] };
    const edition = items.find((item) => item.date === today);
    if (edition || Date.now() > deadline) return edition!;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

describe('the e-paper desk', () => {
  it('withdraws today’s edition and uploads a PDF in its place, which the home page shows', async () => {
    const printed = await printedToday('kn');
    const { context, page, problems } = await openDesk(editor, 'epaper');
    const today = indiaDate(new Date());
    await page.getByTestId('edition-language').selectOption(languageId('kn'));
    expect(await page.getByTestId('edition-date').inputValue()).toBe(today);
    const file = { name: 'kannada.pdf', mimeType: 'application/pdf', buffer: await pdf(3) };
    await page.getByTestId('edition-file').setInputFiles(file);

    // The day has its printed edition: the server's refusal is shown, the chosen file kept.
    await page.getByTestId('edition-upload').click();
    await expect
      .poll(() => page.getByTestId('new-edition-message').textContent())
      .toBe(
        'There is already an edition of this language and day. Replace it or withdraw it first.',
      );
    expect(await page.getByTestId('chosen-file').textContent()).toContain('kannada.pdf');

    const day = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());
    const old = page.getByTestId('desk-edition').filter({ hasText: `ಕನ್ನಡ · ${day}` });
    await old.getByTestId('edition-withdraw').click();
    await old.getByTestId('edition-withdraw-confirm').click();
    await toast(page, 'Edition withdrawn.').waitFor();
    await page.getByTestId('edition-upload').click();
    await toast(page, 'Edition uploaded.').waitFor();
    await expect
      .poll(() => old.getByTestId('desk-edition-facts').textContent())
      .toContain('3 pages');
    const { items } = (await callApi(
      'GET',
      `/newsroom/epapers?languageId=${languageId('kn')}`,
      editor.token,
    )) as { items: { id: string; date: string; pageCount: number; thumbnail: string }[] };
    const uploaded = items.find((item) => item.date === today)!;
    expect(uploaded.id).not.toBe(printed.id);
    expect(uploaded.pageCount).toBe(3);
    expect(unexpected(problems, 409)).toEqual([]);
    await context.close();

    // A reader of the Kannada edition sees the new PDF's front page and its 3 pages.
    const reader = await openSession(browser);
    await signInBrowser(reader.context, editor);
    const states = (await callApi('GET', `/news/states?language_id=${languageId('kn')}`, null)) as {
      id: string;
    }[];
    const districts = (await callApi(
      'GET',
      `/news/districts?language_id=${languageId('kn')}&state_id=${states[0]!.id}`,
      null,
    )) as { id: string }[];
    await reader.context.addCookies([
      {
        name: 'vaarta_edition',
        value: `${languageId('kn')}.${states[0]!.id}.${districts[0]!.id}`,
        url: baseUrl(),
      },
    ]);
    await reader.page.goto(`${baseUrl()}/`);
    await waitForHydration(reader.page);
    await reader.page.getByTestId('epaper-section').scrollIntoViewIfNeeded();
    const facts = reader.page.getByTestId('epaper-facts');
    await facts.waitFor();
    // The edition's address speaks its own language (docs/decisions/0111): Kannada's "3 pages".
    await reader.page.waitForURL(/\/kn\//);
    expect(await facts.textContent()).toContain('3 ಪುಟಗಳು');
    const covers = await reader.page
      .getByTestId('epaper-dates')
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(covers).toContain(uploaded.thumbnail);
    await reader.context.close();
  }, 300_000);
});

describe('the mandi desk', () => {
  it('imports a price file and tells what became of its rows, with the reasons for rejects', async () => {
    // A market and a day of its own, so the readers' prices other tests look at stay as seeded.
    const csv = [
      'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min_x0020_Price,Max_x0020_Price,Modal_x0020_Price',
      'Karnataka,Bengaluru Urban,Desk Test Yard,Tomato,Local,FAQ,10/03/2025,1200,2000,1600',
      'Karnataka,Bengaluru Urban,Desk Test Yard,Onion,Other,FAQ,10/03/2025,1800,2600,2200',
      'Karnataka,Bengaluru Urban,Desk Test Yard,Dragon Fruit,Other,FAQ,10/03/2025,1800,2600,2200',
      'Karnataka,Bengaluru Urban,Desk Test Yard,Onion,Local,FAQ,10/03/2025,,2600,2200',
      'Karnataka,Desk Test Nowhere,Desk Test Yard,Onion,Local,FAQ,10/03/2025,1800,2600,2200',
    ].join('\n');
    const { context, page, problems } = await openDesk(editor, 'mandi');
    await page
      .getByTestId('price-file')
      .setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('price-import-submit').click();
    const outcome = page.getByTestId('price-import-outcome');
    await outcome.waitFor();
    const count = async (name: string) =>
      Number(await outcome.getByTestId(`price-import-${name}`).textContent());
    // A commodity the catalogue does not know is added, not rejected (docs/decisions/0130);
    // a row without a price or with a district that cannot be placed still is.
    expect(await count('rows')).toBe(5);
    expect(await count('imported')).toBe(3);
    expect(await count('rejected')).toBe(2);
    const reasons = (await outcome.getByTestId('price-import-reason').allTextContents()).join('\n');
    expect(reasons).toContain('min_price is missing');
    expect(reasons).toContain('district not found in Karnataka: Desk Test Nowhere');
    expect(reasons).not.toContain('Dragon Fruit');
    // The added commodity waits on the desk to be named in every language.
    await page
      .getByTestId('new-commodities')
      .getByTestId('new-commodity')
      .filter({ hasText: 'Dragon Fruit' })
      .waitFor();

    // The imported day's rows can be corrected by hand.
    await page.getByTestId('price-day').fill('2025-03-10');
    const row = page.getByTestId('price-row').filter({ hasText: 'Desk Test Yard' }).first();
    await row.getByTestId('price-correct').click();
    const max = Number(await row.getByTestId('price-maxPrice').inputValue());
    await row.getByTestId('price-modalPrice').fill(String(max));
    await row.getByTestId('price-save').click();
    await toast(page, 'Price corrected.').waitFor();
    await expect
      .poll(() => row.getByTestId('price-values').textContent())
      .toContain(`Modal ₹${max.toLocaleString('en-IN')}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the people desk', () => {
  it('lets an Admin make a reader an editor, and refuses their own role in the server’s words', async () => {
    const admin = await logInAs('admin');
    const reader = await signUpReader('Farhan', 'Siddiqui');
    const { context, page, problems } = await openDesk(admin, 'people');
    const find = async (email: string) => {
      await page.getByTestId('people-search').fill(email);
      await page.getByTestId('people-find').click();
      const person = page.getByTestId('person').filter({ hasText: email });
      await person.waitFor();
      return person;
    };

    const person = await find(reader.user.email);
    expect(await person.getByTestId('person-role').textContent()).toContain('Reader');
    await person.getByTestId('person-manage').click();
    await person.getByTestId('person-role-select').selectOption('editor');
    await person.getByTestId('person-role-save').click();
    await toast(page, 'Role changed.').waitFor();
    await expect.poll(() => person.getByTestId('person-role').textContent()).toContain('Editor');
    const saved = (await callApi('GET', `/newsroom/users/${reader.user.id}`, admin.token)) as {
      roleType: string;
    };
    expect(saved.roleType).toBe('editor');

    const self = await find(admin.user.email);
    await self.getByTestId('person-manage').click();
    await self.getByTestId('person-role-select').selectOption('reader');
    await self.getByTestId('person-role-save').click();
    await expect
      .poll(() => self.getByTestId('person-message').textContent())
      .toBe('You cannot change your own role, assignments or account. Ask another Admin.');
    expect(unexpected(problems, 403)).toEqual([]);
    await context.close();
  });
});

describe('the desk bar on a phone', () => {
  it('shows the open desk, at the far end of an Urdu row too', async () => {
    const { context, page, problems } = await openSession(browser, { width: 390 });
    await signInBrowser(context, await logInAs('admin'));
    await page.goto(`${baseUrl()}/newsroom/audit?lng=ur`);
    await waitForHydration(page);
    await page.getByTestId('audit-desk').waitFor();
    const shown = () =>
      page.getByTestId('desk-audit').evaluate((link) => {
        const bar = link.closest('nav')!.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        // Within a pixel: the row's last link may end a fraction past the bar's edge.
        return box.left >= bar.left - 1 && box.right <= bar.right + 1;
      });
    await expect.poll(shown).toBe(true);
    await page.getByTestId('desk-stories').click();
    await page.getByTestId('desk-audit').click();
    await expect.poll(shown).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
