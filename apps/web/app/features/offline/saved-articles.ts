import { fetchPageFile } from '../../api/page-files';

/**
 * Articles kept on this device for reading offline (docs/decisions/0163): the article's page, its
 * pictures as this device shows them and the fonts it uses, in the Cache Storage the service
 * worker answers from when the network is gone. The list (address, title, picture, size, time)
 * is kept in the same cache. At most CAP bytes are kept: the oldest saves go first.
 */
const SAVED = 'vaarta-saved-v1';
const RECENT = 'vaarta-recent-v1';
const INDEX = '/saved-articles.json';
export const SAVED_CAP_BYTES = 25 * 1024 * 1024;

export interface SavedArticle {
  url: string;
  title: string;
  image: string | null;
  bytes: number;
  /** The files kept for it besides its page (pictures, fonts). */
  files: string[];
  savedAt: string;
}

export const canSave = () => typeof caches !== 'undefined';

async function readIndex(cache: Cache): Promise<SavedArticle[]> {
  const response = await cache.match(INDEX);
  if (!response) return [];
  try {
    const list: unknown = await response.json();
    return Array.isArray(list) ? (list as SavedArticle[]) : [];
  } catch {
    return [];
  }
}

const writeIndex = (cache: Cache, list: SavedArticle[]) =>
  cache.put(
    INDEX,
    new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } }),
  );

export async function savedArticles(): Promise<SavedArticle[]> {
  if (!canSave()) return [];
  return readIndex(await caches.open(SAVED));
}

export async function isSaved(url: string): Promise<boolean> {
  return (await savedArticles()).some((article) => article.url === url);
}

/** Fetches and keeps one file; answers its size. */
async function keep(cache: Cache, url: string): Promise<number> {
  const response = await fetchPageFile(url);
  const body = await response.clone().blob();
  await cache.put(url, response);
  return body.size;
}

/** The pictures this page shows and the fonts it loaded, on this site. */
export function filesOfPage(root: ParentNode = document): string[] {
  const files = new Set<string>();
  for (const image of root.querySelectorAll<HTMLImageElement>('article img')) {
    const src = image.currentSrc || image.src;
    if (src) files.add(src);
  }
  for (const entry of performance.getEntriesByType('resource')) {
    if (/\.(?:woff2?|ttf)$/.test(new URL(entry.name).pathname)) files.add(entry.name);
  }
  return [...files].filter((url) => new URL(url, location.href).origin === location.origin);
}

/** Keeps the article at `url` with its files; drops the oldest saves past the cap. */
export async function saveArticle(article: {
  url: string;
  title: string;
  image: string | null;
  files: string[];
}): Promise<SavedArticle> {
  const cache = await caches.open(SAVED);
  let bytes = await keep(cache, article.url);
  const files: string[] = [];
  for (const file of article.files) {
    try {
      bytes += await keep(cache, file);
      files.push(file);
    } catch {
      // a picture that cannot be fetched now is shown as missing offline; the text is kept
    }
  }
  const saved: SavedArticle = { ...article, files, bytes, savedAt: new Date().toISOString() };
  const list = [...(await readIndex(cache)).filter((a) => a.url !== article.url), saved];
  let used = list.reduce((sum, a) => sum + a.bytes, 0);
  while (used > SAVED_CAP_BYTES && list.length > 1) {
    const oldest = list.shift()!;
    used -= oldest.bytes;
    await forget(cache, oldest, list);
  }
  await writeIndex(cache, list);
  return saved;
}

/** Removes a file unless another kept article still uses it (a font, a shared picture). */
async function forget(cache: Cache, article: SavedArticle, others: SavedArticle[]) {
  const stillUsed = new Set(others.flatMap((a) => a.files));
  await cache.delete(article.url);
  await Promise.all(article.files.filter((f) => !stillUsed.has(f)).map((f) => cache.delete(f)));
}

export async function removeArticle(url: string): Promise<void> {
  const cache = await caches.open(SAVED);
  const list = await readIndex(cache);
  const article = list.find((a) => a.url === url);
  const others = list.filter((a) => a.url !== url);
  if (article) await forget(cache, article, others);
  await writeIndex(cache, others);
}

/** The articles last opened (the service worker keeps ten), newest first, with their headlines. */
export async function recentArticles(): Promise<{ url: string; title: string }[]> {
  if (!canSave()) return [];
  const cache = await caches.open(RECENT);
  const requests = [...(await cache.keys())].reverse();
  return Promise.all(
    requests.map(async (request) => {
      const html = (await (await cache.match(request))?.text()) ?? '';
      const page = new DOMParser().parseFromString(html, 'text/html');
      // The headline alone, without the site's name that the page's <title> adds.
      const headline = page.querySelector('meta[property="og:title"]')?.getAttribute('content');
      return { url: new URL(request.url).pathname, title: headline || page.title || request.url };
    }),
  );
}
