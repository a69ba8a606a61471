import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  editionPath,
  languagePath,
  placeSlug,
  type EditionPlace,
} from '@vaarta/core/addresses';
import { LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';
import { baseUrl } from './browser';

/**
 * The site as a search engine crawls it (docs/decisions/0110, 0111): hundreds of public addresses
 * of every kind, each fetched as a crawler does, with and without a reader's cookies.
 */

interface Result<T> {
  result: T;
}
const api = async <T>(path: string): Promise<T> =>
  ((await (await fetch(`${baseUrl()}/api${path}`)).json()) as Result<T>).result;

interface Listed {
  id: string;
  path: string;
}

/** Every `count`-th of a list, spread over all of it. */
const spread = <T>(list: T[], count: number): T[] =>
  Array.from(
    { length: Math.min(count, list.length) },
    (_, i) => list[Math.floor((i * list.length) / Math.min(count, list.length))],
  ).filter((item): item is T => item !== undefined);

async function sampleAddresses(): Promise<{ paths: string[]; editionCookies: string[] }> {
  const languages = await api<{ id: string; language_code: LanguageCode }[]>('/news/languages');
  const paths: string[] = [];
  const editionCookies: string[] = [];
  for (const language of languages) {
    const code = language.language_code;
    paths.push(languagePath(code));
    const states = await api<{ id: string; english_name: string }[]>(
      `/news/states?language_id=${language.id}`,
    );
    const districts = await api<{ id: string; state_id: string; english_name: string }[]>(
      `/news/districts?language_id=${language.id}`,
    );
    const stateOf = new Map(states.map((s) => [s.id, s]));
    const editions: EditionPlace[] = spread(districts, 24).map((d) => ({
      language: code,
      state: placeSlug(stateOf.get(d.state_id)!.english_name),
      district: placeSlug(d.english_name),
    }));
    paths.push(...editions.map((edition) => editionPath(edition)));
    const categories = await api<{ slug: string }[]>(`/news/categories?language_id=${language.id}`);
    editions.slice(0, 10).forEach((edition, i) => {
      paths.push(categoryPath({ ...edition, category: categories[i % categories.length]!.slug }));
    });
    const articles = await api<{ items: Listed[] }>(
      `/news/filter-advanced?language_id=${language.id}&limit=20`,
    );
    paths.push(...articles.items.map((item) => item.path));
    const [first, second] = [districts[0]!, districts[1]!];
    editionCookies.push(`vaarta_edition=${language.id}.${first.state_id}.${first.id}`);
    editionCookies.push(`vaarta_edition=${language.id}.${second.state_id}.${second.id}`);
  }
  return { paths, editionCookies };
}

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );

/** The HTML with what differs by the moment alone: nonces, the time it was rendered at. */
const timeless = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/\\"now\\",\\"[^"\\]*\\"/g, '')
    .replace(/"now":"[^"]*"/g, '');

async function fetchPage(path: string, cookie?: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  return { response, html: await response.text() };
}

/** Runs `work` on every item, a few at a time (the machine is shared). */
async function eachAtMost<T>(items: T[], parallel: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe('a crawl of the public addresses', () => {
  it('answers every address with itself as canonical, its alternates, and a public page', async () => {
    const { paths, editionCookies } = await sampleAddresses();
    expect(paths.length).toBeGreaterThanOrEqual(300);
    const alternates = new Map<string, Record<string, string>>();
    const failures: string[] = [];
    await eachAtMost(paths, 4, async (path) => {
      const { response, html } = await fetchPage(path);
      const url = new URL(path, baseUrl()).href;
      const problems = [
        response.status !== 200 && `status ${response.status}`,
        attr(html, /<link rel="canonical" href="([^"]+)"/) !== url && 'canonical',
        !/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/.test(
          response.headers.get('cache-control') ?? '',
        ) && `cache-control ${response.headers.get('cache-control')}`,
        response.headers.get('set-cookie') !== null && 'set-cookie',
        /cookie/i.test(response.headers.get('vary') ?? '') && 'vary: cookie',
        attr(html, /<html lang="([^"]+)"/) !== path.split('/')[1] && 'html lang',
        attr(html, /<html lang="[^"]+" dir="([^"]+)"/) !==
          (path.startsWith('/ur') ? 'rtl' : 'ltr') && 'html dir',
      ].filter(Boolean);
      const links = alternatesOf(html);
      const language = path.split('/')[1] as LanguageCode;
      if (links[language] !== url) problems.push('no hreflang of its own');
      if (!links['x-default']) problems.push('no x-default');
      alternates.set(url, links);
      if (problems.length) failures.push(`${path}: ${problems.join(', ')}`);
    });
    expect(failures).toEqual([]);

    // Reciprocal: every page an address names as its equivalent names the same set back.
    const lists = paths.filter((path) => !path.includes('/news/'));
    for (const url of spread(lists, 40).map((path) => new URL(path, baseUrl()).href)) {
      const links = alternates.get(url)!;
      expect(Object.keys(links).sort()).toEqual([...LANGUAGE_CODES, 'x-default'].sort());
      for (const [hreflang, href] of Object.entries(links)) {
        if (hreflang === 'x-default') continue;
        const { html } = await fetchPage(new URL(href).pathname);
        expect(alternatesOf(html), `${href} names ${url}`).toEqual(links);
      }
    }

    // One page for everyone: the cookies of two readers with other editions change nothing.
    await eachAtMost(spread(paths, 60), 2, async (path) => {
      const [plain, first, second] = await Promise.all([
        fetchPage(path),
        fetchPage(path, `${editionCookies[0]}; vaarta_theme=dark; vaarta_language=ur`),
        fetchPage(path, editionCookies[3]),
      ]);
      expect(timeless(first.html), path).toBe(timeless(plain.html));
      expect(timeless(second.html), path).toBe(timeless(plain.html));
    });
  });

  it('takes the old article address and near addresses to the canonical one', async () => {
    const english = (await api<{ id: string; language_code: string }[]>('/news/languages')).find(
      (l) => l.language_code === 'en',
    )!;
    const [article] = (
      await api<{ items: Listed[] }>(`/news/filter-advanced?language_id=${english.id}&limit=1`)
    ).items;
    const old = await fetchPage(`/news/${article!.id}`);
    expect(old.response.status).toBe(301);
    expect(old.response.headers.get('location')).toBe(article!.path);
    const stale = await fetchPage(
      article!.path.replace(/\/[^/]*-([0-9a-f]{12})$/, '/old-title-$1'),
    );
    expect(stale.response.status).toBe(301);
    expect(stale.response.headers.get('location')).toBe(article!.path);
    const near = await fetchPage('/TE/');
    expect(near.response.status).toBe(301);
    expect(near.response.headers.get('location')).toBe('/te');
    expect((await fetchPage('/te/andhra-pradesh/gotham')).response.status).toBe(404);
    expect((await fetchPage('/about-us')).response.status).toBe(404);
  });
});
