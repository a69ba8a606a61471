/**
 * Mandi measurements for `npm run bench:api`: importing a day's file of 10,000 rows, and the
 * mandi page of a district with 2,000 price series of 30 recorded days each.
 */
import { sql } from 'drizzle-orm';
import { addDays, indiaDate } from '@vaarta/core/india-time';
import { rowsOf, type Db } from '../src/db/client.ts';
import { MandiImportService } from '../src/services/mandi-import.ts';

const IMPORT_ROWS = 10_000;
const DISTRICT_SERIES = 2_000;
const SERIES_DAYS = 30;

/**
 * A day's file as the portal writes it: Telangana's and Andhra Pradesh's districts, a few
 * hundred commodities (most new to the catalogue), many markets and varieties.
 */
async function dayFile(db: Db, rows: number, day: string): Promise<string> {
  const districts = rowsOf<{ state: string; district: string }>(
    await db.execute(sql`
      select s.english_name as state, d.english_name as district
      from districts d join states s on s.id = d.state_id
      where s.code in ('TG', 'AP') order by s.code, d.english_name`),
  );
  const catalogued = rowsOf<{ name: string }>(
    await db.execute(sql`
      select n.name from mandi_item_names n join languages l on l.id = n.language_id
      where l.code = 'en' order by n.name`),
  ).map((r) => r.name);
  const commodities = [
    ...catalogued,
    ...Array.from({ length: 276 }, (_, i) => `Bench Commodity ${i + 1}`),
  ];
  const [dd, mm, yyyy] = day.split('-').reverse();
  const lines = [
    'State,District,Market,Commodity,Variety,Grade,Arrival_Date,Min_x0020_Price,Max_x0020_Price,Modal_x0020_Price',
  ];
  for (let i = 0; i < rows; i++) {
    const place = districts[i % districts.length]!;
    const commodity = commodities[(i * 7) % commodities.length]!;
    const market = `${place.district} Market ${1 + (Math.floor(i / districts.length) % 5)}`;
    const variety = ['Local', 'Hybrid', 'Other', 'Desi'][Math.floor(i / 1000) % 4]!;
    const modal = 1000 + ((i * 37) % 9000);
    lines.push(
      [place.state, place.district, market, commodity, variety, 'FAQ', `${dd}/${mm}/${yyyy}`]
        .map((cell) => (cell.includes(',') ? `"${cell}"` : cell))
        .concat([String(modal - 200), String(modal + 300), String(modal)])
        .join(','),
    );
  }
  return lines.join('\n');
}

/** Imports a 10,000-row day file, then the same file again (nothing to write). */
export async function measureMandiImport(db: Db): Promise<void> {
  const day = addDays(indiaDate(new Date()), -1);
  const file = await dayFile(db, IMPORT_ROWS, day);
  const importer = new MandiImportService(db);
  for (const run of ['first', 'again'] as const) {
    const started = performance.now();
    const summary = await importer.import(file);
    const seconds = (performance.now() - started) / 1000;
    console.log(`mandi_import_${IMPORT_ROWS}_rows_${run}_s: ${seconds.toFixed(2)}`);
    console.log(
      `mandi_import_${IMPORT_ROWS}_rows_${run}_summary: imported ${summary.imported}, unchanged ${summary.unchanged}, rejected ${summary.rejected}, new commodities ${summary.newCommodities.length}`,
    );
  }
}

/**
 * Gives one district 2,000 price series (every catalogued commodity in as many markets as
 * needed) with a price on each of the last 30 days; returns the district's id.
 */
export async function growMandiDistrict(db: Db): Promise<string> {
  const [district] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from districts where english_name = 'Hyderabad'`),
  );
  const today = indiaDate(new Date());
  await db.execute(sql`
    with items as (
      select id, row_number() over (order by slug) - 1 as n, count(*) over () as total
      from mandi_items
    ),
    series as (
      select i.id as item_id, 'Bench Market ' || (s / i.total) as market, s
      from generate_series(0, ${DISTRICT_SERIES - 1}::int) s
      join items i on i.n = s % i.total
    )
    insert into mandi_prices (item_id, district_id, market, variety, quality, price_date,
      min_price, max_price, modal_price)
    select item_id, ${district!.id}::uuid, market, 'Local', 'FAQ',
      ${today}::date - d, 1000 + (s * 13 + d * 29) % 4000, 1600 + (s * 13 + d * 29) % 4000,
      1300 + (s * 13 + d * 29) % 4000
    from series cross join generate_series(0, ${SERIES_DAYS - 1}::int) d
    on conflict do nothing`);
  await db.execute(sql`analyze mandi_prices`);
  return district!.id;
}

/**
 * The mandi page's call for that district, as readers page through it and pick categories:
 * 4 readers at once for `seconds`, each call's time taken as the reader's.
 */
export async function measureMandiPage(
  base: string,
  paths: string[],
  seconds: number,
): Promise<void> {
  // Each path once first, so cold caches are not what is measured.
  for (const path of paths) await (await fetch(`${base}${path}`)).arrayBuffer();
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  let next = 0;
  const reader = async () => {
    while (performance.now() < until) {
      const path = paths[next++ % paths.length]!;
      const started = performance.now();
      const response = await fetch(`${base}${path}`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, reader));
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  console.log(`mandi_district_${DISTRICT_SERIES}_series_requests: ${times.length}`);
  console.log(`mandi_district_${DISTRICT_SERIES}_series_latency_p50_ms: ${at(0.5).toFixed(1)}`);
  console.log(`mandi_district_${DISTRICT_SERIES}_series_latency_p95_ms: ${at(0.95).toFixed(1)}`);
  console.log(`mandi_district_${DISTRICT_SERIES}_series_errors: ${errors}`);
}
