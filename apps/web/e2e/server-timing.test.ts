import { describe, expect, it } from 'vitest';
import { baseUrl, freshAddress, freshEditionCookie } from './browser';

const DURATION = String.raw`dur=\d+\.\d`;

/** The entries of a `Server-Timing` header, in order. */
async function timingOf(path: string, cookie?: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}${path}`, { headers: cookie ? { cookie } : {} });
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return (response.headers.get('server-timing') ?? '').split(', ');
}

const result = async <T>(path: string) =>
  ((await (await fetch(`${baseUrl()}/api${path}`)).json()) as { result: T }).result;

async function englishId(): Promise<string> {
  const languages = await result<{ id: string; language_code: string }[]>('/news/languages');
  return languages.find((language) => language.language_code === 'en')!.id;
}

/** The newest seeded English article. */
async function firstArticleId(): Promise<string> {
  const news = await result<{ items: { id: string }[] }>(
    `/news/filter-advanced?language_id=${await englishId()}&limit=1`,
  );
  return news.items[0]!.id;
}

const durationOf = (entry: string | undefined) => Number(entry?.match(/;dur=([\d.]+)$/)?.[1]);

describe('Server-Timing shows in the network panel what a reply cost', () => {
  it('a rendered page lists its rendering, each read it made and its database time', async () => {
    const entries = await timingOf(await freshAddress());
    expect(entries[0]).toMatch(new RegExp(`^render;${DURATION}$`));
    expect(entries.at(-1)).toMatch(new RegExp(`^db;${DURATION}$`));
    const calls = entries.slice(1, -1);
    for (const call of calls) expect(call).toMatch(new RegExp(`^api;desc="/[^"]+";${DURATION}$`));
    const paths = calls.map((call) => call.match(/desc="([^"?]+)/)?.[1]);
    expect(paths).toEqual(expect.arrayContaining(['/news/languages', '/news/categories']));
    // Its reads may all come from the services' caches (lists, the catalogue), so no query.
    expect(durationOf(entries.at(-1))).toBeGreaterThanOrEqual(0);
    expect(durationOf(entries[0])).toBeGreaterThanOrEqual(Math.max(...calls.map(durationOf)));
  });

  it.each([
    ['the home page', '/'],
    ['an article', '/news/{id}'],
  ])('%s asks the API for each thing once', async (_name, pathTemplate) => {
    const path = pathTemplate.replace('{id}', await firstArticleId());
    const calls = (await timingOf(path, await freshEditionCookie())).filter((entry) =>
      entry.startsWith('api;'),
    );
    const asked = calls.map((call) => decodeURIComponent(call.match(/desc="([^"]+)"/)?.[1] ?? ''));
    expect(asked.length).toBeGreaterThan(3);
    expect(asked.filter((call, index) => asked.indexOf(call) !== index)).toEqual([]);
  });

  it('a page from the shared cache says so and asked nothing of the database', async () => {
    const path = await freshAddress();
    // The cache keeps a page rendered a second time in its interval.
    await timingOf(path);
    await timingOf(path);
    const entries = await timingOf(path);
    expect(entries).toEqual([
      expect.stringMatching(new RegExp(`^cache;desc=hit;${DURATION}$`)),
      'db;dur=0.0',
    ]);
  });

  it('an API reply says how long it took and how much of it the database', async () => {
    // A search no one made before: its list cannot come from a cache.
    const search = `probe${Date.now()}`;
    const [app, db] = await timingOf(
      `/api/news/filter-advanced?language_id=${await englishId()}&search=${search}`,
    );
    expect(app).toMatch(new RegExp(`^app;${DURATION}$`));
    expect(db).toMatch(new RegExp(`^db;${DURATION}$`));
    expect(durationOf(db)).toBeGreaterThan(0);
  });
});
