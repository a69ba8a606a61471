/* Vaarta service worker (docs/decisions/0033, 0098, 0163, 0164).
   - Pages: network first. Offline: a saved article, one of the last ten articles opened, the
     home page or the Saved page as last seen, else the offline page in the reader's language.
   - /assets/ and /scripts/ (hashed, immutable) and fonts: cache first.
   - /media: network first; offline, the pictures of saved articles.
   - /api: untouched (news must be fresh).
   - Data saver (docs/decisions/0165): pictures are answered with a blank until the reader taps one.
   - Pushes of breaking news are shown as notifications; a tap opens the article. */
const SHELL = 'vaarta-shell-v2';
const ASSETS = 'vaarta-assets-v2';
/** Articles a reader saved, with their pictures and fonts (written by the page, read here). */
const SAVED = 'vaarta-saved-v1';
/** The last articles a reader opened. */
const RECENT = 'vaarta-recent-v1';
const RECENT_KEPT = 10;
/** An article's address (`/te/news/<slug>-<id>`). */
const ARTICLE = /^\/[a-z]{2}\/news\/[^/]+$/;
/** The reader's data-saver choice ('on', 'off' or '' for the browser's Save-Data), told by the page. */
const SETTINGS = 'vaarta-settings-v1';
const DATA_SAVER_KEY = '/data-saver-choice';
/** The query flag of a picture the reader tapped (features/data-saver/data-saver.ts). */
const TAPPED = 'tapped';
const KEPT = [SHELL, ASSETS, SAVED, RECENT, SETTINGS];
const SHELL_URLS = [
  '/',
  '/saved',
  '/offline',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
];
/** Pages kept as last seen, for the shell. */
const SHELL_PAGES = new Set(['/', '/saved']);

async function cacheShell() {
  const cache = await caches.open(SHELL);
  await Promise.all(
    SHELL_URLS.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      // A returning reader's home redirects to their edition's address: that page is kept as the
      // home, as a response of its own (a redirected one cannot answer a navigation).
      const kept = response.redirected
        ? new Response(await response.blob(), {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          })
        : response;
      await cache.put(url, kept);
    }),
  );
  // The home and Saved pages name the scripts and styles they need: keep them too. The
  // stylesheet names every interface language's fonts (about 600 KB): a font is kept when a
  // page first uses it.
  const pages = await Promise.all(['/', '/saved'].map((url) => cache.match(url)));
  const html = (await Promise.all(pages.map((page) => (page ? page.text() : '')))).join('');
  const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)\b/g) ?? [])];
  const assetCache = await caches.open(ASSETS);
  await Promise.all(assets.map((url) => assetCache.add(url).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => !KEPT.includes(k)).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

/** The data-saver choice, read once per worker start and then kept as the page tells it. */
let dataSaverChoice = null;
function storedDataSaverChoice() {
  dataSaverChoice ??= caches
    .open(SETTINGS)
    .then((cache) => cache.match(DATA_SAVER_KEY))
    .then((hit) => (hit ? hit.text() : ''))
    .catch(() => '');
  return dataSaverChoice;
}

function rememberDataSaver(choice) {
  const value = choice === 'on' || choice === 'off' ? choice : '';
  dataSaverChoice = Promise.resolve(value);
  return caches.open(SETTINGS).then((cache) => cache.put(DATA_SAVER_KEY, new Response(value)));
}

async function dataSaverOn(request) {
  const choice = await storedDataSaverChoice();
  if (choice) return choice === 'on';
  const asked = request.headers.get('Save-Data') === 'on';
  return asked || Boolean(self.navigator.connection && self.navigator.connection.saveData);
}

/** What a held-back picture is answered with: nothing to draw, a few bytes, never cached. */
const blankPicture = () =>
  new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' },
  });

async function picture(request, url) {
  if (url.searchParams.has(TAPPED)) {
    url.searchParams.delete(TAPPED);
    return fetch(url.href).catch(async () => (await kept(url.href)) ?? Response.error());
  }
  if (request.destination === 'image' && (await dataSaverOn(request))) {
    // A saved article's pictures were fetched on purpose: they are shown.
    return (await kept(request)) ?? blankPicture();
  }
  return fetch(request).catch(async () => (await kept(request)) ?? Response.error());
}

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'data-saver') {
    event.waitUntil(rememberDataSaver(event.data.choice));
  }
});

/** The page tells the worker its interface language: the offline page follows it. */
self.addEventListener('message', (event) => {
  const lang = event.data && event.data.type === 'language' ? String(event.data.lang) : '';
  if (!/^[a-z]{2}$/.test(lang)) return;
  event.waitUntil(
    fetch(`/offline?lng=${lang}`)
      .then((response) =>
        response.ok
          ? caches.open(SHELL).then((cache) => cache.put('/offline', response))
          : undefined,
      )
      .catch(() => undefined),
  );
});

async function keepRecent(request, response) {
  const cache = await caches.open(RECENT);
  // Newest last: a page opened again moves to the end.
  await cache.delete(request);
  await cache.put(request, response);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(keys.length - RECENT_KEPT, 0)).map((key) => cache.delete(key)),
  );
}

/** What was kept of a page or picture, whatever headers the page's own fetch of it sent. */
const kept = (request) => caches.match(request, { ignoreVary: true });

async function offlinePage(request) {
  return (await kept(request)) ?? (await kept('/offline')) ?? Response.error();
}

function fromCacheFirst(request) {
  return caches.match(request).then(
    (hit) =>
      hit ??
      fetch(request).then((response) => {
        if (response.ok) {
          const copy = response.clone();
          caches.open(ASSETS).then((cache) => cache.put(request, copy));
        }
        return response;
      }),
  );
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/scripts/')) {
    event.respondWith(fromCacheFirst(request));
    return;
  }

  if (url.pathname.startsWith('/media/')) {
    event.respondWith(picture(request, url));
    return;
  }

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && !response.redirected) {
            if (ARTICLE.test(url.pathname)) {
              event.waitUntil(keepRecent(request, response.clone()));
            } else if (SHELL_PAGES.has(url.pathname) && !url.search) {
              const copy = response.clone();
              event.waitUntil(caches.open(SHELL).then((cache) => cache.put(request, copy)));
            }
          }
          return response;
        })
        .catch(() => offlinePage(request)),
    );
  }
});

self.addEventListener('push', (event) => {
  let story;
  try {
    story = event.data ? event.data.json() : null;
  } catch {
    story = null;
  }
  if (!story || typeof story.title !== 'string' || typeof story.url !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(story.title, {
      body: story.body || '',
      image: story.image || undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: story.tag || story.url,
      dir: 'auto',
      data: { url: story.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  );
  // Only this site's pages are opened, whatever a push says: the address's path, here.
  const url = new URL(target.pathname + target.search, self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
