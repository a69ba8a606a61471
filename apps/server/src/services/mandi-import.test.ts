import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { catalogIds } from '../test/catalog-ids.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { MandiImportService } from './mandi-import.ts';
import { PriceFileError } from './mandi-import/records.ts';

const fixture = (name: string) =>
  readFile(path.join(import.meta.dirname, 'mandi-import', 'fixtures', name));
/** Noon in India on the day after the fixture's prices. */
const now = new Date('2026-11-22T06:30:00Z');

let server: TestServer;
let importer: MandiImportService;
const ids = { en: '', hyderabad: '', vegetables: '' };

beforeAll(async () => {
  server = await startTestServer();
  importer = new MandiImportService(server.database.db);
  const catalog = await catalogIds(server);
  Object.assign(ids, {
    en: catalog.language('en'),
    hyderabad: catalog.district('TG/Hyderabad'),
    vegetables: catalog.mandiCategory('vegetables'),
  });
});
afterAll(() => server?.close());

async function bowenpallyTomato() {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/local-mandi-categories/items?language_id=${ids.en}&district_id=${ids.hyderabad}&categoryId=${ids.vegetables}&limit=100`,
  });
  return response
    .json()
    .result.items.find(
      (i: { name: string; market: string }) => i.name === 'Tomato' && i.market === 'Bowenpally',
    );
}

describe('mandi price import', () => {
  it('imports the good rows of a daily CSV and says why each bad one was rejected', async () => {
    const summary = await importer.import(await fixture('daily-prices-2026-11-21.csv'), { now });
    expect(summary).toMatchObject({
      rows: 35,
      imported: 23,
      updated: 0,
      unchanged: 1,
      newCommodities: ['Lemon'],
    });
    expect(summary.rejected).toBe(11);
    const reasons = Object.fromEntries(summary.reasons.map((r) => [r.reason, r.rows]));
    expect(reasons).toEqual({
      'arrival_date is not a DD/MM/YYYY date': [27, 28],
      'max_price is missing': [23],
      'modal_price is missing': [24],
      'min_price is missing': [35],
      'min_price is above max_price': [25],
      'modal_price is outside min_price to max_price': [34],
      'district not found in Telangana: Warangal West': [26],
      'state not found: Telengana': [30],
      'repeats an earlier row of the file with other prices': [31],
      'arrival_date is in the future': [33],
    });
  });

  it('matches districts and commodities by their other spellings, never by a guess', async () => {
    const result = await server.database.db.execute(
      sql`select d.english_name as district, i.slug as item, p.market
         from mandi_prices p join districts d on d.id = p.district_id
         join mandi_items i on i.id = p.item_id
        where p.price_date = '2026-11-21' and (p.variety = 'Teja'
          or p.market in ('Chittoor', 'Shamshabad', 'Binny Mill (F&V)', 'Bowenpally', 'Jammikunta'))
        order by 1, 2`,
    );
    const rows = rowsOf<{ district: string; item: string }>(result);
    expect(rows.map((r) => `${r.district}/${r.item}`)).toEqual([
      'Bengaluru Urban/potato',
      'Chittoor/tomato',
      'Guntur/dry-chilli',
      'Hyderabad/cauliflower',
      'Hyderabad/lemon',
      'Hyderabad/okra',
      'Hyderabad/onion',
      'Hyderabad/tomato',
      'Karimnagar/maize',
      'Ranga Reddy/green-chilli',
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const summary = await importer.import(await fixture('daily-prices-2026-11-21.csv'), { now });
    expect(summary).toMatchObject({
      rows: 35,
      imported: 0,
      updated: 0,
      unchanged: 24,
      rejected: 11,
      newCommodities: [],
    });
  });

  it('reads headers however an export spells them', async () => {
    const summary = await importer.import(await fixture('daily-prices-spaced-headers.csv'), {
      now,
    });
    expect(summary).toMatchObject({ rows: 2, imported: 0, updated: 0, unchanged: 2, rejected: 0 });
  });

  it("reads the open-data API's JSON records, updating a changed price", async () => {
    const summary = await importer.import(await fixture('daily-prices-api.json'), { now });
    expect(summary).toMatchObject({ rows: 4, imported: 2, updated: 1, unchanged: 1, rejected: 0 });
    expect(summary.newCommodities).toEqual(['Apple']);
  });

  it("shows an imported market's latest price, its trend and its history", async () => {
    const tomato = await bowenpallyTomato();
    expect(tomato).toMatchObject({
      districtName: 'Hyderabad',
      variety: 'Local',
      quality: 'FAQ',
      priceDate: '2026-11-22',
      minPrice: 1300,
      maxPrice: 2100,
      avgPrice: 1700,
      trend: { direction: 'up', percent: 6.3, previousPrice: 1600, previousDate: '2026-11-21' },
      history: [
        { date: '2026-11-20', price: 1500 },
        { date: '2026-11-21', price: 1600 },
        { date: '2026-11-22', price: 1700 },
      ],
    });
  });

  it('reports progress while writing', async () => {
    const seen: [number, number][] = [];
    await importer.import(await fixture('daily-prices-2026-11-21.csv'), {
      now,
      onProgress: (written, total) => seen.push([written, total]),
    });
    expect(seen).toEqual([
      [0, 23],
      [23, 23],
    ]);
  });

  it('refuses a file without a price column, or that is not the data, before writing anything', async () => {
    const noModal =
      'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min Price,Max Price\n';
    await expect(importer.import(noModal, { now })).rejects.toThrow(
      new PriceFileError('the file has no column for modal_price'),
    );
    await expect(importer.import('{"items": []}', { now })).rejects.toThrow(
      'the JSON has no "records" list',
    );
    await expect(importer.import('', { now })).rejects.toThrow('the file is empty');
  });
});
