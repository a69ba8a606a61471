import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeArticle, SAVED_CAP_BYTES, saveArticle, savedArticles } from './saved-articles';

/** Cache Storage as the browser keeps it, by address, in memory. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (url: string) => store.get(url)?.clone(),
      put: async (url: string, response: Response) => void store.set(url, response),
      delete: async (url: string) => store.delete(url),
    };
  };
  return { open, stored: (name: string) => [...(stores.get(name)?.keys() ?? [])].sort() };
}

const MB = 1024 * 1024;
/** What the site answers for each address: a body of this many bytes. */
let sizes: Record<string, number>;
let caches: ReturnType<typeof memoryCaches>;

beforeEach(() => {
  caches = memoryCaches();
  vi.stubGlobal('caches', caches);
  vi.stubGlobal('fetch', async (url: string) =>
    url in sizes ? new Response(new Uint8Array(sizes[url]!)) : new Response('', { status: 404 }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const article = (name: string, files: string[]) => ({
  url: `/te/news/${name}`,
  title: name,
  image: null,
  files,
});

describe('articles saved for offline', () => {
  it('counts what each keeps and drops the oldest first past the cap', async () => {
    sizes = {
      '/te/news/first': MB,
      '/te/news/second': MB,
      '/te/news/third': MB,
      '/media/first.jpg': 10 * MB,
      '/media/second.jpg': 10 * MB,
      '/media/third.jpg': 4 * MB,
      '/fonts/telugu.woff2': MB,
    };
    await saveArticle(article('first', ['/media/first.jpg', '/fonts/telugu.woff2']));
    await saveArticle(article('second', ['/media/second.jpg', '/fonts/telugu.woff2']));
    expect((await savedArticles()).map((a) => [a.title, a.bytes])).toEqual([
      ['first', 12 * MB],
      ['second', 12 * MB],
    ]);

    // 24 MB + 5 MB is past the 25 MB cap: the first save goes, the font the second uses stays.
    expect(SAVED_CAP_BYTES).toBe(25 * MB);
    await saveArticle(article('third', ['/media/third.jpg', '/media/missing.jpg']));
    expect((await savedArticles()).map((a) => a.title)).toEqual(['second', 'third']);
    expect(caches.stored('vaarta-saved-v1')).toEqual(
      [
        '/fonts/telugu.woff2',
        '/media/second.jpg',
        '/media/third.jpg',
        '/saved-articles.json',
        '/te/news/second',
        '/te/news/third',
      ].sort(),
    );
  });

  it('removes an article and the files no other saved article uses', async () => {
    sizes = { '/te/news/one': 100, '/te/news/two': 100, '/media/a.jpg': 50, '/fonts/t.woff2': 9 };
    await saveArticle(article('one', ['/media/a.jpg', '/fonts/t.woff2']));
    await saveArticle(article('two', ['/fonts/t.woff2']));
    await removeArticle('/te/news/one');
    expect((await savedArticles()).map((a) => a.title)).toEqual(['two']);
    expect(caches.stored('vaarta-saved-v1')).toEqual(
      ['/fonts/t.woff2', '/saved-articles.json', '/te/news/two'].sort(),
    );
  });
});
