import { readdir } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailScale } from '../services/epaper-print/thumbnail.ts';
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

describe('an e-paper page of a size no newspaper has', () => {
  it('is refused before it is drawn: a 5 × 14,400 pt page, in little time and memory', async () => {
    const tall = await pdfOf([5, 14_400]);
    expect(tall.length).toBeLessThan(2000);
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const started = Date.now();
    const responses = await Promise.all([upload('2026-01-05', tall), upload('2026-01-06', tall)]);
    const elapsed = Date.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    for (const response of responses) {
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'Page 1 is larger than any newspaper page (at most 120 cm a side). Please export the edition again at its printed size.',
      );
    }
    expect(elapsed).toBeLessThan(3000);
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
    expect([...(await filesOf('2026-01-05')), ...(await filesOf('2026-01-06'))]).toEqual([]);
  });

  it('draws a page of a strange shape on a canvas bounded on both sides', async () => {
    expect(thumbnailScale(5, 14_400)).toMatchObject({ width: 1, height: 640 });
    expect(thumbnailScale(14_400, 5)).toMatchObject({ width: 320, height: 1 });
    expect(thumbnailScale(595, 842)).toMatchObject({ width: 320, height: 453 });
    const narrow = await upload('2026-01-07', await pdfOf([40, 3400]));
    expect(narrow.statusCode).toBe(201);
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
