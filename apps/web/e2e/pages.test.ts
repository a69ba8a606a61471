import { createHash, randomUUID } from 'node:crypto';
import { get as httpGet } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  freshAddress,
  freshEditionCookie,
  launchBrowser,
  openSession,
  waitForHydration,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { path: '/', title: 'Vaarta — local news in your language', h1: 'Latest news' },
  { path: '/about', title: 'About Vaarta', h1: 'About Vaarta' },
  { path: '/contact', title: 'Contact Vaarta', h1: 'Contact us' },
  { path: '/privacy-policy', title: 'Privacy Policy — Vaarta', h1: 'Privacy Policy' },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions — Vaarta',
    h1: 'Terms and Conditions',
  },
  { path: '/politics', title: 'Politics · Hyderabad — Vaarta', h1: 'Politics · Hyderabad' },
  { path: '/api-test', title: 'API test — Vaarta', h1: 'API test' },
];

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

/**
 * Every inline script is allowed by the Content-Security-Policy: by the reply's nonce when the page
 * was rendered for it, by the script's hash when it came from the server's shared cache.
 */
function expectInlineScriptsAllowed(csp: string, html: string): void {
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(inline.length).toBeGreaterThan(0);
  const nonce = attr(csp, /'nonce-([0-9a-f]+)'/);
  for (const [, attrs, content] of inline) {
    if (nonce) expect(attrs).toContain(`nonce="${nonce}"`);
    else
      expect(csp).toContain(`'sha256-${createHash('sha256').update(content!).digest('base64')}'`);
  }
}

describe('every page renders its content on the server', () => {
  it.each(PAGES)(
    '$path has its own title, description and heading',
    async ({ path, title, h1 }) => {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(title);
      expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(30);
      expect(html).toContain(`>${h1}</h1>`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
      expectInlineScriptsAllowed(csp, html);
    },
  );

  it('a page shared from the server’s cache allows its scripts by hash and still comes alive', async () => {
    const path = await freshAddress();
    // The cache keeps a page rendered a second time in its interval.
    await fetch(`${baseUrl()}${path}`);
    const first = await fetch(`${baseUrl()}${path}`);
    const firstHtml = await first.text();
    expect(first.headers.get('server-timing')).toMatch(/^render;/);
    expect(first.headers.get('content-security-policy')).toMatch(/'nonce-/);

    const second = await fetch(`${baseUrl()}${path}`);
    expect(second.headers.get('server-timing')).toMatch(/^cache;desc=hit/);
    expect(await second.text()).toBe(firstHtml);
    const csp = second.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/'nonce-/);
    expectInlineScriptsAllowed(csp, firstHtml);

    const { page, problems } = await openSession(browser);
    const response = await page.goto(`${baseUrl()}${path}`);
    expect(response?.headers()['server-timing']).toMatch(/^cache;desc=hit/);
    await waitForHydration(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('a page asked for under another host name still names the site of PUBLIC_URL', async () => {
    const path = await freshAddress();
    const { port } = new URL(baseUrl());
    const html = await new Promise<string>((resolve, reject) => {
      const ask = httpGet({
        host: '127.0.0.1',
        port,
        path,
        headers: { host: 'elsewhere.example' },
      });
      ask.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      });
      ask.on('error', reject);
    });
    expect(html).toContain('<h1');
    expect(html).not.toContain('elsewhere.example');
  });

  it('query parameters no page reads and unknown paths do not make a page render again', async () => {
    const list = await freshAddress();
    await fetch(`${baseUrl()}${list}`);
    expect(
      (await fetch(`${baseUrl()}${list}?y=${Math.random()}`)).headers.get('server-timing'),
    ).toMatch(/^render;/);
    const walked = await fetch(`${baseUrl()}${list}?x=${Math.random()}&utm_source=share`);
    expect(walked.headers.get('server-timing')).toMatch(/^cache;desc=hit/);

    const unknown = await fetch(`${baseUrl()}/no-such-page-${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect((await fetch(`${baseUrl()}/no-such-page-${randomUUID()}`)).status).toBe(404);
    const another = await fetch(`${baseUrl()}/no-such-page-${randomUUID()}/deeper`);
    expect(another.status).toBe(404);
    expect(another.headers.get('server-timing')).toMatch(/^cache;desc=hit/);
    expect(await another.text()).toContain('data-testid="not-found"');
    // A client navigation's data keeps its own address.
    const data = await fetch(`${baseUrl()}/about.data?x=${randomUUID()}`);
    expect(data.status).toBe(200);
  });

  it('an edition or a mandi selection the catalogue does not hold shares the page it renders', async () => {
    const path = `${baseUrl()}/contact`;
    const made = () => ({
      cookie: `vaarta_edition=${randomUUID()}.${randomUUID()}.${randomUUID()}`,
    });
    await fetch(path, { headers: made() });
    const rendered = await (await fetch(path, { headers: made() })).text();
    const walked = await fetch(path, { headers: made() });
    expect(walked.headers.get('server-timing')).toMatch(/^cache;desc=hit/);
    expect(await walked.text()).toBe(rendered);

    // A real edition is a page of its own, its location button naming it (three letters, '...').
    const languages = (await (await fetch(`${baseUrl()}/api/news/languages`)).json()) as {
      result: { id: string; language_code: string; language_name: string }[];
    };
    const telugu = languages.result.find((language) => language.language_code === 'te')!;
    const real = await fetch(path, { headers: { cookie: `vaarta_edition=${telugu.id}..` } });
    expect(real.headers.get('server-timing')).toMatch(/^render;/);
    const realHtml = await real.text();
    expect(realHtml).toContain(`${telugu.language_name}...`);
    expect(rendered).not.toContain(`${telugu.language_name}...`);

    const mandi = () => fetch(`${baseUrl()}/mandi?state=${randomUUID()}&district=${randomUUID()}`);
    await mandi();
    const mandiRendered = await (await mandi()).text();
    const mandiWalked = await mandi();
    expect(mandiWalked.headers.get('server-timing')).toMatch(/^cache;desc=hit/);
    expect(await mandiWalked.text()).toBe(mandiRendered);
  });

  it('the cache keeps each interface language’s page apart', async () => {
    const path = '/about';
    const edition = await freshEditionCookie();
    await fetch(`${baseUrl()}${path}`, { headers: { cookie: edition } });
    const english = await (
      await fetch(`${baseUrl()}${path}`, { headers: { cookie: edition } })
    ).text();
    const telugu = await fetch(`${baseUrl()}${path}`, {
      headers: { cookie: `${edition}; vaarta_lang=te` },
    });
    expect(telugu.headers.get('server-timing')).toMatch(/^render;/);
    expect(english).toMatch(/<html lang="en"/);
    expect(await telugu.text()).toMatch(/<html lang="te"/);
  });

  it('pages differ by interface language', async () => {
    const html = await (await fetch(`${baseUrl()}/terms-and-conditions?lng=te`)).text();
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('నిబంధనలు మరియు షరతులు — వార్త');
    expect(html).toMatch(/<html lang="te" dir="ltr"/);
  });

  it('an unknown page is a translated 404, an unknown API path stays JSON', async () => {
    const page = await fetch(`${baseUrl()}/no/such/page?lng=hi`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('उफ़! पेज नहीं मिला');
    expect(html).toContain('>404<');
    const api = await fetch(`${baseUrl()}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: string }).error).toBe('NOT_FOUND');
  });
});

describe('static pages in the browser', () => {
  it('privacy has its 8 sections and contact; terms has 14 headings', async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/privacy-policy`);
    await waitForHydration(page);
    const privacy = await page.locator('article h2').allTextContents();
    expect(privacy).toHaveLength(9);
    expect(privacy.slice(0, 8).map((h) => h.split('.')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    expect(privacy[8]).toBe('Contact');
    expect(await page.getByText('Last updated: 10 Jul 2025').count()).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
    await page.waitForURL('**/terms-and-conditions');
    await expect.poll(() => page.locator('article h2').count()).toBe(14);
    const terms = await page.locator('article h2').allTextContents();
    expect(terms).toHaveLength(14);
    expect(terms[0]).toBe('1. Eligibility');
    expect(terms[13]).toBe('14. Contact');
    expect(await page.title()).toBe('Terms and Conditions — Vaarta');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('contact has e-mail, phone and map links; the footer has the current year', async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/contact`);
    await waitForHydration(page);
    expect(await page.locator('a[href^="mailto:"]').first().getAttribute('href')).toBe(
      'mailto:support@vaarta.in',
    );
    expect(await page.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:+914040123456');
    expect(await page.locator('a[href*="openstreetmap"]').count()).toBe(1);
    const footer = await page.getByTestId('footer').textContent();
    expect(footer).toContain(`© ${new Date().getFullYear()} Vaarta`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the politics page is the politics category of the reader’s edition, at its address', async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/politics`);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/en/telangana/hyderabad/politics');
    expect(await page.getByTestId('address-list-news').locator('li').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the API test page runs both tests', async () => {
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/api-test`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Test Languages API' }).click();
    await expect
      .poll(() => page.getByTestId('api-test-languages').textContent())
      .toBe('Languages API works: 6 languages found.');
    await page.getByRole('button', { name: 'Test News API' }).click();
    await expect
      .poll(() => page.getByTestId('api-test-news').textContent())
      .toMatch(/^News API works: \d+ news items found\.$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the 404 page links home', async () => {
    const { context, page, problems } = await openSession(browser);
    const response = await page.goto(`${baseUrl()}/missing-page`);
    await waitForHydration(page);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe('Page not found — Vaarta');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    // The defaults this browser was shown are its edition now: home is their address.
    await page.waitForURL(`${baseUrl()}/en/telangana/hyderabad`);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('footer newsletter (POST /api/newsletter)', () => {
  it('checks the address, then subscribes with the e-mail and interface language', async () => {
    const { context, page, problems } = await openSession(browser);
    let sent: unknown;
    await page.route('**/api/newsletter', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ json: { status: 1, message: 'Please confirm your subscription' } });
    });
    await page.goto(`${baseUrl()}/about?lng=kn`);
    await waitForHydration(page);
    const form = page.getByTestId('newsletter');
    await form.getByRole('textbox').fill('not-an-email');
    await form.getByRole('button').click();
    expect(await form.getByRole('status').textContent()).toBe('ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇ-ಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ');
    await form.getByRole('textbox').fill('reader@example.com');
    await form.getByRole('button').click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain('ಧನ್ಯವಾದಗಳು');
    expect(sent).toEqual({ email: 'reader@example.com', language: 'kn' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the server’s reason for a refused address', async () => {
    const { context, page } = await openSession(browser);
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({
        status: 422,
        json: { status: 0, message: 'That address cannot receive mail', error: 'UNDELIVERABLE' },
      }),
    );
    await page.goto(`${baseUrl()}/about`);
    await waitForHydration(page);
    const form = page.getByTestId('newsletter');
    await form.getByRole('textbox').fill('reader@example.com');
    await form.getByRole('button').click();
    await expect
      .poll(() => form.getByRole('status').textContent())
      .toBe('That address cannot receive mail');
    await context.close();
  });
});

describe('installable and offline', () => {
  it('has a manifest with icons, and the service worker serves the shell offline', async () => {
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as {
      icons: { sizes: string }[];
      start_url: string;
    };
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    const { context, page, problems } = await openSession(browser);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => caches.has('vaarta-shell-v2'))).toBe(true);
    // It keeps the page's scripts, but no font of an interface language this page did not use.
    const kept = await page.evaluate(async () =>
      (await (await caches.open('vaarta-assets-v2')).keys()).map((request) => request.url),
    );
    expect(kept.some((url) => url.endsWith('.js'))).toBe(true);
    expect(kept.filter((url) => url.endsWith('.woff2') && !url.includes('-latin-'))).toEqual([]);
    // Offline, the worker answers pictures (docs/decisions/0163): one neither saved nor kept
    // fails as a network error (net::ERR_FAILED), as the home's pictures not loaded before do.
    // Nothing but such a picture may fail so.
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText === 'net::ERR_FAILED') {
        failed.push(new URL(request.url()).pathname);
      }
    });
    await context.setOffline(true);
    await page.reload();
    expect(await page.locator('h1').textContent()).toBe('Latest news');
    await context.setOffline(false);
    expect(failed.filter((path) => !path.startsWith('/media/'))).toEqual([]);
    const pictureFailure = 'error: Failed to load resource: net::ERR_FAILED';
    expect(problems.filter((p) => p === pictureFailure)).toHaveLength(failed.length);
    expect(
      problems.filter(
        (p) => p !== pictureFailure && !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(p),
      ),
    ).toEqual([]);
    await context.close();
  });
});
