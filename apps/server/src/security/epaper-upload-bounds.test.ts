import { readdir } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { EPAPER_PAGE_MAX_POINTS } from '@vaarta/core/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailScale } from '../services/epaper-print/thumbnail.ts';
import { pdfPageCount } from '../services/newsroom/epaper-desk.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { clientAddress } from '../test/readers.ts';
import { formData, newsroomCatalog, signedInStaff, type SignedInStaff } from '../test/staff.ts';

let server: TestServer;
let editor: SignedInStaff;
let te = '';

beforeAll(async () => {
  server = await startTestServer();
  const catalog = await newsroomCatalog(server);
  te = catalog.languageId('te');
  editor = await signedInStaff(server, 'editor', { languageIds: [te] });
});
afterAll(() => server?.close());

function pdfOf(size: [number, number], text = 'Vaarta'): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size, margin: 0 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(4).text(text, 0, 0);
    doc.end();
  });
}

async function upload(date: string, bytes: Uint8Array) {
  const form = await formData(
    { languageId: te, date },
    { bytes, name: 'edition.pdf', type: 'application/pdf' },
  );
  return server.app.inject({
    method: 'POST',
    url: '/api/newsroom/epapers',
    headers: { ...editor.auth, ...form.headers },
    payload: form.payload,
    remoteAddress: clientAddress(),
  });
}

/** The files an edition of `date` left on disk: its PDF and its cover. */
async function filesOf(date: string): Promise<string[]> {
  const found: string[] = [];
  for (const dir of ['epapers/te', 'media/epapers/te']) {
    const names = await readdir(path.join(server.filesDir, dir)).catch(() => []);
    found.push(...names.filter((name) => name.startsWith(date)).map((name) => `${dir}/${name}`));
  }
  return found.sort();
}

/** What `work` costs the server: its time and its peak growth of resident memory, in bytes. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = Date.now();
  try {
    const result = await work();
    const elapsed = Date.now() - started;
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, elapsed, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

const MB = 1024 * 1024;

describe('an e-paper page of a size no newspaper has', () => {
  it('is refused before it is drawn: a 5 × 14,400 pt page, in little time and memory', async () => {
    const tall = await pdfOf([5, 14_400]);
    expect(tall.length).toBeLessThan(2000);
    // pdf.js loads on first use (its module and its worker): load it before measuring, so the
    // growth measured is the page's, not the library's.
    expect(await pdfPageCount(await pdfOf([595, 842]))).toBe(1);
    const {
      result: responses,
      elapsed,
      growth,
    } = await measured(() => Promise.all([upload('2026-01-05', tall), upload('2026-01-06', tall)]));
    for (const response of responses) {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'Page 1 is larger than any newspaper page (at most 120 cm a side). Please export the edition again at its printed size.',
      );
    }
    expect(elapsed).toBeLessThan(3000);
    expect(growth).toBeLessThan(100 * MB);
    expect([...(await filesOf('2026-01-05')), ...(await filesOf('2026-01-06'))]).toEqual([]);
  });

  it('draws a page of a strange shape on a canvas bounded on both sides', async () => {
    expect(thumbnailScale(5, 14_400)).toMatchObject({ width: 1, height: 640 });
    expect(thumbnailScale(14_400, 5)).toMatchObject({ width: 320, height: 1 });
    expect(thumbnailScale(595, 842)).toMatchObject({ width: 320, height: 453 });
    // A first edition loads the drawing libraries, so the tall page's own cost is measured.
    expect((await upload('2026-01-09', await pdfOf([595, 842]))).statusCode).toBe(201);
    const tallest = await pdfOf([40, EPAPER_PAGE_MAX_POINTS]);
    const { result: narrow, elapsed, growth } = await measured(() => upload('2026-01-07', tallest));
    expect(narrow.statusCode).toBe(201);
    expect(elapsed).toBeLessThan(3000);
    expect(growth).toBeLessThan(100 * MB);
    const cover = await sharp(
      path.join(server.filesDir, narrow.json().result.thumbnail),
    ).metadata();
    expect(cover.height).toBeLessThanOrEqual(640);
    expect(cover.width).toBeLessThanOrEqual(320);
  });
});

describe('a failed upload', () => {
  it('leaves no file behind: of two editions of one day sent at once, one stays', async () => {
    const [first, second] = await Promise.all([
      upload('2026-01-08', await pdfOf([595, 842], 'one')),
      upload('2026-01-08', await pdfOf([595, 842], 'two')),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const kept = (first.statusCode === 201 ? first : second).json().result;
    expect(await filesOf('2026-01-08')).toEqual(
      [kept.pdfUrl.slice(1), kept.thumbnail.slice(1)].sort(),
    );
  });
});
