import { randomBytes } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_FILE_MAX_BYTES } from '@vaarta/core/constants';
import { indiaDate } from '@vaarta/core/india-time';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { pdf } from '../../test/pdf.ts';
import { clientAddress, signedInReader } from '../../test/readers.ts';
import {
  callApi,
  formData,
  newsroomCatalog,
  signedInStaff,
  type ApiCall,
  type SignedInStaff,
} from '../../test/staff.ts';

let server: TestServer;
let catalog: Awaited<ReturnType<typeof newsroomCatalog>>;
let teEditor: SignedInStaff;
let enEditor: SignedInStaff;
let te = '';
const call: ApiCall = (...args) => callApi(server, ...args);
const today = indiaDate(new Date());

beforeAll(async () => {
  server = await startTestServer();
  catalog = await newsroomCatalog(server);
  te = catalog.languageId('te');
  teEditor = await signedInStaff(server, 'editor', { languageIds: [te] });
  enEditor = await signedInStaff(server, 'editor', { languageIds: [catalog.languageId('en')] });
});
afterAll(() => server?.close());

async function send(
  method: 'POST' | 'PUT',
  url: string,
  who: SignedInStaff,
  fields: Record<string, string>,
  file?: { bytes: Uint8Array; name: string; type: string },
) {
  const form = await formData(fields, file);
  return server.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...who.auth, ...form.headers },
    payload: form.payload,
    remoteAddress: clientAddress(),
  });
}

const exists = (file: string) =>
  access(path.join(server.filesDir, file)).then(
    () => true,
    () => false,
  );

describe('the e-paper desk', () => {
  let editionId = '';
  let firstPdf = '';

  it('takes a PDF edition: checked, its pages counted, a cover made, shown to readers', async () => {
    const response = await send(
      'POST',
      '/newsroom/epapers',
      teEditor,
      { languageId: te, date: today },
      {
        bytes: await pdf(3),
        name: 'edition.pdf',
        type: 'application/pdf',
      },
    );
    expect(response.statusCode).toBe(201);
    const edition = response.json().result;
    expect(edition).toMatchObject({ languageId: te, date: today, pageCount: 3 });
    expect(edition.pdfUrl).toMatch(new RegExp(`^/epapers/te/${today}-[0-9a-f]{12}\\.pdf$`));
    expect(await sharp(path.join(server.filesDir, edition.thumbnail)).metadata()).toMatchObject({
      format: 'webp',
    });
    editionId = edition.id;
    firstPdf = edition.pdfUrl;
    const reader = await signedInReader(server);
    const list = await call('GET', `/e-newspapers?language_id=${te}`, reader);
    expect(list.json().result.items.map((e: { id: string }) => e.id)).toContain(editionId);
    const file = await server.app.inject({ method: 'GET', url: firstPdf, headers: reader.auth });
    expect(file.statusCode).toBe(200);
  });

  it('refuses a second edition of the same day, and other languages’ editors', async () => {
    const again = await send(
      'POST',
      '/newsroom/epapers',
      teEditor,
      { languageId: te, date: today },
      {
        bytes: await pdf(1),
        name: 'again.pdf',
        type: 'application/pdf',
      },
    );
    expect(again.statusCode).toBe(409);
    const other = await send(
      'POST',
      '/newsroom/epapers',
      enEditor,
      { languageId: te, date: today },
      {
        bytes: await pdf(1),
        name: 'x.pdf',
        type: 'application/pdf',
      },
    );
    expect(other.statusCode).toBe(403);
  });

  it('tells a PDF by its bytes and by opening it: a renamed PNG and a broken file are refused', async () => {
    const png = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const renamed = await send(
      'POST',
      '/newsroom/epapers',
      teEditor,
      { languageId: te, date: '2026-11-01' },
      {
        bytes: png,
        name: 'edition.pdf',
        type: 'application/pdf',
      },
    );
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe('Please upload the edition as a PDF file.');
    const broken = await send(
      'POST',
      '/newsroom/epapers',
      teEditor,
      { languageId: te, date: '2026-11-01' },
      {
        bytes: Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2000)]),
        name: 'edition.pdf',
        type: 'application/pdf',
      },
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toBe(
      'The PDF cannot be opened: it may be damaged. Please export it again.',
    );
    const badDate = await send(
      'POST',
      '/newsroom/epapers',
      teEditor,
      { languageId: te, date: '2026-13-40' },
      {
        bytes: await pdf(1),
        name: 'e.pdf',
        type: 'application/pdf',
      },
    );
    expect(badDate.statusCode).toBe(422);
  });

  it('replaces an edition’s PDF under a new name and deletes the old file', async () => {
    const replaced = await send(
      'PUT',
      `/newsroom/epapers/${editionId}/pdf`,
      teEditor,
      {},
      {
        bytes: await pdf(5),
        name: 'v2.pdf',
        type: 'application/pdf',
      },
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().result).toMatchObject({ id: editionId, pageCount: 5 });
    expect(replaced.json().result.pdfUrl).not.toBe(firstPdf);
    expect(await exists(firstPdf)).toBe(false);
    expect(await exists(replaced.json().result.pdfUrl)).toBe(true);
  });

  it('withdraws an edition: readers no longer see it, its files are gone', async () => {
    const before = (await call('GET', `/newsroom/epapers?languageId=${te}`, teEditor)).json().result
      .items[0];
    const withdrawn = await call('DELETE', `/newsroom/epapers/${editionId}`, teEditor);
    expect(withdrawn.statusCode).toBe(200);
    expect(await exists(before.pdfUrl)).toBe(false);
    expect(await exists(before.thumbnail)).toBe(false);
    const reader = await signedInReader(server);
    const list = await call('GET', `/e-newspapers?language_id=${te}`, reader);
    expect(list.json().result.items.map((e: { id: string }) => e.id)).not.toContain(editionId);
    expect((await call('DELETE', `/newsroom/epapers/${editionId}`, teEditor)).statusCode).toBe(404);
  });

  it("prints an edition from the day's published stories with the builder, and again on request", async () => {
    const built = await call('POST', '/newsroom/epapers/build', teEditor, {
      languageId: te,
      date: today,
    });
    expect(built.statusCode).toBe(201);
    const edition = built.json().result;
    expect(edition.pageCount).toBeGreaterThan(0);
    expect(edition.addedBy).toContain('Editor');
    expect(await exists(edition.pdfUrl)).toBe(true);
    const twice = await call('POST', '/newsroom/epapers/build', teEditor, {
      languageId: te,
      date: today,
    });
    expect(twice.statusCode).toBe(409);
    const again = await call('POST', '/newsroom/epapers/build', teEditor, {
      languageId: te,
      date: today,
      replace: true,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().result.pdfUrl).not.toBe(edition.pdfUrl);
    expect(await exists(edition.pdfUrl)).toBe(false);
    const nothing = await call('POST', '/newsroom/epapers/build', teEditor, {
      languageId: te,
      date: '2020-01-01',
    });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(
      'No stories of this language were published the day before, so there is nothing to print.',
    );
  }, 120_000);
});

describe('the mandi desk', () => {
  const file = (csv: string) => ({ bytes: Buffer.from(csv), name: 'prices.csv', type: 'text/csv' });
  const header =
    'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min Price,Max Price,Modal Price\n';

  it('imports the day’s price file and says what it did with every row', async () => {
    const csv =
      header +
      'Telangana,Hyderabad,Bowenpally,Tomato,Local,FAQ,21/11/2026,1200,2000,1600\n' +
      'Telangana,Hyderabad,Bowenpally,Onion,Other,FAQ,21/11/2026,1800,2600,2200\n' +
      'Telangana,Hyderabad,Bowenpally,Onion,Local,FAQ,21/11/2026,3000,2000,2500\n';
    const response = await send('POST', '/newsroom/mandi/imports', teEditor, {}, file(csv));
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      rows: 3,
      imported: 2,
      updated: 0,
      rejected: 1,
      reasons: [{ reason: 'min_price is above max_price', count: 1, rows: [3] }],
    });
    const changed = await send(
      'POST',
      '/newsroom/mandi/imports',
      enEditor,
      {},
      file(header + 'Telangana,Hyderabad,Bowenpally,Tomato,Local,FAQ,21/11/2026,1300,2100,1700\n'),
    );
    expect(changed.json().result).toMatchObject({ rows: 1, imported: 0, updated: 1 });
  });

  it('refuses a file it cannot read, and one over 20 MB', async () => {
    const unreadable = await send(
      'POST',
      '/newsroom/mandi/imports',
      teEditor,
      {},
      file('just,a,list\n1,2,3\n'),
    );
    expect(unreadable.statusCode).toBe(422);
    expect(unreadable.json().message).toMatch(
      /^The price file cannot be imported: the file has no column for /,
    );
    const huge = await send(
      'POST',
      '/newsroom/mandi/imports',
      teEditor,
      {},
      {
        bytes: Buffer.alloc(PRICE_FILE_MAX_BYTES + 1, 'a'),
        name: 'huge.csv',
        type: 'text/csv',
      },
    );
    expect(huge.statusCode).toBe(413);
  });

  it('finds a price row and corrects it by hand, keeping the order of the prices', async () => {
    const hyderabad = catalog.district('Hyderabad');
    const rows = (
      await call('GET', `/newsroom/mandi/prices?districtId=${hyderabad}&date=2026-11-21`, teEditor)
    ).json().result.items as { id: string; itemName: string; market: string }[];
    const tomato = rows.find((r) => r.itemName === 'Tomato' && r.market === 'Bowenpally')!;
    const corrected = await call('PATCH', `/newsroom/mandi/prices/${tomato.id}`, teEditor, {
      minPrice: 1250,
      maxPrice: 2050,
      modalPrice: 1650,
    });
    expect(corrected.json().result).toMatchObject({
      id: tomato.id,
      modalPrice: 1650,
      variety: 'Local',
    });
    const disordered = await call('PATCH', `/newsroom/mandi/prices/${tomato.id}`, teEditor, {
      minPrice: 3000,
      maxPrice: 2000,
      modalPrice: 2500,
    });
    expect(disordered.statusCode).toBe(422);
    expect(disordered.json().message).toContain('minimum ≤ modal ≤ maximum');
    const unknown = await call(
      'PATCH',
      '/newsroom/mandi/prices/00000000-0000-4000-8000-000000000001',
      teEditor,
      {
        minPrice: 1,
        maxPrice: 2,
        modalPrice: 1,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
