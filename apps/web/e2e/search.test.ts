import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, holdScripts, launchBrowser, openSession } from './browser';

// Readers' search (docs/product/search.md) and what every page offers browsers and feed readers
// (docs/product/discovery.md).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TELUGU_STORY = 'హైదరాబాద్‌లో కుండపోత వర్షం';

async function readerIn(language: string, width = 1280) {
  const session = await openSession(browser, { width });
  await session.context.addCookies([{ name: 'vaarta_lang', value: language, url: baseUrl() }]);
  return session;
}

describe('searching from the header', () => {
  it('finds a Telugu story by three letters typed before the page has hydrated', async () => {
    const { context, page } = await readerIn('te');
    const release = await holdScripts(page);
    await page.goto(`${baseUrl()}/`);
    const box = page.getByTestId('header-search-input');
    await expect.poll(() => box.getAttribute('placeholder')).toBe('వార్తల్లో వెతకండి');
    await box.fill('ఖైర');
    await box.press('Enter');
    // The results page's scripts are held too: the address is enough to show the form was sent.
    await page.waitForURL(/\/te\/search\?q=/, { waitUntil: 'commit' });
    release();
    const results = page.getByTestId('search-results');
    await results.waitFor();
    await expect.poll(() => results.innerText()).toContain(TELUGU_STORY);
    expect(decodeURIComponent(new URL(page.url()).search)).toBe('?q=ఖైర');
    await context.close();
  });

  it('reaches the results page from the search link on a phone', async () => {
    const { context, page } = await readerIn('ur', 390);
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('header-search-link').click();
    await page.waitForURL(/\/ur\/search$/);
    const box = page.getByTestId('search-page-box-input');
    await box.fill('موس');
    await box.press('Enter');
    await page.waitForURL(/\/ur\/search\?q=/);
    await expect.poll(() => page.getByTestId('search-results').innerText()).toContain('موسلادھار');
    await context.close();
  });

  it('works with no script at all', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/hi/search`);
    await page.getByTestId('search-page-box-input').fill('मूसला');
    await page.getByTestId('search-page-box-input').press('Enter');
    await page.waitForURL(/\/hi\/search\?q=/);
    expect(await page.getByTestId('search-results').innerText()).toContain('मूसलाधार');
    await context.close();
  });
});

describe('the results page', () => {
  it('says clearly when nothing matches', async () => {
    const { context, page } = await readerIn('en');
    await page.goto(`${baseUrl()}/en/search?q=zzqqxxy`);
    // The query is isolated (U+2068…U+2069) so it keeps its direction in any sentence.
    const text = (await page.getByTestId('search-page').innerText()).replace(/[\u2068\u2069]/g, '');
    expect(text).toContain('No stories match “zzqqxxy”.');
    expect(text).toContain('Try fewer words, or the first few letters of a word.');
    await context.close();
  });

  it('asks for a second letter instead of searching one', async () => {
    const { context, page } = await readerIn('en');
    await page.goto(`${baseUrl()}/en/search?q=a`);
    expect(await page.getByRole('alert').innerText()).toBe('Type at least 2 letters to search.');
    await context.close();
  });

  it('pages and reorders the results', async () => {
    const { context, page } = await readerIn('te');
    await page.goto(`${baseUrl()}/te/search?q=${encodeURIComponent('హైదరాబాద్')}`);
    const count = await page.getByTestId('search-count').innerText();
    expect(count).toMatch(/వార్తలు దొరికాయి/);
    await page.getByRole('link', { name: 'బాగా సరిపోయేవి' }).click();
    await page.waitForURL(/sort=relevance/);
    await page.getByRole('link', { name: 'తదుపరి' }).click();
    await page.waitForURL(/page=2/);
    expect(await page.getByTestId('search-results').locator('li').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('is kept by no cache and indexed by no search engine', async () => {
    const url = `${baseUrl()}/te/search?q=${encodeURIComponent('వర్ష')}`;
    const first = await fetch(url);
    const second = await fetch(url);
    const html = await second.text();
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(second.headers.get('server-timing')).not.toContain('cache;desc=hit');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    const other = await (
      await fetch(`${baseUrl()}/te/search?q=${encodeURIComponent('ఖైర')}`)
    ).text();
    expect(other).toContain(TELUGU_STORY);
  });

  it('without a query is a page search engines may index, kept by no cache', async () => {
    const response = await fetch(`${baseUrl()}/te/search`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).not.toContain('name="robots"');
    // The path's language is the interface's, whatever the browser asks for.
    expect(html).toMatch(/<html lang="te" dir="ltr"/);
    const urdu = await fetch(`${baseUrl()}/ur/search?q=${encodeURIComponent('شاد')}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(await urdu.text()).toMatch(/<html lang="ur" dir="rtl"/);
  });

  it('shows the reader’s edition when it is in the search’s language, else the language', async () => {
    const languages = (
      (await (await fetch(`${baseUrl()}/api/news/languages`)).json()) as {
        result: { id: string; language_code: string; language_name: string }[];
      }
    ).result;
    const [telugu, urdu] = ['te', 'ur'].map((code) =>
      languages.find((language) => language.language_code === code)!,
    );
    const cookie = `vaarta_edition=${telugu!.id}..`;
    const label = async (path: string) => {
      const html = await (await fetch(`${baseUrl()}${path}`, { headers: { cookie } })).text();
      return html.match(/data-testid="location-long">([^<]*)</)?.[1];
    };
    expect(await label('/te/search')).toBe(telugu!.language_name);
    expect(await label('/ur/search')).toBe(urdu!.language_name);
  });

  it('answers 404 for a language that does not exist', async () => {
    expect((await fetch(`${baseUrl()}/xx/search?q=rain`)).status).toBe(404);
  });
});

describe('every page tells browsers and feed readers what it offers', () => {
  it('links its feeds and its language’s OpenSearch description', async () => {
    const html = await (
      await fetch(`${baseUrl()}/about`, { headers: { cookie: 'vaarta_lang=ur' } })
    ).text();
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Vaarta RSS" href="/ur/feed.xml"/>',
    );
    expect(html).toContain('href="/ur/feed.atom"');
    expect(html).toContain(
      '<link rel="search" type="application/opensearchdescription+xml" title="Vaarta" href="/ur/search/opensearch.xml"/>',
    );
    for (const path of ['/ur/feed.xml', '/ur/feed.atom', '/ur/search/opensearch.xml']) {
      expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(200);
    }
  });
});
