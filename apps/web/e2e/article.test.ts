import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_INTRO_WORDS, RELATED_NEWS_MAX } from '@vaarta/core/constants';
import type { NewsArticle, NewsItem } from '@vaarta/core/entities/news';
import { wordCount } from '@vaarta/core/text';
import { MIN_WORDS_EACH_SIDE } from '../app/features/article/body/article-body';
import {
  baseUrl,
  expectNoScriptUntilScroll,
  holdScripts,
  isHydrated,
  launchBrowser,
  openSession,
  waitForActionBar,
  waitForHydration,
} from './browser';
import { signInBrowser, signUpReader, type Reader } from './readers';

let browser: Browser;
/** The seeded English articles, newest first; each test takes its own. */
let pool: NewsItem[] = [];
const taken = new Set<string>();
let reader: Reader | undefined;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  return ((await response.json()) as { result: T }).result;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const languages = await api<{ id: string; language_code: string }[]>('/news/languages');
  const english = languages.find((l) => l.language_code === 'en')!;
  pool = (
    await api<{ items: NewsItem[] }>(`/news/filter-advanced?language_id=${english.id}&limit=40`)
  ).items;
});
afterAll(async () => {
  await browser?.close();
});

/** A seeded article no other test in this file has used, with every field. */
async function takeArticle(wanted: (article: NewsArticle) => boolean = () => true) {
  for (const item of pool) {
    if (taken.has(item.id)) continue;
    const article = await api<NewsArticle>(`/news/${item.id}`);
    if (!wanted(article)) continue;
    taken.add(article.id);
    return article;
  }
  throw new Error('no seeded article fits this test');
}

/** One reader for the file: the server allows few sign-ups an hour from one address. */
async function theReader() {
  reader ??= await signUpReader('Sravani', 'Reddy');
  return reader;
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&lt;|&#60;/g, '<')
    .replace(/&gt;|&#62;/g, '>')
    .replace(/&amp;|&#38;/g, '&');
const plainText = (html: string) =>
  decode(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const attr = (html: string, pattern: RegExp) => {
  const found = html.match(pattern)?.[1];
  return found === undefined ? undefined : decode(found);
};
const metaContent = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

/** The API path of the article a card links to at its address (`…-<short id>`). */
const atAddress = (href: string) => `/news/at/${href.slice(-12)}`;

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

async function openArticle(page: Page, id: string) {
  await page.goto(`${baseUrl()}/news/${id}`);
  await waitForHydration(page);
  await waitForActionBar(page);
}

describe('article page for search engines and readers without JavaScript', () => {
  it('the first HTML has the title, body, description, canonical, Open Graph, Twitter and JSON-LD', async () => {
    const article = await takeArticle((a) => a.media.length >= 2 && !a.videoUrl);
    // The address before docs/decisions/0110 leads to the article's own.
    const response = await fetch(`${baseUrl()}/news/${article.id}`);
    expect(response.status).toBe(200);
    expect(response.redirected).toBe(true);
    const html = await response.text();
    const canonical = new URL(article.path, baseUrl()).href;
    expect(response.url).toBe(canonical);

    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe(`${article.title} | Vaarta`);
    expect(attr(html, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(article.title);
    expect(metaContent(html, 'description')).toBe(article.metaDescription);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(canonical);
    // The whole body is in the page, from its first sentence to its last.
    const body = plainText(article.longNewsContent);
    const served = plainText(html);
    expect(served).toContain(body.slice(0, 80));
    expect(served).toContain(body.slice(-80));
    expect(served).toContain(article.excerpt);

    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:title')).toBe(article.title);
    expect(metaContent(html, 'og:description')).toBe(article.metaDescription);
    expect(metaContent(html, 'og:url')).toBe(canonical);
    expect(metaContent(html, 'og:locale')).toBe('en_IN');
    const image = metaContent(html, 'og:image')!;
    expect(image.startsWith(`${baseUrl()}/media/`)).toBe(true);
    expect((await fetch(image)).headers.get('content-type')).toMatch(/^image\//);
    expect(Number(metaContent(html, 'og:image:width'))).toBeGreaterThan(0);
    expect(Number(metaContent(html, 'og:image:height'))).toBeGreaterThan(0);
    expect(metaContent(html, 'article:published_time')).toBe(article.publishedAt);
    expect(metaContent(html, 'article:modified_time')).toBe(article.updatedAt);
    expect(metaContent(html, 'article:section')).toBe(article.categoryName);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(image);

    // NewsArticle JSON-LD, allowed by the page's CSP nonce, with no raw '<' inside.
    const nonce = attr(response.headers.get('content-security-policy') ?? '', /'nonce-(\w+)'/);
    const script = html.match(
      /<script type="application\/ld\+json" nonce="(\w+)">([^<]*)<\/script>/,
    );
    expect(script?.[1]).toBe(nonce);
    const jsonLd = JSON.parse(script![2]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.metaDescription,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      author: [{ '@type': 'Person', name: article.authorName }],
      publisher: { '@type': 'Organization', name: 'Vaarta' },
      inLanguage: 'en',
      articleSection: article.categoryName,
      mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
    });
    expect((jsonLd.image as string[])[0]).toBe(image);
    const logo = (jsonLd.publisher as { logo: { url: string } }).logo.url;
    expect((await fetch(logo)).status).toBe(200);
  });

  it('an unknown or malformed article id answers 404 with News article not found.', async () => {
    for (const id of [crypto.randomUUID(), 'not-an-article']) {
      const response = await fetch(`${baseUrl()}/news/${id}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('News article not found.');
    }
    const { context, page, problems } = await openSession(browser);
    const response = await page.goto(`${baseUrl()}/news/${crypto.randomUUID()}`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByTestId('article-not-found').getByRole('heading').textContent())
      .toBe('News article not found.');
    await page.getByRole('link', { name: 'Go Home' }).click();
    // The defaults this browser was shown are its edition now: home is their address.
    await page.waitForURL(`${baseUrl()}/en/telangana/hyderabad`);
    // The browser reports the page's own 404 status; nothing else may go wrong.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 404 ()',
    ]);
    await context.close();
  });
});

describe('reading an article (docs/product/reading.md, "Article page")', () => {
  it('shows the intro, the first image with its caption, the body after it and More Images', async () => {
    const article = await takeArticle((a) => a.media.length >= 2);
    const { context, page, problems } = await openSession(browser);
    await openArticle(page, article.id);
    const intro = squash(await page.getByTestId('article-intro').textContent());
    const rest = squash(await page.getByTestId('article-body').textContent());
    // 70 words, or the nearest paragraph edge when a scrap of under 5 words would be left
    // (docs/decisions/0009).
    expect(Math.abs(wordCount(intro) - ARTICLE_INTRO_WORDS)).toBeLessThan(MIN_WORDS_EACH_SIDE);
    // The body goes on from the 71st word: every sentence once, none lost.
    expect(`${intro} ${rest}`).toBe(plainText(article.longNewsContent));

    const lead = page.getByTestId('lead-image');
    const image = lead.locator('img');
    expect(await image.getAttribute('fetchpriority')).toBe('high');
    expect(await image.getAttribute('loading')).toBe('eager');
    expect(await image.getAttribute('srcset')).toContain('480w');
    expect(
      await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await lead.locator('figcaption').textContent()).toBe(article.media[0]!.caption);

    const more = page.getByTestId('more-images');
    expect(await more.getByRole('heading').textContent()).toBe('More Images');
    expect(await more.locator('img').count()).toBe(article.media.length - 1);
    expect(await more.locator('img').first().getAttribute('loading')).toBe('lazy');
    expect(await more.locator('figcaption').allTextContents()).toEqual(
      article.media.slice(1).map((m) => m.caption),
    );
    expect(await page.getByTestId('article-excerpt').textContent()).toBe(article.excerpt);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a video loads from YouTube only after the reader presses play', async () => {
    const article = await takeArticle((a) => Boolean(a.videoUrl));
    const { context, page, problems } = await openSession(browser);
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl())) elsewhere.push(request.url());
    });
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await openArticle(page, article.id);
    const video = page.getByTestId('video');
    expect(await video.locator('iframe').count()).toBe(0);
    expect(elsewhere).toEqual([]);
    await video.getByRole('button', { name: /Play video/ }).click();
    const frame = video.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/DLA_64yz8Ss\?/,
    );
    await expect.poll(() => elsewhere.length).toBeGreaterThan(0);
    expect(elsewhere.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(
      true,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Related News Updates and More from Author leave out the article itself', async () => {
    const article = await takeArticle();
    const { context, page, problems } = await openSession(browser);
    await openArticle(page, article.id);
    const related = page.getByTestId('related-news');
    expect(await related.getByRole('heading', { level: 2 }).textContent()).toBe(
      'Related News Updates',
    );
    const relatedLinks = await related
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(relatedLinks.length).toBeGreaterThan(0);
    expect(relatedLinks.length).toBeLessThanOrEqual(RELATED_NEWS_MAX);
    expect(relatedLinks).not.toContain(article.path);
    for (const href of relatedLinks) {
      const other = await api<NewsArticle>(atAddress(href!));
      expect(other.categoryId).toBe(article.categoryId);
    }

    const author = page.getByTestId('author-news');
    expect(squash(await author.getByRole('heading', { level: 2 }).textContent())).toBe(
      `More from ${article.authorName}`,
    );
    const authorLinks = await author
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(authorLinks.length).toBeGreaterThan(0);
    expect(authorLinks.length).toBeLessThanOrEqual(6);
    expect(authorLinks).not.toContain(article.path);
    for (const href of authorLinks) {
      expect((await api<NewsArticle>(atAddress(href!))).authorId).toBe(article.authorId);
    }
    // Three stories each side of the article on a wide screen.
    const box = await page.getByTestId('article').boundingBox();
    const sides = await author
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().x));
    expect(sides.slice(0, 3).every((x) => x < box!.x)).toBe(true);
    expect(sides.slice(3).every((x) => x > box!.x + box!.width)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opening another article shows the article skeleton while it loads', async () => {
    const article = await takeArticle();
    const { context, page, problems } = await openSession(browser);
    await openArticle(page, article.id);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/news/*.data*', async (route) => {
      await held;
      await route.continue();
    });
    const next = page.getByTestId('related-news').getByRole('link').first();
    const href = await next.getAttribute('href');
    await next.click();
    await page.getByTestId('article-skeleton').waitFor();
    release();
    await page.waitForURL(`${baseUrl()}${href}`);
    await page.getByTestId('article').waitFor();
    expect(await page.getByTestId('article-skeleton').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('likes (docs/product/engagement.md, "Likes")', () => {
  it('without login, Like says a login is needed and changes nothing', async () => {
    const article = await takeArticle();
    const { context, page, problems } = await openSession(browser);
    await openArticle(page, article.id);
    const like = page.getByTestId('like-button');
    const before = await page.getByTestId('like-count').textContent();
    expect(await like.getAttribute('aria-disabled')).toBe('true');
    // aria-disabled, not disabled: a reader can still press it and learn why it is unavailable
    // (Playwright treats aria-disabled as not clickable, hence force).
    await like.click({ force: true });
    await expect
      .poll(() => toasts(page).first().textContent())
      .toBe('Authentication RequiredPlease log in to like articles.');
    expect(await page.getByTestId('like-count').textContent()).toBe(before);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a signed-in reader likes and unlikes; the like survives a reload', async () => {
    const article = await takeArticle();
    const start = article.likeCount;
    const { context, page, problems } = await openSession(browser);
    await signInBrowser(context, await theReader());
    await openArticle(page, article.id);
    const like = page.getByTestId('like-button');
    const count = page.getByTestId('like-count');
    await like.click();
    await expect.poll(() => count.textContent()).toBe(String(start + 1));
    await expect
      .poll(() => toasts(page).first().textContent())
      .toBe(`Liked!Total likes: ${start + 1}`);
    expect(await like.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await waitForHydration(page);
    await waitForActionBar(page);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => count.textContent()).toBe(String(start + 1));

    await like.click();
    await expect.poll(() => count.textContent()).toBe(String(start));
    await expect
      .poll(() => toasts(page).first().textContent())
      .toBe(`DislikedTotal likes: ${start}`);
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('an expired session (docs/decisions/0020)', () => {
  it('a 401 reverts the like, says to log in and forgets the stored session', async () => {
    const article = await takeArticle();
    const { context, page, problems } = await openSession(browser);
    await signInBrowser(context, { ...(await theReader()), token: 'a-token-the-server-forgot' });
    await openArticle(page, article.id);
    const like = page.getByTestId('like-button');
    const before = await page.getByTestId('like-count').textContent();
    expect(await like.getAttribute('aria-disabled')).toBeNull();
    await like.click();
    await expect
      .poll(() => toasts(page).first().textContent())
      .toBe('Please log in to like articles');
    expect(await page.getByTestId('like-count').textContent()).toBe(before);
    const stored = await page.evaluate(() =>
      ['token', 'user', 'isLoggedIn'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual([null, null, null]);
    await expect.poll(() => like.getAttribute('aria-disabled')).toBe('true');
    // The browser reports the refused call itself; nothing else may go wrong.
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ]);
    await context.close();
  });
});

describe('comments (docs/product/engagement.md, "Comments", docs/decisions/0022)', () => {
  it('a signed-in reader posts a comment and sees it at the top of the list', async () => {
    const article = await takeArticle();
    const { context, page, problems } = await openSession(browser);
    await signInBrowser(context, await theReader());
    await openArticle(page, article.id);
    await page.getByTestId('comments-toggle').click();
    const panel = page.getByTestId('comments-panel');
    await panel.getByTestId('comments-empty').waitFor();
    expect(await panel.getByTestId('comments-empty').textContent()).toBe(
      'No comments yet. Be the first to comment!',
    );
    const send = panel.getByTestId('comment-send');
    expect(await send.isDisabled()).toBe(true);
    await panel.getByTestId('comment-input').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await panel
      .getByTestId('comment-input')
      .fill('  Good to see the drains cleared before the monsoon.  ');
    await send.click();
    await expect.poll(() => toasts(page).first().textContent()).toBe('Comment posted successfully');
    const first = panel.getByTestId('comment').first();
    await expect
      .poll(() => first.locator('p').nth(1).textContent())
      .toBe('Good to see the drains cleared before the monsoon.');
    expect(await first.locator('bdi').textContent()).toBe('Sravani Reddy');
    expect(await first.getByTestId('comment-pending').count()).toBe(0);
    expect(await panel.getByTestId('comment-input').inputValue()).toBe('');
    await expect.poll(() => page.getByTestId('comment-count').textContent()).toBe('1');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a comment with a link is Pending for its author and hidden from other readers', async () => {
    const article = await takeArticle();
    const text = 'Full list of closed roads at www.example-traffic.in';
    const author = await openSession(browser);
    await signInBrowser(author.context, await theReader());
    await openArticle(author.page, article.id);
    await author.page.getByTestId('comments-toggle').click();
    const panel = author.page.getByTestId('comments-panel');
    await panel.getByTestId('comment-input').fill(text);
    await panel.getByTestId('comment-send').click();
    await expect
      .poll(() => toasts(author.page).first().textContent())
      .toBe('Your comment will appear once a moderator has reviewed it.');
    const mine = panel.getByTestId('comment').first();
    await expect.poll(() => mine.getByTestId('comment-pending').textContent()).toBe('Pending');
    expect(await mine.locator('p').nth(1).textContent()).toBe(text);
    expect(author.problems).toEqual([]);
    await author.context.close();

    const anonymous = await openSession(browser);
    await openArticle(anonymous.page, article.id);
    await anonymous.page.getByTestId('comments-toggle').click();
    const seen = anonymous.page.getByTestId('comments-panel');
    await seen.getByTestId('comments-empty').waitFor();
    expect(await seen.textContent()).not.toContain(text);
    expect(anonymous.problems).toEqual([]);
    await anonymous.context.close();
  });

  it('without login, sending a comment says a login is needed', async () => {
    const article = await takeArticle();
    const { context, page, problems } = await openSession(browser);
    await openArticle(page, article.id);
    await page.getByTestId('comments-toggle').click();
    await page.getByTestId('comment-input').fill('Hello');
    await page.getByTestId('comment-send').click();
    await expect
      .poll(() => toasts(page).first().textContent())
      .toBe('Authentication RequiredPlease log in to post comments.');
    expect(await page.getByTestId('comment-input').inputValue()).toBe('Hello');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('report and share (docs/product/engagement.md, "Reports", "Sharing")', () => {
  it('a report needs a reason, counts its details and thanks the reader', async () => {
    const article = await takeArticle();
    const { context, page, problems } = await openSession(browser);
    await openArticle(page, article.id);
    await page.getByTestId('report-button').click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('radio').count()).toBe(8);
    await dialog.getByTestId('report-submit').click();
    expect(await dialog.getByTestId('report-reason-error').textContent()).toBe(
      'Please select a reason for reporting this news',
    );
    expect(await dialog.getByTestId('report-counter').textContent()).toBe('0/500');
    await dialog.getByTestId('report-details').fill('The flood figures are wrong');
    expect(await dialog.getByTestId('report-counter').textContent()).toBe('27/500');
    await dialog.getByRole('radio', { name: 'Misleading information' }).click();
    expect(await dialog.getByTestId('report-reason-error').count()).toBe(0);
    await dialog.getByTestId('report-submit').click();
    await expect
      .poll(() => toasts(page).first().textContent())
      .toBe('Report SubmittedThank you for reporting this news. We will review it shortly.');
    await dialog.waitFor({ state: 'detached' });
    // A successful report starts the next one afresh.
    await page.getByTestId('report-button').click();
    expect(await dialog.getByTestId('report-counter').textContent()).toBe('0/500');
    expect(await dialog.getByRole('radio', { checked: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('without a share sheet, Share Article copies the link', async () => {
    const article = await takeArticle();
    const { context, page, problems } = await openSession(browser);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await openArticle(page, article.id);
    await page.getByTestId('share-button').click();
    await expect.poll(() => toasts(page).first().textContent()).toBe('Link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(article.path, baseUrl()).href,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("an article hydrates on the reader's first interaction (docs/decisions/0095)", () => {
  it('loads no script and no service worker until then', async () => {
    const article = await takeArticle();
    const { context, page, problems } = await openSession(browser, { width: 390 });
    await expectNoScriptUntilScroll(page, `${baseUrl()}/news/${article.id}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a desktop, a mouse moving over the page starts it', async () => {
    const article = await takeArticle();
    const { context, page, problems } = await openSession(browser, { width: 1280 });
    await page.goto(`${baseUrl()}/news/${article.id}`);
    expect(await isHydrated(page)).toBe(false);
    await page.mouse.move(400, 300);
    await page.waitForFunction(() =>
      Object.keys(document).some((key) => key.startsWith('_reactListening')),
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  /** Opens the article with its scripts held back, taps `tap`, then lets the scripts load. */
  async function tapBeforeHydration(
    tap: (page: Page) => Promise<void>,
    options: { width?: number; setUp?: (page: Page) => Promise<void> } = {},
  ) {
    const article = await takeArticle();
    const session = await openSession(browser, { width: options.width ?? 390 });
    await options.setUp?.(session.page);
    const release = await holdScripts(session.page);
    await session.page.goto(`${baseUrl()}/news/${article.id}`);
    await tap(session.page);
    expect(await isHydrated(session.page)).toBe(false);
    release();
    return { ...session, article };
  }

  it('the theme and the menu, tapped on a phone, show they are working and do what was tapped', async () => {
    const busy = (page: Page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('[aria-busy="true"]')].map((el) =>
          el.getAttribute('data-early-tap'),
        ),
      );
    const { context, page, problems } = await tapBeforeHydration(async (page) => {
      await page.getByTestId('theme-toggle').click();
      await page.getByTestId('menu-button').click();
      expect(await busy(page)).toEqual(['theme', 'menu']);
    });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
      .toBe('dark');
    await page.getByRole('dialog').waitFor();
    expect(await busy(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the location button opens the location wizard', async () => {
    const { context, page, problems } = await tapBeforeHydration(
      (page) => page.getByTestId('location-button').click(),
      { width: 1280 },
    );
    await page.getByTestId('location-wizard').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a category of the desktop bar opens its panel', async () => {
    const { context, page, problems } = await tapBeforeHydration(
      (page) => page.getByTestId('category-politics').click(),
      { width: 1280 },
    );
    await page.getByTestId('category-panel').waitFor();
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await context.close();
  });

  it('Like says a login is needed', async () => {
    const { context, page, problems } = await tapBeforeHydration((page) =>
      page.getByTestId('like-button').click({ force: true }),
    );
    await expect
      .poll(() => toasts(page).first().textContent())
      .toBe('Authentication RequiredPlease log in to like articles.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Comments opens the comments', async () => {
    const { context, page, problems } = await tapBeforeHydration((page) =>
      page.getByTestId('comments-toggle').click(),
    );
    await page.getByTestId('comments-panel').waitFor();
    expect(await page.getByTestId('comments-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Report opens the report form', async () => {
    const { context, page, problems } = await tapBeforeHydration((page) =>
      page.getByTestId('report-button').click(),
    );
    await page.getByTestId('report-dialog').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Share Article copies the link', async () => {
    const { context, page, problems, article } = await tapBeforeHydration(
      (page) => page.getByTestId('share-button').click(),
      {
        setUp: async (page) => {
          await page.context().addInitScript(() => {
            Object.defineProperty(Navigator.prototype, 'share', {
              value: undefined,
              configurable: true,
            });
          });
          await page
            .context()
            .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
        },
      },
    );
    await expect.poll(() => toasts(page).first().textContent()).toBe('Link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(article.path, baseUrl()).href,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the newsletter sends the address typed before the page hydrated', async () => {
    let sent: unknown;
    const { context, page, problems } = await tapBeforeHydration(
      async (page) => {
        const form = page.getByTestId('newsletter');
        await form.getByRole('textbox').fill('reader@example.com');
        await form.getByRole('button').click();
      },
      {
        setUp: async (page) => {
          await page.route('**/api/newsletter', async (route) => {
            sent = route.request().postDataJSON();
            await route.fulfill({
              json: { status: 1, message: 'Please confirm your subscription' },
            });
          });
        },
      },
    );
    const form = page.getByTestId('newsletter');
    await expect.poll(() => form.getByRole('status').textContent()).toContain('Thank');
    expect(sent).toEqual({ email: 'reader@example.com', language: 'en' });
    expect(page.url()).not.toContain('reader');
    expect(problems).toEqual([]);
    await context.close();
  });
});
