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

/** A page's typed reads: one entry per kind, with how many there were when more than one. */
const READ = String.raw`read-[a-z-]+(;desc="\d+ reads")?;${DURATION}`;
const kindOf = (entry: string) => entry.split(';')[0];

describe('Server-Timing shows in the network panel what a reply cost', () => {
  it('a rendered page lists its rendering, each kind of read it made and its database time', async () => {
    const entries = await timingOf(await freshAddress());
    expect(entries[0]).toMatch(new RegExp(`^render;${DURATION}$`));
    expect(entries.at(-1)).toMatch(new RegExp(`^db;${DURATION}$`));
    const reads = entries.slice(1, -1);
    for (const read of reads) {
      expect(read).toMatch(new RegExp(`^(${READ}|api;desc="/[^"]+";${DURATION})$`));
    }
    expect(reads.map(kindOf)).toEqual(
      expect.arrayContaining(['read-languages', 'read-categories']),
    );
    // Its reads may all come from the services' caches (lists, the catalogue), so no query.
    expect(durationOf(entries.at(-1))).toBeGreaterThanOrEqual(0);
    // A kind read once took part of the rendering's time.
    const once = reads.filter((read) => !read.includes(' reads"'));
    expect(durationOf(entries[0])).toBeGreaterThanOrEqual(Math.max(...once.map(durationOf)));
  });

  it.each([
    ['the home page', '/'],
    ['an article', '/news/{id}'],
  ])('%s reads each kind once a kind, and the catalogue once', async (_name, pathTemplate) => {
    const path = pathTemplate.replace('{id}', await firstArticleId());
    const reads = (await timingOf(path, await freshEditionCookie())).filter((entry) =>
      entry.startsWith('read-'),
    );
    const kinds = reads.map(kindOf);
    expect(kinds.length).toBeGreaterThan(3);
    expect(kinds.filter((kind, index) => kinds.indexOf(kind) !== index)).toEqual([]);
    for (const kind of ['read-languages', 'read-categories']) {
      expect(reads.find((read) => kindOf(read) === kind)).toMatch(
        new RegExp(`^${kind};${DURATION}$`),
      );
    }
  });

  it('a page from the shared cache lists the reads that found its variant', async () => {
    const path = '/en/telangana/warangal';
    // The cache keeps a page rendered a second time in its interval.
    await timingOf(path);
    await timingOf(path);
    const entries = await timingOf(path);
    expect(entries[0]).toMatch(new RegExp(`^cache;desc=hit;${DURATION}$`));
    expect(entries.slice(1, -1).map(kindOf)).toEqual([
      'read-languages',
      'read-states',
      'read-districts',
    ]);
    expect(entries.at(-1)).toMatch(new RegExp(`^db;${DURATION}$`));
  });

  it('a page from the shared cache says so and asked nothing of the database', async () => {
    const path = await freshAddress();
    // The cache keeps a page rendered a second time in its interval.
    await timingOf(path);
    await timingOf(path);
    const entries = await timingOf(path);
    expect(entries[0]).toMatch(new RegExp(`^cache;desc=hit;${DURATION}$`));
    // What found its variant: the catalogue's lists, kept in memory.
    for (const read of entries.slice(1, -1)) expect(read).toMatch(new RegExp(`^${READ}$`));
    expect(entries.at(-1)).toBe('db;dur=0.0');
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
