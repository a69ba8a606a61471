import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PriceImport, PriceRow } from '@vaarta/core/entities/newsroom-desks';
import { isEditorOrAdmin } from '@vaarta/core/newsroom-rules';
import type { Pagination } from '@vaarta/core/pagination';
import type { Db } from '../../db/client.ts';
import { countedPage } from '../../db/counted-page.ts';
import * as t from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit.ts';
import type { CatalogService } from '../catalog.ts';
import type { NewsService } from '../news.ts';
import { MandiImportService } from '../mandi-import.ts';
import { PriceFileError } from '../mandi-import/records.ts';
import { actorOf, type Staff } from './people.ts';

const PRICE_NOT_FOUND = 'No such price row.';

/** The mandi desk is for editors and admins. */
export function assertDesk(staff: Staff): void {
  if (!isEditorOrAdmin(staff)) {
    throw new HttpError(403, 'FORBIDDEN', 'Only editors and admins can do this.');
  }
}

/**
 * The mandi desk: the day's government price file imported by the mandi importer (rows
 * imported, updated and rejected with reasons), and a price row corrected by hand.
 */
export class MandiDeskService {
  private readonly db: Db;
  private readonly catalog: CatalogService;
  private readonly audit: AuditService;
  private readonly news: NewsService;
  private readonly importer: MandiImportService;

  constructor(deps: { db: Db; catalog: CatalogService; news: NewsService; audit: AuditService }) {
    this.db = deps.db;
    this.catalog = deps.catalog;
    this.news = deps.news;
    this.audit = deps.audit;
    this.importer = new MandiImportService(deps.db);
  }

  async importFile(staff: Staff, file: Uint8Array): Promise<PriceImport> {
    assertDesk(staff);
    let summary: PriceImport;
    try {
      summary = await this.importer.import(Buffer.from(file));
    } catch (error) {
      if (!(error instanceof PriceFileError)) throw error;
      throw new HttpError(
        422,
        'UNPROCESSABLE_ENTITY',
        `The price file cannot be imported: ${error.message}.`,
      );
    }
    await this.audit.record(actorOf(staff), {
      action: 'mandi.import',
      entityType: 'mandi',
      entityId: 'prices',
      summary: `${summary.rows} rows: ${summary.imported} imported, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejected} rejected`,
    });
    // The mandi page a reader has cached shows the new prices at once.
    this.news.newsChanged();
    return summary;
  }

  async prices(
    staff: Staff,
    query: {
      languageId?: string | undefined;
      districtId?: string | undefined;
      itemId?: string | undefined;
      date?: string | undefined;
      page: number;
      limit: number;
    },
  ): Promise<{ items: PriceRow[]; pagination: Pagination }> {
    assertDesk(staff);
    const where: SQL | undefined = and(
      query.districtId ? eq(t.mandiPrices.districtId, query.districtId) : undefined,
      query.itemId ? eq(t.mandiPrices.itemId, query.itemId) : undefined,
      query.date ? eq(t.mandiPrices.priceDate, query.date) : undefined,
    );
    const { rows: items, pagination } = await countedPage(
      query,
      this.db.select({ n: count() }).from(t.mandiPrices).where(where),
      ({ limit, offset }) => this.rows(where, query.languageId, limit, offset),
    );
    return { items, pagination };
  }

  /** Price rows with their commodity and district named in a language (English by default). */
  private async rows(
    where: SQL | undefined,
    languageId: string | undefined,
    limit: number,
    offset: number,
  ): Promise<PriceRow[]> {
    const language = await this.catalog.language(languageId);
    const [rows, names] = await Promise.all([
      this.db
        .select({
          price: t.mandiPrices,
          itemName: t.mandiItemNames.name,
          unit: t.mandiItemNames.unit,
        })
        .from(t.mandiPrices)
        .innerJoin(
          t.mandiItemNames,
          and(
            eq(t.mandiItemNames.itemId, t.mandiPrices.itemId),
            eq(t.mandiItemNames.languageId, language.id),
          ),
        )
        .where(where)
        .orderBy(desc(t.mandiPrices.priceDate), asc(t.mandiPrices.market), asc(t.mandiPrices.id))
        .limit(limit)
        .offset(offset),
      this.catalog.names(),
    ]);
    return rows.map(({ price, itemName, unit }) => ({
      id: price.id,
      itemId: price.itemId,
      itemName,
      unit,
      districtId: price.districtId,
      districtName: names.district(price.districtId, language.id) ?? '',
      market: price.market,
      variety: price.variety,
      quality: price.quality,
      priceDate: price.priceDate,
      minPrice: price.minPrice,
      maxPrice: price.maxPrice,
      modalPrice: price.modalPrice,
    }));
  }

  /** Corrects one row's prices by hand; the row stays the same market, commodity and day. */
  async correct(
    staff: Staff,
    id: string,
    prices: { minPrice: number; maxPrice: number; modalPrice: number },
  ): Promise<PriceRow> {
    assertDesk(staff);
    const [before] = await this.db.select().from(t.mandiPrices).where(eq(t.mandiPrices.id, id));
    if (!before) throw notFound(PRICE_NOT_FOUND);
    await this.db.transaction(async (tx) => {
      await tx.update(t.mandiPrices).set(prices).where(eq(t.mandiPrices.id, id));
      await this.audit.record(
        actorOf(staff),
        {
          action: 'mandi.correct',
          entityType: 'mandi-price',
          entityId: id,
          summary: `${before.market} ${before.priceDate}: ${before.minPrice}/${before.modalPrice}/${before.maxPrice} → ${prices.minPrice}/${prices.modalPrice}/${prices.maxPrice}`,
        },
        tx,
      );
    });
    this.news.newsChanged();
    const [row] = await this.rows(eq(t.mandiPrices.id, id), undefined, 1, 0);
    return row!;
  }
}
