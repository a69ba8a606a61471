import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

const DURATION = String.raw`dur=\d+\.\d`;

/** The entries of a `Server-Timing` header, in order. */
async function timingOf(path: string): Promise<string[]> {
  const response = await fetch(`${baseUrl()}${path}`);
  await response.arrayBuffer();
  expect(response.status).toBe(200);
  return (response.headers.get('server-timing') ?? '').split(', ');
}

const durationOf = (entry: string | undefined) => Number(entry?.match(/;dur=([\d.]+)$/)?.[1]);

describe('Server-Timing shows in the network panel what a reply cost', () => {
  it('a rendered page lists its rendering, each API call it made and its database time', async () => {
    const entries = await timingOf(`/?probe=timing-${Date.now()}`);
    expect(entries[0]).toMatch(new RegExp(`^render;${DURATION}$`));
    expect(entries.at(-1)).toMatch(new RegExp(`^db;${DURATION}$`));
    const calls = entries.slice(1, -1);
    for (const call of calls) expect(call).toMatch(new RegExp(`^api;desc="/[^"]+";${DURATION}$`));
    const paths = calls.map((call) => call.match(/desc="([^"]+)"/)?.[1]);
    expect(paths).toEqual(expect.arrayContaining(['/news/languages', '/news/categories']));
    // Categories come from the database on every call: the page's own queries are counted.
    expect(durationOf(entries.at(-1))).toBeGreaterThan(0);
    expect(durationOf(entries[0])).toBeGreaterThanOrEqual(Math.max(...calls.map(durationOf)));
  });

  it('a page from the shared cache says so and asked nothing of the database', async () => {
    const path = `/about?probe=timing-${Date.now()}`;
    await timingOf(path);
    const entries = await timingOf(path);
    expect(entries).toEqual([
      expect.stringMatching(new RegExp(`^cache;desc=hit;${DURATION}$`)),
      'db;dur=0.0',
    ]);
  });

  it('an API reply says how long it took and how much of it the database', async () => {
    const [app, db] = await timingOf('/api/news/categories');
    expect(app).toMatch(new RegExp(`^app;${DURATION}$`));
    expect(db).toMatch(new RegExp(`^db;${DURATION}$`));
    expect(durationOf(db)).toBeGreaterThan(0);
  });
});
