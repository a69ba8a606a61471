/* Vaarta service worker: keeps the app shell so the site opens offline.
   - Pages: network first; offline, the last copy of that page, else the cached home page.
   - /assets/ (hashed, immutable) and fonts: cache first.
   - /api and /media: untouched (news must be fresh; images are cached by HTTP). */
const SHELL = 'vaarta-shell-v1';
const ASSETS = 'vaarta-assets-v2';
const SHELL_URLS = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

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
  // The home page names the scripts and styles it needs: keep them too. Its stylesheet names
  // every interface language's fonts (about 600 KB): a font is kept when a page first uses it.
  const response = await cache.match('/');
  const html = response ? await response.text() : '';
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
        Promise.all(keys.filter((k) => k !== SHELL && k !== ASSETS).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(ASSETS).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(SHELL).then((cache) => cache.put(request, copy));
          }
          return response;
        })
        .catch(
          async () =>
            (await caches.match(request)) ?? (await caches.match('/')) ?? Response.error(),
        ),
    );
  }
});
