import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { signedInReader } from '../test/readers.ts';
import { buildMissingEditions, keepDigitRunsInOrder } from './epaper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ epapers: true });
}, 180_000);
afterAll(() => server?.close());

describe('e-paper builder', () => {
  it('printed an edition for each of the last 7 days in every language', async () => {
    const editions = await server.database.db.select().from(t.eNewspapers);
    expect(editions).toHaveLength(7 * 6);
    expect(new Set(editions.map((e) => e.editionDate)).size).toBe(7);
  });

  it('wrote real multi-page PDFs and recorded their true size and pages', async () => {
    const editions = await server.database.db.select().from(t.eNewspapers);
    for (const edition of editions.slice(0, 6)) {
      const pdf = await readFile(path.join(server.filesDir, edition.pdfPath));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBe(edition.fileSize);
      const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
      expect(pages.length).toBe(edition.pageCount);
      expect(edition.pageCount).toBeGreaterThan(1);
    }
  });

  it("keeps each edition's article list for search", async () => {
    const [row] = await server.database.db.select({ n: count() }).from(t.eNewspaperArticles);
    expect(row?.n).toBe(7 * 6 * 3);
  });

  it('builds nothing twice when run again the same day', async () => {
    expect(await buildMissingEditions({ db: server.database.db, filesDir: server.filesDir })).toBe(
      0,
    );
  });

  it('serves a PDF to a signed-in reader with a long private cache', async () => {
    const [edition] = await server.database.db.select().from(t.eNewspapers).limit(1);
    const anonymous = await server.app.inject({ method: 'GET', url: edition!.pdfPath });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(
      'Authentication required. Please log in to access newspapers.',
    );
    const reader = await signedInReader(server);
    const response = await server.app.inject({
      method: 'GET',
      url: edition!.pdfPath,
      headers: reader.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, max-age=2592000, immutable');
  });

  it('lists the last 7 days of editions, oldest first, to signed-in readers only', async () => {
    const languages = await server.app.inject({ method: 'GET', url: '/api/news/languages' });
    const telugu = languages
      .json()
      .result.find((l: { language_code: string }) => l.language_code === 'te');
    const url = `/api/e-newspapers?language_id=${telugu.id}&type=paper`;
    const anonymous = await server.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const reader = await signedInReader(server);
    const { result } = (
      await server.app.inject({ method: 'GET', url, headers: reader.auth })
    ).json();
    expect(result.items).toHaveLength(7);
    expect(result.pagination).toEqual({ page: 1, limit: 10, total: 7, totalPages: 1 });
    const dates = result.items.map((i: { date: string }) => i.date);
    expect([...dates].sort()).toEqual(dates);
    expect(result.items[0]).toMatchObject({ language: 'te', pdfUrl: result.items[0].pdfPath });
    expect(result.items[0].pageCount).toBeGreaterThan(1);
  });

  it('answers 400 for a malformed date', async () => {
    const reader = await signedInReader(server);
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/e-newspapers?dateFrom=yesterday',
      headers: reader.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('dateFrom must be a date (YYYY-MM-DD)');
  });
});

describe('keepDigitRunsInOrder', () => {
  it('pre-reverses Urdu digit runs and leaves the rest alone', () => {
    expect(keepDigitRunsInOrder('۲۱ نومبر ۲۰۲۶')).toBe('۱۲ نومبر ۶۲۰۲');
    expect(keepDigitRunsInOrder('آئندہ 48 گھنٹوں')).toBe('آئندہ 48 گھنٹوں');
  });
});
