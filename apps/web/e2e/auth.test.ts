import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openSession, waitForHydration } from './browser';
import { newAccount, signUpReader } from './readers';
import { startProductionServer, type RunningServer } from './server';

/**
 * The auth dialog's journeys, on a server of their own: the production build with the
 * development outbox (NODE_ENV=development), where the reset codes can be read, and a fresh
 * allowance of sign-ups from this address. It sends another reset code after 1 s rather than
 * the product's 60 s, which the page's clock runs through instead (the server's own 60 s is
 * tested in apps/server/src/routes/auth/auth.test.ts).
 */
let server: RunningServer;
let browser: Browser;
const url = (path: string) => `${server.url}${path}`;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startProductionServer({ env: { NODE_ENV: 'development', OTP_RESEND_COOLDOWN_SECONDS: '1' } }),
    launchBrowser(),
  ]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toasts = (page: Page) => page.locator('[data-sonner-toast]');
const dialog = (page: Page) => page.getByRole('dialog');
const message = (page: Page) => page.getByTestId('auth-message');

async function openDialog(page: Page, hash: '#login' | '#signup', path = '/') {
  await page.goto(url(`${path}${hash}`));
  await waitForHydration(page);
  await dialog(page).waitFor();
}

/** The newest reset code the development outbox holds for `email`. */
async function codeSentTo(email: string, notBefore = 0): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await fetch(url('/api/dev/outbox'));
    const { result } = (await response.json()) as {
      result: { to: string; text: string; sentAt: string }[];
    };
    const mail = result.find((m) => m.to === email && Date.parse(m.sentAt) >= notBefore);
    const code = mail?.text.match(/\b(\d{5})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code was mailed to ${email}`);
}

async function typeCode(page: Page, code: string) {
  await page.getByTestId('code-box').first().click();
  await page.keyboard.type(code);
}

describe('opening the dialog by its address, #login or #signup', () => {
  it('a Login tap made before the page has hydrated opens the dialog once it has', async () => {
    const { context, page, problems } = await openSession(browser);
    // Hold the scripts back: the page stays as the server sent it until we let them go.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    const login = page.getByTestId('login-button');
    expect(await login.getAttribute('href')).toBe('/#login');
    await login.click();
    expect(new URL(page.url()).hash).toBe('#login');
    release();
    await waitForHydration(page);
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading', { level: 2 }).textContent()).toBe('Login');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('from an article, Login opens the dialog on the article itself; Escape closes it', async () => {
    const { context, page, problems } = await openSession(browser);
    const languages = (await (await fetch(url('/api/news/languages'))).json()) as {
      result: { id: string; language_code: string }[];
    };
    const english = languages.result.find((l) => l.language_code === 'en')!;
    const list = (await (
      await fetch(url(`/api/news/filter-advanced?language_id=${english.id}&limit=1`))
    ).json()) as { result: { items: { path: string }[] } };
    // The article's canonical address (docs/decisions/0110): `/news/<id>` only redirects there.
    const path = list.result.items[0]!.path;
    await page.goto(url(path));
    await waitForHydration(page);
    const login = page.getByTestId('login-button');
    expect(await login.getAttribute('href')).toBe(`${path}#login`);
    await login.click();
    await dialog(page).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    // The first field has the focus, and the dialog is named by its title.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe(
      'username',
    );
    expect(await page.getByRole('dialog', { name: 'Login' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');
    // Focus goes back to the link that opened the dialog.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'login-button',
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the links switch between Login and Sign up', async () => {
    const { context, page, problems } = await openSession(browser);
    await openDialog(page, '#login');
    await page.getByTestId('switch-to-signup').click();
    await page.getByTestId('signup-form').waitFor();
    expect(new URL(page.url()).hash).toBe('#signup');
    expect(await page.getByRole('dialog', { name: 'Sign up' }).count()).toBe(1);
    await page.getByTestId('switch-to-login').click();
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).hash).toBe('#login');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('sign-up', () => {
  it('a new reader signs up, is sent to Login with the toast, and logs in', async () => {
    const { context, page, problems } = await openSession(browser);
    const account = newAccount('Lakshmi', 'Prasanna');
    await openDialog(page, '#signup');
    // The role list comes from the server; its first entry is chosen.
    const role = page.getByTestId('signup-role');
    await expect.poll(() => role.locator('option').first().textContent()).toBe('Reader');
    await page.getByTestId('signup-first-name').fill(account.firstName);
    await page.getByTestId('signup-last-name').fill(account.lastName);
    await page.getByTestId('signup-email').fill(account.email);
    // Only digits can be typed, at most 10.
    await page.getByTestId('signup-phone').pressSequentially(`+91 ${account.phone}5`);
    expect(await page.getByTestId('signup-phone').inputValue()).toBe(
      `91${account.phone}`.slice(0, 10),
    );
    await page.getByTestId('signup-phone').fill('');
    await page.getByTestId('signup-phone').pressSequentially(account.phone);
    await page.getByTestId('signup-password').fill(account.password);
    await page.getByTestId('signup-confirm-password').fill(account.password);
    // The terms and the privacy policy open beside the form.
    const terms = page.getByRole('link', { name: 'Terms and Conditions' });
    expect(await terms.getAttribute('href')).toBe('/terms-and-conditions');
    expect(await terms.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    await page.getByTestId('signup-submit').click();

    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).hash).toBe('#login');
    await expect
      .poll(() => toasts(page).first().textContent())
      .toBe('Registration Successful! Please login with your credentials.');
    expect(await page.getByTestId('login-identifier').inputValue()).toBe(account.email);
    await page.getByTestId('login-password').fill(account.password);
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => toasts(page).first().textContent()).toBe('Welcome back, Lakshmi!');
    await expect.poll(() => page.getByTestId('user-menu-button').count()).toBe(1);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null,
      flag: localStorage.getItem('isLoggedIn'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.user?.email).toBe(account.email);
    expect(stored.flag).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says each broken rule, the most important first', async () => {
    const { context, page, problems } = await openSession(browser);
    const taken = await signUpReader('Sita', 'Devi', server.url);
    await openDialog(page, '#signup');
    const submit = page.getByTestId('signup-submit');
    const fill = async (fields: Record<string, string>) => {
      for (const [testId, value] of Object.entries(fields)) {
        await page.getByTestId(testId).fill(value);
      }
    };
    const expectMessage = async (text: string) => {
      await submit.click();
      await expect.poll(() => message(page).textContent()).toBe(text);
    };

    await expectMessage('Please fill all fields');
    // Every other field wrong too: the empty one still comes first.
    await fill({
      'signup-first-name': '   ',
      'signup-last-name': 'Devi',
      'signup-email': 'sita-at-example',
      'signup-phone': '98765',
      'signup-password': 'abc',
      'signup-confirm-password': 'abd',
    });
    await expectMessage('Please fill all fields');
    await fill({ 'signup-first-name': 'Sita' });
    await expectMessage('Please enter a valid email address');
    await fill({ 'signup-email': 'sita@example.in' });
    await expectMessage('Please enter a valid 10-digit phone number');
    await fill({ 'signup-phone': '9876501234' });
    await expectMessage('Password must be at least 6 characters long');
    await fill({ 'signup-password': 'abcdef', 'signup-confirm-password': 'abcdeg' });
    await expectMessage('Passwords do not match');
    await fill({ 'signup-confirm-password': 'abcdef' });
    await expectMessage(
      'Password should contain at least one uppercase letter, one lowercase letter, and one number',
    );
    // The message is announced and names the fields it is about.
    expect(await message(page).getAttribute('role')).toBe('alert');
    const describedBy = await page.getByTestId('signup-password').getAttribute('aria-describedby');
    expect(describedBy).toBe(await message(page).getAttribute('id'));
    expect(await page.getByTestId('signup-password').getAttribute('aria-invalid')).toBe('true');

    // An address or a phone number that already has an account (409).
    await fill({
      'signup-email': taken.account.email,
      'signup-password': 'Abcdef1',
      'signup-confirm-password': 'Abcdef1',
    });
    await expectMessage('User already exists with this email or phone number.');
    // Nothing typed is lost.
    expect(await page.getByTestId('signup-first-name').inputValue()).toBe('Sita');
    expect(problems.filter((p) => !p.includes('status of 409'))).toEqual([]);
    await context.close();
  });
});

describe('login', () => {
  let reader: Awaited<ReturnType<typeof signUpReader>>;
  beforeAll(async () => {
    reader = await signUpReader('Anil', 'Varma', server.url);
  });

  it('waits for both fields, checks the identifier, and logs in by e-mail', async () => {
    const { context, page, problems } = await openSession(browser);
    await openDialog(page, '#login');
    const submit = page.getByTestId('login-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('login-identifier').fill('98765');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('login-password').fill('whatever');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await expect
      .poll(() => message(page).textContent())
      .toBe('Please enter a valid email or 10-digit phone number');
    await page.getByTestId('login-identifier').fill('   ');
    await submit.click();
    await expect.poll(() => message(page).textContent()).toBe('Please fill all fields');

    // The password can be shown and hidden again.
    const password = page.getByTestId('login-password');
    await password.fill(reader.account.password);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByTestId('password-toggle').click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByTestId('password-toggle').click();
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByTestId('login-identifier').fill(reader.account.email);
    await password.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => toasts(page).first().textContent()).toBe('Welcome back, Anil!');
    expect(await page.getByTestId('user-menu-name').textContent()).toBe('Anil');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('logs in by the 10-digit phone number', async () => {
    const { context, page, problems } = await openSession(browser);
    await openDialog(page, '#login');
    await page.getByTestId('login-identifier').fill(reader.account.phone);
    await page.getByTestId('login-password').fill(reader.account.password);
    await page.getByTestId('login-submit').click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('user-menu-button').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a wrong password is refused, generically, and nothing is stored', async () => {
    const { context, page, problems } = await openSession(browser);
    await openDialog(page, '#login');
    await page.getByTestId('login-identifier').fill(reader.account.email);
    await page.getByTestId('login-password').fill('NotMyPassword1');
    await page.getByTestId('login-submit').click();
    await expect.poll(() => message(page).textContent()).toBe('Invalid email/phone or password');
    expect(await page.getByTestId('login-password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await dialog(page).isVisible()).toBe(true);
    expect(problems).toEqual([
      'error: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
    ]);
    await context.close();
  });

  it('a login the server turns away for too many attempts says so honestly', async () => {
    const { context, page } = await openSession(browser);
    await page.route('**/api/auth/userLogin', (route) =>
      route.fulfill({
        status: 429,
        json: {
          status: 0,
          error: 'TOO_MANY_REQUESTS',
          message: 'Too many failed logins. Please try again in 15 minutes.',
        },
      }),
    );
    await openDialog(page, '#login');
    await page.getByTestId('login-identifier').fill(reader.account.email);
    await page.getByTestId('login-password').fill(reader.account.password);
    await page.getByTestId('login-submit').click();
    await expect
      .poll(() => message(page).textContent())
      .toBe('Too many failed logins. Please try again in 15 minutes.');
    await context.close();
  });
});

describe('a forgotten password, reset by a code sent by e-mail', () => {
  it('e-mail → code from the mail → new password → login with it', async () => {
    const { context, page, problems } = await openSession(browser);
    const reader = await signUpReader('Meena', 'Rao', server.url);
    await openDialog(page, '#login');
    await page.getByTestId('login-identifier').fill(reader.account.email);
    await page.getByTestId('forgot-link').click();
    // The e-mail typed at login is carried over.
    const email = page.getByTestId('forgot-email');
    expect(await email.inputValue()).toBe(reader.account.email);
    expect(await page.getByRole('heading', { name: 'Forgot your password?' }).count()).toBe(1);

    const requested = Date.now();
    await page.getByTestId('forgot-send').click();
    await expect
      .poll(() => page.getByTestId('auth-message-success').textContent())
      .toBe(
        'If an account exists for this e-mail, we have sent a 5-digit verification code to it.',
      );
    // The code step follows 2 s later.
    await page.getByTestId('code-form').waitFor();
    expect(Date.now() - requested).toBeGreaterThanOrEqual(2000);
    const boxes = page.getByTestId('code-box');
    expect(await boxes.count()).toBe(5);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'code-box',
    );
    const code = await codeSentTo(reader.account.email, requested);

    // Typing moves on, Backspace goes back, and Verify waits for all five digits.
    const verify = page.getByTestId('code-verify');
    await page.keyboard.type(code.slice(0, 3));
    expect(await boxes.nth(3).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await verify.isDisabled()).toBe(true);
    await page.keyboard.press('Backspace');
    expect(await boxes.nth(2).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await boxes.nth(2).inputValue()).toBe('');
    await page.keyboard.type(code.slice(2));
    expect(await verify.isDisabled()).toBe(false);

    // A wrong code is refused.
    const wrong = code === '11111' ? '22222' : '11111';
    await boxes.first().click();
    await page.keyboard.type(wrong);
    await verify.click();
    await expect
      .poll(() => message(page).textContent())
      .toBe('Invalid verification code. Please try again.');

    // Pasting keeps the first five digits of whatever was copied.
    await boxes.first().focus();
    await page.evaluate(
      (text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement?.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      },
      `Your code: ${code.slice(0, 2)}-${code.slice(2)}9`,
    );
    await expect
      .poll(() =>
        boxes.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value).join('')),
      )
      .toBe(code);
    await verify.click();

    // New password: the checklist turns green rule by rule; submit waits for all and a match.
    await page.getByTestId('new-password-form').waitFor();
    const rules = page.getByTestId('password-checklist').locator('li');
    const metRules = () =>
      rules.evaluateAll((items) =>
        items
          .filter((li) => li.getAttribute('data-met') === 'true')
          .map((li) => li.getAttribute('data-rule')),
      );
    const submit = page.getByTestId('reset-submit');
    await page.getByTestId('new-password').fill('abc');
    expect(await metRules()).toEqual(['lowercase']);
    await page.getByTestId('new-password').fill('Abcdefg1');
    expect(await metRules()).toEqual(['length', 'uppercase', 'lowercase', 'digit']);
    expect(await rules.first().evaluate((li) => getComputedStyle(li).color)).not.toBe(
      await rules.last().evaluate((li) => getComputedStyle(li).color),
    );
    // Leaving the field with a rule unmet says so.
    await page.getByTestId('confirm-new-password').focus();
    await expect
      .poll(() => message(page).textContent())
      .toBe('Password does not meet requirements');
    const newPassword = 'Fresh#Start9';
    await page.getByTestId('new-password').fill(newPassword);
    await page.getByTestId('confirm-new-password').fill(`${newPassword}x`);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('confirm-new-password').fill(newPassword);
    expect(await metRules()).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'digit',
      'special',
      'match',
    ]);
    expect(await submit.isDisabled()).toBe(false);

    // Back goes to the code step, and on again.
    await page.getByTestId('step-back').click();
    await page.getByTestId('code-form').waitFor();
    await typeCode(page, code);
    await verify.click();
    await page.getByTestId('new-password').fill(newPassword);
    await page.getByTestId('confirm-new-password').fill(newPassword);
    const resetAt = Date.now();
    await submit.click();
    await expect
      .poll(() => page.getByTestId('auth-message-success').textContent())
      .toBe('Password reset successfully! Please login with your new password.');
    await page.getByTestId('login-form').waitFor();
    expect(Date.now() - resetAt).toBeGreaterThanOrEqual(2000);
    expect(await page.getByTestId('auth-message-success').textContent()).toBe(
      'Password reset successfully! Please login with your new password.',
    );

    // The old password no longer works; the new one does.
    expect(await page.getByTestId('login-identifier').inputValue()).toBe(reader.account.email);
    await page.getByTestId('login-password').fill(reader.account.password);
    await page.getByTestId('login-submit').click();
    await expect.poll(() => message(page).textContent()).toBe('Invalid email/phone or password');
    await page.getByTestId('login-password').fill(newPassword);
    await page.getByTestId('login-submit').click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('user-menu-button').count()).toBe(1);
    expect(problems.filter((p) => !/status of (400|401)/.test(p))).toEqual([]);
    await context.close();
  });

  it('Resend waits out the 60 s countdown; the new code replaces the old one', async () => {
    const { context, page, problems } = await openSession(browser);
    const reader = await signUpReader('Kiran', 'Reddy', server.url);
    // The page's own clock, run forward by the test rather than waited out in real time.
    await context.clock.install();
    await openDialog(page, '#login');
    await page.getByTestId('forgot-link').click();
    await page.getByTestId('forgot-email').fill(reader.account.email);
    const requested = Date.now();
    const requestedOnPage = await page.evaluate(() => Date.now());
    await page.getByTestId('forgot-send').click();
    await page.getByTestId('code-form').waitFor();
    const first = await codeSentTo(reader.account.email, requested);
    const resend = page.getByTestId('code-resend');
    const shown = async () => Number((await resend.textContent())?.match(/\d+/)?.[0]);
    // From here the countdown moves only as far as the test runs the clock.
    await context.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    const seconds = await shown();
    expect(await resend.isDisabled()).toBe(true);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    await context.clock.runFor(1_000);
    await expect.poll(shown).toBe(seconds - 1);

    // The button comes back when the countdown ends, not before.
    await context.clock.runFor((seconds - 2) * 1_000);
    await expect.poll(() => resend.textContent()).toBe('Resend code in 1 s');
    expect(await resend.isDisabled()).toBe(true);
    await context.clock.runFor(1_000);
    await expect.poll(() => resend.isEnabled()).toBe(true);
    expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(requestedOnPage + 60_000);
    expect(await resend.textContent()).toBe('Resend code');
    const resent = Date.now();
    await resend.click();
    await expect
      .poll(() => page.getByTestId('auth-message-success').textContent())
      .toBe('A new code is on its way to your inbox.');
    await expect.poll(() => resend.textContent()).toBe('Resend code in 60 s');
    await context.clock.resume();
    const second = await codeSentTo(reader.account.email, resent);

    if (first !== second) {
      await typeCode(page, first);
      await page.getByTestId('code-verify').click();
      await expect
        .poll(() => message(page).textContent())
        .toBe('Invalid verification code. Please try again.');
    }
    await typeCode(page, second);
    await page.getByTestId('code-verify').click();
    await page.getByTestId('new-password-form').waitFor();
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    await context.close();
  });
});
