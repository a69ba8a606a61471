import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstArticlePath } from '../bench/articles';
import { baseUrl, launchBrowser, openSession, waitForHydration } from './browser';
import { logInAccount, signInBrowser } from './readers';
import { startProductionServer, type RunningServer } from './server';
import { createAccounts, type NewsroomAccounts } from './staff-accounts';

/**
 * Breaking-news notifications, saved articles and the offline page (docs/decisions/0162–0164),
 * on a server of their own with VAPID keys (the shared one has none).
 */
let browser: Browser;
let server: RunningServer;
let article: string;
let accounts: NewsroomAccounts;

beforeAll(async () => {
  const keys = webpush.generateVAPIDKeys();
  [browser, server] = await Promise.all([
    launchBrowser(),
    startProductionServer({
      env: {
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        PUSH_ALLOW_ANY_SERVICE: 'true',
      },
      prepare: async (env) => {
        accounts = await createAccounts(env);
      },
    }),
  ]);
  // The article's canonical address, where its old one redirects.
  article = new URL((await fetch(`${server.url}${await firstArticlePath(server.url)}`)).url)
    .pathname;
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * The browser's push service is out of reach of a test machine: the page's PushManager hands
 * out a subscription to a local address instead, with keys of the right shape.
 */
const FAKE_PUSH_SERVICE = `(() => {
  let current = null;
  const subscription = {
    endpoint: 'http://127.0.0.1:9/push/test-device',
    toJSON() {
      return { endpoint: this.endpoint, keys: { p256dh: 'B' + 'A'.repeat(86), auth: 'A'.repeat(22) } };
    },
    unsubscribe: async () => { current = null; return true; },
  };
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async () => (current = subscription);
})();`;

/** Calls this server's `/api{path}`; the `result`. */
async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { result: T; message: string };
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${json.message}`);
  return json.result;
}

/** A push service on this machine that takes every push and notes the device it was for. */
async function startPushService() {
  const received: { device: string; encoding: string | undefined }[] = [];
  const service = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({
        device: request.url!.slice('/push/'.length),
        encoding: request.headers['content-encoding'],
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return {
    received,
    subscription: (device: string) => ({
      endpoint: `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/${device}`,
      keys: {
        p256dh: keys.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    }),
    close: () => new Promise<void>((resolve) => service.close(() => resolve())),
  };
}

async function readyWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

describe('breaking-news notifications', () => {
  it('offers no notifications when the server has no keys', async () => {
    const { page, context } = await openSession(browser);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('breaking-viewport').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('breaking-alerts').count()).toBe(0);
    await context.close();
  });

  it('turns on for the district on a tap, then off again, never asking at load', async () => {
    const { page, context, problems } = await openSession(browser);
    await context.addInitScript(FAKE_PUSH_SERVICE);
    const asked: string[] = [];
    await context.exposeFunction('notePermissionAsked', () => asked.push('asked'));
    await context.addInitScript(() => {
      const ask = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        (window as unknown as { notePermissionAsked(): void }).notePermissionAsked();
        return ask();
      };
    });
    await context.grantPermissions(['notifications'], { origin: server.url });
    const subscribed: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/push/subscriptions')) subscribed.push(response.status());
    });
    await page.goto(`${server.url}/`);
    const district = page.getByTestId('alerts-district');
    await expect.poll(() => district.getAttribute('aria-pressed')).toBe('false');
    await page.waitForTimeout(300);
    expect(asked).toEqual([]);

    // The first tap also brings the page's script; it is done once the page has hydrated.
    await district.click();
    await expect.poll(() => district.getAttribute('aria-pressed')).toBe('true');
    expect(asked).toEqual(['asked']);
    expect(subscribed).toEqual([201]);
    await expect
      .poll(() => page.getByTestId('alerts-note').textContent())
      .toContain('Notifications are on');

    await district.click();
    await expect.poll(() => district.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('alerts-state').getAttribute('aria-pressed')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('says so and disables the toggles when notifications are blocked or push is missing', async () => {
    for (const [init, note] of [
      [
        `Object.defineProperty(Notification, 'permission', { get: () => 'denied' });`,
        'Notifications are blocked for this site',
      ],
      ['delete window.PushManager;', 'This browser cannot show notifications.'],
    ]) {
      const { page, context, problems } = await openSession(browser);
      await context.addInitScript(init!);
      await page.goto(`${server.url}/`);
      await waitForHydration(page);
      await expect.poll(() => page.getByTestId('alerts-note').textContent()).toContain(note);
      expect(await page.getByTestId('alerts-district').isDisabled()).toBe(true);
      expect(await page.getByTestId('alerts-state').isDisabled()).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("stops them from the user menu's Settings", async () => {
    const { page, context, problems } = await openSession(browser);
    const { email, password } = accounts.reader;
    await signInBrowser(context, await logInAccount(email, password, server.url));
    await context.addInitScript(FAKE_PUSH_SERVICE);
    await context.grantPermissions(['notifications'], { origin: server.url });
    const stopped: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/push/unsubscribe')) stopped.push(response.status());
    });
    await page.goto(`${server.url}/`);
    const district = page.getByTestId('alerts-district');
    await district.click();
    await expect.poll(() => district.getAttribute('aria-pressed')).toBe('true');

    await page.getByTestId('user-menu-button').click();
    await page.getByTestId('menu-settings').click();
    const settings = page.getByTestId('settings-dialog');
    const push = settings.getByRole('switch', { name: 'Push notifications' });
    await expect.poll(() => push.getAttribute('aria-checked')).toBe('true');
    await push.click();
    await settings.getByTestId('settings-save').click();
    await expect.poll(() => stopped).toEqual([200]);

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => district.getAttribute('aria-pressed')).toBe('false');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an editor publishing with "notify readers" pushes a story that is not breaking', async () => {
    const service = await startPushService();
    try {
      const admin = await logInAccount(accounts.admin.email, accounts.admin.password, server.url);
      const editor = await logInAccount(
        accounts.editor.email,
        accounts.editor.password,
        server.url,
      );
      const languages = await api<{ id: string; language_code: string }[]>(
        'GET',
        '/news/languages',
      );
      const te = languages.find((language) => language.language_code === 'te')!.id;
      await api('PUT', `/newsroom/users/${editor.user.id}/languages`, admin.token, {
        languageIds: [te],
      });
      const states = await api<{ id: string; english_name: string }[]>(
        'GET',
        `/news/states?language_id=${te}`,
      );
      const telangana = states.find((state) => state.english_name === 'Telangana')!.id;
      const districts = await api<{ id: string; english_name: string }[]>(
        'GET',
        `/news/districts?language_id=${te}&state_id=${telangana}`,
      );
      const hyderabad = districts.find((district) => district.english_name === 'Hyderabad')!.id;
      const categories = await api<{ id: string; slug: string }[]>(
        'GET',
        `/news/categories?language_id=${te}`,
      );
      const title = `హైదరాబాద్‌లో నీటి సరఫరా నిలిపివేత ${Date.now()}`;
      const story = await api<{ id: string }>('POST', '/newsroom/stories', editor.token, {
        title,
        excerpt: 'రేపు ఉదయం వరకు నీటి సరఫరా ఉండదు.',
        body: '<p>రేపు ఉదయం వరకు నీటి సరఫరా ఉండదు.</p>',
        languageId: te,
        categoryId: categories.find((category) => category.slug === 'politics')!.id,
        districtId: hyderabad,
        isBreaking: false,
      });
      for (const [device, districtId] of [
        ['hyderabad', hyderabad],
        ['telangana', null],
        ['elsewhere', districts.find((district) => district.id !== hyderabad)!.id],
      ] as const) {
        await api('POST', '/push/subscriptions', undefined, {
          subscription: service.subscription(device),
          edition: { languageId: te, stateId: telangana, districtId },
        });
      }

      const { page, context, problems } = await openSession(browser);
      await signInBrowser(context, editor);
      await page.goto(`${server.url}/newsroom/stories/${story.id}`);
      await waitForHydration(page);
      const notify = page.getByTestId('publish-notify');
      expect(await notify.isChecked()).toBe(false);
      await notify.check();
      await page.getByTestId('publish-story').click();
      await page.locator('[data-testid="story-status"][data-status="published"]').first().waitFor();
      await expect
        .poll(() => service.received.map((push) => push.device).sort())
        .toEqual(['hyderabad', 'telangana']);
      expect(service.received.every((push) => push.encoding === 'aes128gcm')).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await service.close();
    }
  });

  it('shows a pushed story as a notification whose tap opens the article', async () => {
    const { page, context } = await openSession(browser);
    await context.grantPermissions(['notifications'], { origin: server.url });
    await page.goto(`${server.url}/saved`);
    await readyWorker(page);
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => !r.isDeleted);
        if (found) resolve(found.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const payload = {
      title: 'Heavy rain in Hyderabad',
      body: 'Roads under water.',
      url: `https://vaarta.example${article}`,
      image: null,
      tag: 'story-1',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: await registration,
      data: JSON.stringify(payload),
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            data: n.data as unknown,
          })),
        ),
      )
      .toEqual([{ title: payload.title, body: payload.body, data: { url: payload.url } }]);

    // A tap: the worker opens the article on this site, whatever address the push named.
    const opened = await worker.evaluate(async () => {
      type Click = Event & { waitUntil(promise: Promise<unknown>): void };
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        clients: { openWindow(url: string | URL): Promise<null>; matchAll(): Promise<never[]> };
        NotificationEvent: new (type: string, init: { notification: Notification }) => Click;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      let url = '';
      scope.clients.openWindow = async (to: string | URL) => {
        url = String(to);
        return null;
      };
      scope.clients.matchAll = async () => [];
      const event = new scope.NotificationEvent('notificationclick', {
        notification: notification!,
      });
      const done: Promise<unknown>[] = [];
      event.waitUntil = (promise: Promise<unknown>) => void done.push(promise);
      scope.dispatchEvent(event);
      await Promise.all(done);
      return url;
    });
    expect(opened).toBe(`${server.url}${article}`);
    await page.goto(opened);
    await expect.poll(() => page.getByTestId('article').count()).toBe(1);
    await context.close();
  });
});

describe('reading offline', () => {
  it('keeps a saved article, with its pictures, to open with the network off', async () => {
    const { page, context } = await openSession(browser);
    await page.goto(`${server.url}${article}`);
    const title = await page.locator('h1').textContent();
    const save = page.getByTestId('save-article');
    // A tap before the page has hydrated is kept and done once it has.
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await readyWorker(page);

    await context.setOffline(true);
    await page.goto(`${server.url}${article}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    const picture = page.locator('article img').first();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto(`${server.url}/saved`);
    await expect.poll(() => page.getByTestId('saved-list').textContent()).toContain(title!);
    await expect.poll(() => page.getByTestId('saved-used').textContent()).toMatch(/MB/);
    await context.setOffline(false);
    await page.getByTestId('saved-list').getByRole('button').click();
    await expect.poll(() => page.getByTestId('saved-list').count()).toBe(0);
    await context.close();
  });

  it('keeps the last ten articles opened, and only those, for reading offline', async () => {
    const { page, context } = await openSession(browser);
    const languages = await api<{ id: string; language_code: string }[]>('GET', '/news/languages');
    const en = languages.find((language) => language.language_code === 'en')!.id;
    const news = await api<{ items: { id: string; path?: string }[] }>(
      'GET',
      `/news/filter-advanced?language_id=${en}&limit=11`,
    );
    expect(news.items).toHaveLength(11);
    await page.goto(`${server.url}/saved`);
    await readyWorker(page);
    const opened: { path: string; title: string }[] = [];
    for (const item of news.items) {
      await page.goto(`${server.url}${item.path ?? `/news/${item.id}`}`);
      opened.push({
        path: new URL(page.url()).pathname,
        title: (await page.locator('h1').textContent())!,
      });
    }

    const recent = () =>
      page.evaluate(async () => {
        const cache = await caches.open('vaarta-recent-v1');
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      });
    await expect.poll(recent).toEqual(opened.slice(1).map((article) => article.path));
    // The Saved page lists them by headline, the last opened first.
    await page.goto(`${server.url}/saved`);
    await expect
      .poll(() => page.getByTestId('recent-list').getByRole('link').allTextContents())
      .toEqual(
        opened
          .slice(1)
          .map((article) => article.title)
          .reverse(),
      );

    // The browser's own cache emptied, so that only the worker's answers.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await context.setOffline(true);
    for (const { path, title } of [opened[1]!, opened[10]!]) {
      await page.goto(`${server.url}${path}`);
      expect(await page.locator('h1').textContent()).toBe(title);
    }
    // The eleventh article back was let go: the offline page stands in for it.
    await page.goto(`${server.url}${opened[0]!.path}`);
    await page.getByTestId('offline-page').waitFor();
    await context.close();
  });

  it('shows the offline page in the reader’s language for a page not kept', async () => {
    const { page, context } = await openSession(browser);
    await context.addCookies([{ name: 'vaarta_lang', value: 'te', url: server.url }]);
    await page.goto(`${server.url}/saved`);
    await readyWorker(page);
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.match('/offline'))?.text()) ?? ''))
      .toContain('lang="te"');
    await context.setOffline(true);
    await page.goto(`${server.url}/about`);
    await expect
      .poll(() => page.getByTestId('offline-page').textContent())
      .toContain('మీరు ఆఫ్‌లైన్‌లో ఉన్నారు');
    await context.close();
  });
});
