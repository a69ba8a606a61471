import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { catalogIds } from '../../test/catalog-ids.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { callApi, signedInStaff, type SignedInStaff } from '../../test/staff.ts';
import { MandiImportService } from '../mandi-import.ts';
import { categoryOfCommodity } from './commodity-groups.ts';
import { commoditySlug } from './new-commodities.ts';

const file = () => readFile(path.join(import.meta.dirname, 'fixtures', 'telangana-2026-11-21.csv'));
const now = new Date('2026-11-22T06:30:00Z');

let server: TestServer;
let importer: MandiImportService;
let editor: SignedInStaff;
let catalog: Awaited<ReturnType<typeof catalogIds>>;

beforeAll(async () => {
  server = await startTestServer();
  importer = new MandiImportService(server.database.db);
  catalog = await catalogIds(server);
  editor = await signedInStaff(server, 'editor', { languageIds: [catalog.language('te')] });
});
afterAll(() => server?.close());

async function pricesOf(slug: string) {
  const result = await server.database.db.execute(sql`
    select d.english_name as district, p.market, p.variety, c.slug as category
    from mandi_prices p
    join mandi_items i on i.id = p.item_id
    join mandi_categories c on c.id = i.category_id
    join districts d on d.id = p.district_id
    where i.slug = ${slug} order by 1, 2, 3`);
  return rowsOf<{ district: string; market: string; variety: string; category: string }>(result);
}

describe('a day’s file with commodities, markets and district spellings the catalogue lacks', () => {
  it('places the portal’s commodities by their group, and the rest in Other', () => {
    expect(categoryOfCommodity('Cotton')).toBe('fibre-crops');
    expect(categoryOfCommodity('Castor Seed')).toBe('oilseeds');
    expect(categoryOfCommodity('Bitter Gourd')).toBe('vegetables');
    expect(categoryOfCommodity('Marigold(Calcutta)')).toBe('other');
    expect(categoryOfCommodity('Dragon Fruit')).toBe('other');
    expect(commoditySlug('Bhindi(Ladies Finger)')).toBe('bhindi-ladies-finger');
  });

  it('adds what it does not know and rejects only what is really wrong', async () => {
    const summary = await importer.import(await file(), { now });
    expect(summary).toEqual({
      rows: 16,
      imported: 11,
      updated: 0,
      unchanged: 0,
      rejected: 5,
      newCommodities: [
        'Cotton',
        'Castor Seed',
        'Bitter gourd',
        'Marigold(Calcutta)',
        'Dragon Fruit',
      ],
      reasons: [
        { reason: 'min_price is missing', count: 1, rows: [12] },
        { reason: 'min_price is above max_price', count: 1, rows: [13] },
        { reason: 'arrival_date is not a DD/MM/YYYY date', count: 1, rows: [14] },
        {
          reason: 'district not found in Telangana: Secunderabad Cantt',
          count: 1,
          rows: [15],
        },
        { reason: 'state not found: Telengana', count: 1, rows: [16] },
      ],
    });
    // "COTTON" is the same new commodity; Mahbubnagar and Rangareddi are matched by alias;
    // the markets the catalogue had never seen are kept in their districts.
    expect(await pricesOf('cotton')).toEqual([
      { district: 'Adilabad', market: 'Adilabad', variety: 'Other', category: 'fibre-crops' },
      { district: 'Adilabad', market: 'Bhainsa', variety: 'Other', category: 'fibre-crops' },
      { district: 'Mahabubnagar', market: 'Badepalli', variety: 'Desi', category: 'fibre-crops' },
      { district: 'Ranga Reddy', market: 'Shadnagar', variety: 'Other', category: 'fibre-crops' },
      { district: 'Warangal', market: 'Enumamula', variety: 'Brahma', category: 'fibre-crops' },
      { district: 'Warangal', market: 'Warangal', variety: 'Brahma', category: 'fibre-crops' },
    ]);
    expect(await pricesOf('jowar')).toContainEqual(
      expect.objectContaining({ district: 'Nizamabad', variety: 'Maharashtra' }),
    );
  });

  it('changes nothing when the same file is imported again', async () => {
    const counts = async () =>
      rowsOf<{ items: number; names: number; prices: number; categories: number }>(
        await server.database.db.execute(sql`select
          (select count(*)::int from mandi_items) as items,
          (select count(*)::int from mandi_item_names) as names,
          (select count(*)::int from mandi_prices) as prices,
          (select count(*)::int from mandi_categories) as categories`),
      )[0];
    const before = await counts();
    const summary = await importer.import(await file(), { now });
    expect(summary).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 11,
      rejected: 5,
      newCommodities: [],
    });
    expect(await counts()).toEqual(before);
  });

  it('lists the new commodities on the mandi desk with the languages they lack', async () => {
    const response = await callApi(server, 'GET', '/newsroom/mandi/commodities', editor);
    expect(response.statusCode).toBe(200);
    const items = response.json().result.items as {
      slug: string;
      categoryName: string;
      names: Record<string, string>;
      missing: string[];
    }[];
    expect(items.map((i) => i.slug).sort()).toEqual([
      'bitter-gourd',
      'castor-seed',
      'cotton',
      'dragon-fruit',
      'marigold-calcutta',
    ]);
    const cotton = items.find((i) => i.slug === 'cotton')!;
    expect(cotton).toMatchObject({
      categoryName: 'Fibre crops',
      missing: ['te', 'ur', 'hi', 'ta', 'kn'],
    });
    expect(cotton.names.te).toBe('Cotton');
  });

  it('shows a commodity an editor named in Telugu to Telugu readers', async () => {
    const listed = await callApi(server, 'GET', '/newsroom/mandi/commodities', editor);
    const cotton = (listed.json().result.items as { id: string; slug: string }[]).find(
      (i) => i.slug === 'cotton',
    )!;
    const names = { en: 'Cotton', te: 'పత్తి', ur: 'کپاس', hi: 'कपास', ta: 'பருத்தி', kn: 'ಹತ್ತಿ' };
    const bad = await callApi(
      server,
      'PUT',
      `/newsroom/mandi/commodities/${cotton.id}/names`,
      editor,
      {
        ...names,
        te: '',
      },
    );
    expect(bad.statusCode).toBe(422);
    const named = await callApi(
      server,
      'PUT',
      `/newsroom/mandi/commodities/${cotton.id}/names`,
      editor,
      names,
    );
    expect(named.statusCode).toBe(200);
    expect(named.json().result).toMatchObject({ names, missing: [] });

    const reader = await server.app.inject({
      method: 'GET',
      url: `/api/local-mandi-categories/items?language_id=${catalog.language('te')}&district_id=${catalog.district('TG/Adilabad')}&limit=50`,
    });
    const items = reader.json().result.items as {
      name: string;
      market: string;
      categoryName: string;
    }[];
    expect(items.filter((i) => i.market === 'Bhainsa')).toEqual([
      expect.objectContaining({ name: 'పత్తి', categoryName: 'నార పంటలు' }),
    ]);
    // Still shown in English in a language nobody named it in yet.
    const castor = await server.app.inject({
      method: 'GET',
      url: `/api/local-mandi-categories/items?language_id=${catalog.language('ur')}&district_id=${catalog.district('TG/Mahabubnagar')}&limit=50`,
    });
    expect((castor.json().result.items as { name: string }[]).map((i) => i.name).sort()).toEqual([
      'Castor Seed',
      'کپاس',
    ]);
    const left = await callApi(server, 'GET', '/newsroom/mandi/commodities', editor);
    expect((left.json().result.items as { slug: string }[]).map((i) => i.slug)).not.toContain(
      'cotton',
    );
  });
});
