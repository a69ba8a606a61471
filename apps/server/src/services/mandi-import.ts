import { sql } from 'drizzle-orm';
import { indiaDate } from '@vaarta/core/india-time';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { addCommodities, type NewCommodity } from './mandi-import/new-commodities.ts';
import { DISTRICT_ALIASES } from './mandi-import/district-aliases.ts';
import { NameIndex, spellingKey } from './mandi-import/names.ts';
import { readPriceRecords } from './mandi-import/records.ts';
import { checkRecord, type PriceRow } from './mandi-import/rows.ts';

/** What an import did with each row of the file. */
export interface ImportSummary {
  rows: number;
  imported: number;
  updated: number;
  /** Already recorded with the same prices (a file imported twice changes nothing). */
  unchanged: number;
  rejected: number;
  /** Commodities the catalogue did not know, added as the file names them. */
  newCommodities: string[];
  /** Why rows were rejected, most frequent first, with the first few row numbers (1 = first row). */
  reasons: { reason: string; count: number; rows: number[] }[];
}

export interface ImportOptions {
  now?: Date;
  /** Called as prices are written: rows written so far, and how many will be. */
  onProgress?: (written: number, total: number) => void;
}

const BATCH_ROWS = 500;
const EXAMPLE_ROWS = 5;

type NewPrice = typeof t.mandiPrices.$inferInsert;
/** A price whose commodity may still have to be added: `itemId` is then its spelling key. */
type AcceptedPrice = NewPrice & { newCommodity?: boolean };

/** The catalogue's states, districts and commodities, found by any of their names. */
interface Catalogue {
  states: NameIndex<string>;
  stateNames: Map<string, string>;
  districtsOfState: Map<string, NameIndex<string>>;
  commodities: NameIndex<string>;
}

/**
 * Imports the government's "current daily price of various commodities from various markets"
 * data (a CSV export, or the open-data API's JSON): one price per commodity, variety and grade
 * in a market and day, in rupees per quintal. Places are matched to the catalogue by name,
 * transliteration and the district alias list; a place that matches nothing, or more than one
 * record, rejects its row and is reported, never guessed. A commodity the catalogue does not
 * know is added as the file names it (docs/decisions/0130); markets and varieties are kept as
 * the file names them. Importing a file again changes nothing.
 */
export class MandiImportService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async import(content: string | Buffer, options: ImportOptions = {}): Promise<ImportSummary> {
    const records = readPriceRecords(content);
    const catalogue = await this.catalogue();
    const today = indiaDate(options.now ?? new Date());
    const reasons = new Map<string, { count: number; rows: number[] }>();
    const reject = (row: number, reason: string) => {
      const entry = reasons.get(reason) ?? { count: 0, rows: [] };
      entry.count += 1;
      if (entry.rows.length < EXAMPLE_ROWS) entry.rows.push(row);
      reasons.set(reason, entry);
    };

    const accepted: AcceptedPrice[] = [];
    const newCommodities = new Map<string, NewCommodity>();
    const seen = new Map<string, { prices: string }>();
    let repeated = 0;
    records.forEach((record, index) => {
      const row = index + 1;
      const checked = checkRecord(record, today);
      if ('rejected' in checked) return reject(row, checked.rejected);
      const matched = match(catalogue, checked.price);
      if ('rejected' in matched) return reject(row, matched.rejected);
      const { price } = checked;
      if ('newCommodity' in matched && !newCommodities.has(matched.itemId)) {
        newCommodities.set(matched.itemId, { name: price.commodity });
      }
      const key = [matched.itemId, matched.districtId, price.market, price.variety, price.grade];
      const seriesDay = [...key, price.date].join('\u0000');
      const prices = `${price.minPrice}/${price.maxPrice}/${price.modalPrice}`;
      const earlier = seen.get(seriesDay);
      if (earlier) {
        if (earlier.prices === prices) repeated += 1;
        else reject(row, 'repeats an earlier row of the file with other prices');
        return;
      }
      seen.set(seriesDay, { prices });
      accepted.push({
        newCommodity: 'newCommodity' in matched,
        itemId: matched.itemId,
        districtId: matched.districtId,
        market: price.market,
        variety: price.variety,
        quality: price.grade,
        priceDate: price.date,
        minPrice: price.minPrice,
        maxPrice: price.maxPrice,
        modalPrice: price.modalPrice,
      });
    });

    const { imported, updated } = await this.write(
      accepted,
      [...newCommodities.values()],
      options.onProgress,
    );
    const rejected = [...reasons.values()].reduce((sum, r) => sum + r.count, 0);
    return {
      rows: records.length,
      imported,
      updated,
      unchanged: accepted.length - imported - updated + repeated,
      rejected,
      newCommodities: [...newCommodities.values()].map((c) => c.name),
      reasons: [...reasons]
        .map(([reason, { count, rows }]) => ({ reason, count, rows }))
        .sort((a, b) => b.count - a.count || a.rows[0]! - b.rows[0]!),
    };
  }

  /**
   * Adds the new commodities, then inserts new prices and updates changed ones, in one
   * transaction; a price already recorded with the same figures is left alone (and not counted
   * as written).
   */
  private async write(
    accepted: AcceptedPrice[],
    commodities: NewCommodity[],
    onProgress: ImportOptions['onProgress'],
  ) {
    let imported = 0;
    let updated = 0;
    onProgress?.(0, accepted.length);
    await this.db.transaction(async (tx) => {
      const added = await addCommodities(tx, commodities);
      const prices = accepted.map(({ newCommodity, ...price }): NewPrice =>
        newCommodity ? { ...price, itemId: added.get(price.itemId)! } : price,
      );
      for (let start = 0; start < prices.length; start += BATCH_ROWS) {
        const written = await tx
          .insert(t.mandiPrices)
          .values(prices.slice(start, start + BATCH_ROWS))
          .onConflictDoUpdate({
            target: [
              t.mandiPrices.itemId,
              t.mandiPrices.districtId,
              t.mandiPrices.market,
              t.mandiPrices.variety,
              t.mandiPrices.quality,
              t.mandiPrices.priceDate,
            ],
            set: {
              minPrice: sql`excluded.min_price`,
              maxPrice: sql`excluded.max_price`,
              modalPrice: sql`excluded.modal_price`,
            },
            setWhere: sql`(${t.mandiPrices.minPrice}, ${t.mandiPrices.maxPrice}, ${t.mandiPrices.modalPrice})
              is distinct from (excluded.min_price, excluded.max_price, excluded.modal_price)`,
          })
          // xmax is 0 on a row this statement inserted, and set on one it updated.
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        for (const row of written) {
          if (row.inserted) imported += 1;
          else updated += 1;
        }
        onProgress?.(Math.min(start + BATCH_ROWS, prices.length), prices.length);
      }
    });
    return { imported, updated };
  }

  private async catalogue(): Promise<Catalogue> {
    const [states, districts, items] = await Promise.all([
      this.db
        .select({
          id: t.states.id,
          name: t.states.englishName,
          terms: t.states.searchTerms,
        })
        .from(t.states),
      this.db
        .select({
          id: t.districts.id,
          stateId: t.districts.stateId,
          name: t.districts.englishName,
          terms: t.districts.searchTerms,
        })
        .from(t.districts),
      this.db
        .select({ id: t.mandiItems.id, slug: t.mandiItems.slug, terms: t.mandiItems.searchTerms })
        .from(t.mandiItems),
    ]);
    const catalogue: Catalogue = {
      states: new NameIndex(),
      stateNames: new Map(states.map((s) => [s.id, s.name])),
      districtsOfState: new Map(),
      commodities: new NameIndex(),
    };
    for (const state of states) catalogue.states.add(state.id, [state.name, ...state.terms]);
    for (const district of districts) {
      const stateName = catalogue.stateNames.get(district.stateId) ?? '';
      const aliases = (DISTRICT_ALIASES[stateName] ?? [])
        .filter(([, name]) => name === district.name)
        .map(([alias]) => alias);
      let index = catalogue.districtsOfState.get(district.stateId);
      if (!index) catalogue.districtsOfState.set(district.stateId, (index = new NameIndex()));
      index.add(district.id, [district.name, ...district.terms, ...aliases]);
    }
    for (const item of items) catalogue.commodities.add(item.id, [item.slug, ...item.terms]);
    return catalogue;
  }
}

/**
 * The row's district and commodity in the catalogue; a commodity it does not know yet is named
 * by its spelling key, to be added.
 */
function match(
  catalogue: Catalogue,
  price: PriceRow,
):
  | { itemId: string; districtId: string }
  | { itemId: string; districtId: string; newCommodity: true }
  | { rejected: string } {
  const state = catalogue.states.find(price.state);
  if (!state) return { rejected: `state not found: ${price.state}` };
  if ('ambiguous' in state) return { rejected: `state matches more than one: ${price.state}` };
  const stateName = catalogue.stateNames.get(state.id)!;
  const district = catalogue.districtsOfState.get(state.id)?.find(price.district) ?? null;
  if (!district) return { rejected: `district not found in ${stateName}: ${price.district}` };
  if ('ambiguous' in district) {
    return { rejected: `district matches more than one in ${stateName}: ${price.district}` };
  }
  const item = catalogue.commodities.find(price.commodity);
  if (!item) {
    return { itemId: spellingKey(price.commodity), districtId: district.id, newCommodity: true };
  }
  if ('ambiguous' in item) {
    return { rejected: `commodity matches more than one: ${price.commodity}` };
  }
  return { itemId: item.id, districtId: district.id };
}
