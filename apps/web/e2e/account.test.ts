import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  cookieValue,
  launchBrowser,
  openSession,
  waitForActionBar,
  waitForHydration,
} from './browser';
import { signUpReader, type Reader } from './readers';

let browser: Browser;
/** One reader for the file: the server allows few sign-ups an hour from one address. */
let reader: Awaited<ReturnType<typeof signUpReader>>;

beforeAll(async () => {
  [browser, reader] = await Promise.all([launchBrowser(), signUpReader('Padma', 'Iyer')]);
});
afterAll(async () => {
  await browser?.close();
});

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** Stores the session once (not on every load, so logging out sticks), then opens `path`. */
async function openSignedIn(context: BrowserContext, page: Page, session: Reader, path = '/') {
  await page.goto(`${baseUrl()}/privacy-policy`);
  await page.evaluate((stored) => {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('user', JSON.stringify(stored.user));
    localStorage.setItem('isLoggedIn', 'true');
  }, session);
  await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
  await page.getByTestId('user-menu-button').waitFor();
  void context;
}

async function choose(page: Page, item: string) {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').waitFor();
  await page.getByTestId(item).click();
}

async function freshSession(name = 'Ravi') {
  const fresh = await signUpReader(name, 'Teja');
  return fresh;
}

/** Stores a token alone before the page's first script runs, on the first load only. */
async function storeTokenOnce(context: BrowserContext, token: string) {
  await context.addInitScript((stored) => {
    if (sessionStorage.getItem('token-stored')) return;
    sessionStorage.setItem('token-stored', 'yes');
    localStorage.setItem('token', stored);
  }, token);
}

describe('start-up', () => {
  it('a token stored without a user fetches the profile and keeps the reader signed in', async () => {
    const { context, page, problems } = await openSession(browser);
    await storeTokenOnce(context, reader.token);
    const profile = page.waitForResponse((r) => r.url().endsWith('/api/auth/profile'));
    await page.goto(`${baseUrl()}/about`);
    expect((await profile).status()).toBe(200);
    await expect.poll(() => page.getByTestId('user-menu-name').textContent()).toBe('Padma');
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null,
      flag: localStorage.getItem('isLoggedIn'),
    }));
    expect(stored).toEqual({
      user: expect.objectContaining({ email: reader.account.email }),
      flag: 'true',
    });
    // A stored user is used as it is: the next page asks for no profile.
    let asked = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/profile')) asked = true;
    });
    await page.goto(`${baseUrl()}/contact`);
    await waitForHydration(page);
    expect(await page.getByTestId('user-menu-name').textContent()).toBe('Padma');
    expect(asked).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a token the server no longer knows is quietly forgotten', async () => {
    const { context, page } = await openSession(browser);
    await storeTokenOnce(context, 'a-token-the-server-forgot');
    await page.goto(`${baseUrl()}/about`);
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.getByTestId('login-button').isVisible()).toBe(true);
    expect(await page.getByTestId('user-menu-button').count()).toBe(0);
    await context.close();
  });

  it('a start-up with no answer from the server forgets nothing', async () => {
    const { context, page } = await openSession(browser);
    await storeTokenOnce(context, reader.token);
    let refused: () => void = () => {};
    const asked = new Promise<void>((resolve) => (refused = resolve));
    await page.route('**/api/auth/profile', async (route) => {
      await route.abort('internetdisconnected');
      refused();
    });
    await page.goto(`${baseUrl()}/about`);
    await waitForHydration(page);
    await asked;
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(reader.token);
    await context.close();
  });
});

describe('the user menu', () => {
  it('lists every item and is named for the reader', async () => {
    const { context, page, problems } = await openSession(browser);
    await openSignedIn(context, page, reader);
    const button = page.getByRole('button', { name: 'Account menu for Padma' });
    await button.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'View Profile',
      'Edit Profile',
      'Settings',
      'Privacy Policy',
      'Terms and Conditions',
      'Feedback',
      'Invite Friends',
      'Logout',
    ]);
    expect(await page.getByTestId('user-menu-full-name').textContent()).toBe('Padma Iyer');
    expect(await menu.textContent()).toContain('My Account');
    // Keyboard: the menu opens on a key, an item opens its dialog, Escape returns to the button.
    await page.keyboard.press('Escape');
    await button.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'My Profile' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'user-menu-button',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('View Profile shows the details; Edit Profile saves them on the server', async () => {
    const { context, page, problems } = await openSession(browser);
    const me = await freshSession('Ravi');
    await openSignedIn(context, page, me);
    await choose(page, 'menu-view-profile');
    const profile = page.getByTestId('profile-dialog');
    await profile.waitFor();
    expect(await profile.getByTestId('profile-name').textContent()).toBe('Ravi Teja');
    expect(await profile.getByTestId('profile-email').textContent()).toBe(me.account.email);
    expect(await profile.getByTestId('profile-phone').textContent()).toBe(me.account.phone);
    expect(await profile.getByTestId('profile-gender').textContent()).toBe('Not given');
    expect(await profile.getByTestId('profile-status').textContent()).toBe('Active');
    expect(await profile.getByTestId('profile-role').textContent()).toBe('Reader');

    await profile.getByTestId('profile-edit').click();
    const edit = page.getByTestId('edit-profile-dialog');
    await edit.waitFor();
    // Both names are required.
    await edit.getByTestId('edit-first-name').fill('  ');
    await edit.getByTestId('edit-save').click();
    await expect
      .poll(() => edit.getByTestId('edit-profile-message').textContent())
      .toBe('First name is required');
    await edit.getByTestId('edit-first-name').fill('Ravindra');
    await edit.getByTestId('edit-last-name').fill('Tejaswi');
    await edit.getByTestId('edit-gender').selectOption('Male');
    await edit.getByTestId('edit-dob').fill('1990-05-12');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/auth/profile') && response.request().method() === 'PATCH',
    );
    await edit.getByTestId('edit-save').click();
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() => toasts(page).first().textContent())
      .toBe('Profile updated successfully');
    await edit.waitFor({ state: 'detached' });
    expect(await page.getByTestId('user-menu-name').textContent()).toBe('Ravindra');

    // After a reload (the server's copy), the profile shows the new details.
    await page.reload();
    await waitForHydration(page);
    await choose(page, 'menu-view-profile');
    await profile.waitFor();
    await expect
      .poll(() => profile.getByTestId('profile-name').textContent())
      .toBe('Ravindra Tejaswi');
    expect(await profile.getByTestId('profile-gender').textContent()).toBe('Male');
    expect(await profile.getByTestId('profile-dob').textContent()).toBe('12 May 1990');
    const server = await fetch(`${baseUrl()}/api/auth/profile`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    const body = (await server.json()) as { result: { firstName: string; dob: string } };
    expect(body.result).toMatchObject({ firstName: 'Ravindra', dob: '1990-05-12' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Settings switches the theme on Save, not on Cancel, and offers no push without keys', async () => {
    const { context, page, problems } = await openSession(browser, { colorScheme: 'light' });
    await openSignedIn(context, page, reader);
    await choose(page, 'menu-settings');
    const settings = page.getByTestId('settings-dialog');
    await settings.waitFor();
    // The shared server has no VAPID keys: it sends no pushes, so none are offered.
    const push = settings.getByRole('switch', { name: 'Push notifications' });
    expect(await push.count()).toBe(0);
    const dark = settings.getByRole('switch', { name: 'Dark theme' });
    expect(await dark.getAttribute('aria-checked')).toBe('false');
    await dark.click();
    await settings.getByTestId('settings-cancel').click();
    await settings.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme ?? null)).toBeNull();

    await choose(page, 'menu-settings');
    await settings.waitFor();
    expect(await dark.getAttribute('aria-checked')).toBe('false');
    await dark.click();
    await settings.getByTestId('settings-save').click();
    await expect.poll(() => toasts(page).first().textContent()).toBe('Settings saved');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await cookieValue(context, 'vaarta_theme')).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(18, 18, 18)',
    );

    // The server renders the saved theme on the next load; the switches remember.
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await choose(page, 'menu-settings');
    await settings.waitFor();
    expect(await dark.getAttribute('aria-checked')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the privacy policy and the terms open in dialogs with the pages’ own text', async () => {
    const { context, page, problems } = await openSession(browser);
    await openSignedIn(context, page, reader);
    await choose(page, 'menu-privacy');
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await privacy.waitFor();
    await privacy.getByRole('heading', { level: 2 }).nth(8).waitFor();
    const dialogText = await privacy.getByTestId('privacy-dialog-text').innerText();
    await page.keyboard.press('Escape');
    await privacy.waitFor({ state: 'detached' });

    await choose(page, 'menu-terms');
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await terms.waitFor();
    await expect.poll(() => terms.locator('section h2').count()).toBe(14);
    await page.keyboard.press('Escape');

    const other = await openSession(browser);
    await other.page.goto(`${baseUrl()}/privacy-policy`);
    const pageText = await other.page.getByTestId('privacy-page').innerText();
    expect(pageText).toContain(dialogText.split('\n').slice(0, 3).join('\n'));
    await other.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Feedback needs a subject and a message, rates 1–5 and is stored', async () => {
    const { context, page, problems } = await openSession(browser);
    await openSignedIn(context, page, reader);
    await choose(page, 'menu-feedback');
    const feedback = page.getByTestId('feedback-dialog');
    await feedback.waitFor();
    expect(await feedback.getByTestId('feedback-rating-label').textContent()).toBe('Excellent');
    await feedback.getByTestId('feedback-submit').click();
    await expect
      .poll(() => feedback.getByTestId('feedback-message').textContent())
      .toBe('Subject is required');
    await feedback.getByTestId('feedback-subject').fill('Mandi prices');
    await feedback.getByTestId('feedback-submit').click();
    await expect
      .poll(() => feedback.getByTestId('feedback-message').textContent())
      .toBe('Message is required');
    const labels = [];
    for (const value of [1, 2, 3, 4]) {
      await feedback.getByTestId(`feedback-star-${value}`).check({ force: true });
      labels.push(await feedback.getByTestId('feedback-rating-label').textContent());
    }
    expect(labels).toEqual(['Poor', 'Fair', 'Good', 'Very Good']);
    expect(await feedback.getByRole('radio', { name: '4 of 5 stars: Very Good' }).isChecked()).toBe(
      true,
    );
    await feedback.getByTestId('feedback-text').fill('Please add Warangal market.');
    expect(await feedback.getByTestId('feedback-counter').textContent()).toBe('27/500 characters');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/feedback'));
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
    await feedback.getByTestId('feedback-submit').click();
    expect((await sent).postDataJSON()).toEqual({
      subject: 'Mandi prices',
      message: 'Please add Warangal market.',
      rating: 4,
    });
    expect((await answered).status()).toBe(201);
    await expect
      .poll(() => toasts(page).first().textContent())
      .toBe('Thank you for your feedback!');
    await feedback.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Invite Friends shares through the device, or copies the link', async () => {
    const { context, page, problems } = await openSession(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await openSignedIn(context, page, reader);
    await choose(page, 'menu-invite');
    const invite = page.getByTestId('invite-dialog');
    await invite.waitFor();
    expect(await invite.getByTestId('invite-link').inputValue()).toBe(`${baseUrl()}/`);
    await invite.getByTestId('invite-copy').click();
    await expect.poll(() => toasts(page).first().textContent()).toBe('Link copied to clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/`);

    // A device with a share sheet gets the invitation there.
    await page.evaluate(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      navigator.share = async (data) => {
        (window as unknown as { shared: unknown[] }).shared.push(data);
      };
    });
    await invite.getByTestId('invite-share').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([
        {
          title: 'Vaarta',
          text: 'I read local news in my own language on Vaarta. Join me:',
          url: `${baseUrl()}/`,
        },
      ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('Logout ends the session on the server, forgets it here and goes home', async () => {
    const { context, page, problems } = await openSession(browser);
    const me = await freshSession('Kavya');
    // A reader of the Telugu interface: logging out also resets the selections to English.
    await openSignedIn(context, page, me, '/about?lng=te');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('te');
    await choose(page, 'menu-logout');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByTestId('login-button').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.getByTestId('login-button').textContent()).toBe('Login');
    expect(
      await page.evaluate(() =>
        ['token', 'user', 'isLoggedIn'].map((k) => localStorage.getItem(k)),
      ),
    ).toEqual([null, null, null]);
    const refused = await fetch(`${baseUrl()}/api/auth/profile`, {
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(refused.status).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the mobile menu', () => {
  it('shows the signed-in reader and logs out', async () => {
    const { context, page, problems } = await openSession(browser, { width: 390, height: 844 });
    const me = await freshSession('Sneha');
    await openSignedIn(context, page, me);
    await page.getByTestId('menu-button').click();
    const account = page.getByTestId('menu-account');
    await account.waitFor();
    expect(await account.textContent()).toContain('Sneha Teja');
    await account.getByTestId('menu-logout').click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByTestId('menu-button').click();
    await page.getByTestId('menu-login').waitFor();
    // Signing up opens on the page the reader is on: `/`, or their edition's address once the
    // browser has saved the edition it showed (`/` then leads there).
    const here = new URL(page.url()).pathname;
    expect(['/', '/en/telangana/hyderabad']).toContain(here);
    expect(await page.getByTestId('menu-signup').getAttribute('href')).toBe(`${here}#signup`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('signing in where the reader is', () => {
  it('a visitor logs in through the dialog on an article, then likes it and comments', async () => {
    const { context, page, problems } = await openSession(browser);
    const languages = (await (await fetch(`${baseUrl()}/api/news/languages`)).json()) as {
      result: { id: string; language_code: string }[];
    };
    const english = languages.result.find((l) => l.language_code === 'en')!;
    const list = (await (
      await fetch(`${baseUrl()}/api/news/filter-advanced?language_id=${english.id}&limit=40`)
    ).json()) as { result: { items: { path: string }[] } };
    // The last of the list: the article tests take theirs from the top. Its canonical address
    // (docs/decisions/0110): the old `/news/<id>` only redirects there.
    const articlePath = list.result.items.at(-1)!.path;
    await page.goto(`${baseUrl()}${articlePath}`);
    await waitForHydration(page);
    await waitForActionBar(page);
    const like = page.getByTestId('like-button');
    expect(await like.getAttribute('aria-disabled')).toBe('true');
    const before = Number(await page.getByTestId('like-count').textContent());

    await page.getByTestId('login-button').click();
    await page.getByTestId('login-identifier').fill(reader.account.email);
    await page.getByTestId('login-password').fill(reader.account.password);
    await page.getByTestId('login-submit').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(articlePath);

    await expect.poll(() => like.getAttribute('aria-disabled')).toBeNull();
    await like.click();
    await expect.poll(() => page.getByTestId('like-count').textContent()).toBe(String(before + 1));
    await page.getByTestId('comments-toggle').click();
    const panel = page.getByTestId('comments-panel');
    await panel.getByTestId('comment-input').fill('Signed in from the article itself.');
    await panel.getByTestId('comment-send').click();
    await expect
      .poll(() => panel.getByTestId('comment').first().locator('p').nth(1).textContent())
      .toBe('Signed in from the article itself.');
    expect(await panel.getByTestId('comment').first().locator('bdi').textContent()).toBe(
      'Padma Iyer',
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
