import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, indiaDate } from '@vaarta/core/india-time';
import * as t from '../../db/schema.ts';
import { FileMediaStore } from '../../lib/media/file-media-store.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { signedInReader } from '../../test/readers.ts';
import { buildMissingEditions } from './build-editions.ts';
import { THUMBNAIL_WIDTH } from './thumbnail.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ epapers: true });
}, 180_000);
afterAll(() => server?.close());

describe('e-paper builder', () => {
  it('printed an edition for each of the last 7 India dates in every language', async () => {
    const editions = await server.database.db.select().from(t.eNewspapers);
    expect(editions).toHaveLength(7 * 6);
    const today = indiaDate(new Date());
    const dates = [...new Set(editions.map((e) => e.editionDate))].sort();
    expect(dates).toEqual([6, 5, 4, 3, 2, 1, 0].map((back) => addDays(today, -back)));
  });

  it('wrote real PDFs and recorded their true size and pages', async () => {
    const editions = await server.database.db.select().from(t.eNewspapers);
    for (const edition of editions.slice(0, 6)) {
      const pdf = await readFile(path.join(server.filesDir, edition.pdfPath));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.length).toBe(edition.fileSize);
      const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
      expect(pages.length).toBe(edition.pageCount);
    }
  });

  it('gave every edition a cover picture of its front page', async () => {
    const editions = await server.database.db.select().from(t.eNewspapers);
    for (const edition of editions.slice(0, 6)) {
      expect(edition.thumbnail).toMatch(
        /^\/media\/epapers\/[a-z]{2}\/\d{4}-\d{2}-\d{2}-[0-9a-f]{10}\.webp$/,
      );
      const file = path.join(server.filesDir, edition.thumbnail!);
      const { format, width, height } = await sharp(file).metadata();
      expect({ format, width }).toEqual({ format: 'webp', width: THUMBNAIL_WIDTH });
      expect(height / width).toBeCloseTo(841.89 / 595.28, 1);
      // A drawn page, not a blank one: the masthead and text make dark pixels.
      const { channels } = await sharp(file).stats();
      expect(channels[0]!.min).toBeLessThan(60);
    }
  });

  it("keeps each edition's stories, and the page each starts on, for search", async () => {
    const editions = await server.database.db.select().from(t.eNewspapers);
    for (const edition of editions) {
      const stories = await server.database.db
        .select()
        .from(t.eNewspaperArticles)
        .where(eq(t.eNewspaperArticles.eNewspaperId, edition.id));
      expect(stories.length).toBeGreaterThan(0);
      expect(stories.some((s) => s.page === 1)).toBe(true);
      for (const story of stories) expect(story.page).toBeLessThanOrEqual(edition.pageCount);
    }
  });

  it("prints the day before's news, as a morning paper does", async () => {
    const [edition] = await server.database.db
      .select()
      .from(t.eNewspapers)
      .where(eq(t.eNewspapers.editionDate, indiaDate(new Date())))
      .limit(1);
    const stories = await server.database.db
      .select({ publishedAt: t.news.publishedAt })
      .from(t.eNewspaperArticles)
      .innerJoin(t.news, eq(t.news.id, t.eNewspaperArticles.newsId))
      .where(eq(t.eNewspaperArticles.eNewspaperId, edition!.id));
    for (const { publishedAt } of stories) {
      expect(indiaDate(publishedAt!)).toBe(addDays(edition!.editionDate, -1));
    }
  });

  it('builds nothing twice when run again the same day', async () => {
    expect(
      await buildMissingEditions({
        db: server.database.db,
        media: new FileMediaStore(server.filesDir),
      }),
    ).toBe(0);
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

  it('shows the cover picture to anyone, cached for good', async () => {
    const [edition] = await server.database.db.select().from(t.eNewspapers).limit(1);
    const response = await server.app.inject({ method: 'GET', url: edition!.thumbnail! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
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
    expect(result.items[0].pageCount).toBeGreaterThan(0);
    expect(result.items[0].thumbnail).toMatch(/^\/media\/epapers\/te\//);
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
