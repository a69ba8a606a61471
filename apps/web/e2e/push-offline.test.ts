import type { Browser, Page } from 'playwright-core';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstArticlePath } from '../bench/articles';
import { baseUrl, launchBrowser, openSession, waitForHydration } from './browser';
import { startProductionServer, type RunningServer } from './server';

/**
 * Breaking-news notifications, saved articles and the offline page (docs/decisions/0162–0164),
 * on a server of their own with VAPID keys (the shared one has none).
 */
let browser: Browser;
let server: RunningServer;
let article: string;

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
