import { and, asc, eq, sql } from 'drizzle-orm';
import { MANDI_HISTORY_LENGTH } from '@vaarta/core/constants';
import type { MandiItem, MandiItemsQuery, Trend } from '@vaarta/core/entities/mandi';
import { offsetOf, paginationOf, type Pagination } from '@vaarta/core/pagination';
import { rowsOf, type Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

interface PriceRow extends Record<string, unknown> {
  item_id: string;
  name: string;
  icon: string;
  district_id: string;
  district_name: string;
  market: string;
  variety: string;
  category_id: string;
  category_name: string;
  price_date: string;
  min_price: number;
  max_price: number;
  modal_price: number;
  unit: string;
  quality: string;
  description: string;
  /** The series' last recorded prices, oldest first; the latest is this row's own. */
  history: { date: string; price: number | string }[];
}

/**
 * The trend chip (docs/product/mandi.md): the latest modal price against the previous recorded
 * one of the same commodity in the same market, with the real percentage.
 */
export function trendOf(
  modal: number,
  previous: number | null,
  previousDate: string | null,
): Trend | null {
  if (previous === null || previousDate === null || previous <= 0) return null;
  const percent = Math.round(((modal - previous) / previous) * 1000) / 10;
  return {
    direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat',
    percent,
    previousPrice: previous,
    previousDate,
  };
}

/** Mandi (market) prices: commodity categories and each market's latest dated prices. */
export class MandiService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async categories(languageId: string) {
    const rows = await this.db
      .select({
        id: t.mandiCategories.id,
        slug: t.mandiCategories.slug,
        icon: t.mandiCategories.icon,
        name: t.mandiCategoryNames.name,
      })
      .from(t.mandiCategories)
      .innerJoin(
        t.mandiCategoryNames,
        and(
          eq(t.mandiCategoryNames.categoryId, t.mandiCategories.id),
          eq(t.mandiCategoryNames.languageId, languageId),
        ),
      )
      .where(eq(t.mandiCategories.isActive, true))
      .orderBy(asc(t.mandiCategories.sortOrder));
    return rows.map((r) => ({ id: r.id, categoryName: r.name, slug: r.slug, icon: r.icon }));
  }

  /**
   * The latest price of every commodity in every market that matches, with its trend and its
   * last MANDI_HISTORY_LENGTH recorded prices. A series is one commodity, variety and grade in
   * one market.
   */
  async items(query: MandiItemsQuery): Promise<{ items: MandiItem[]; pagination: Pagination }> {
    const filters = sql.join(
      [
        sql`i.is_active`,
        query.categoryId ? sql`i.category_id = ${query.categoryId}` : undefined,
        query.district_id ? sql`p.district_id = ${query.district_id}` : undefined,
        query.state_id ? sql`d.state_id = ${query.state_id}` : undefined,
      ].filter((part) => part !== undefined),
      sql` and `,
    );
    const latest = sql`
      select distinct on (p.item_id, p.district_id, p.market, p.variety, p.quality)
        p.item_id, p.district_id, p.market, p.variety, p.quality, p.price_date,
        p.min_price, p.max_price, p.modal_price
      from mandi_prices p
      join mandi_items i on i.id = p.item_id
      join districts d on d.id = p.district_id
      where ${filters}
      order by p.item_id, p.district_id, p.market, p.variety, p.quality, p.price_date desc`;
    const [countResult, pageResult] = await Promise.all([
      this.db.execute(sql`select count(*)::int as total from (${latest}) l`),
      this.db.execute(sql`
        select l.item_id, n.name, i.icon, l.district_id, dn.name as district_name, l.market,
          l.variety, i.category_id, cn.name as category_name, l.price_date::text as price_date,
          l.min_price, l.max_price, l.modal_price, n.unit, l.quality, n.description, h.history
        from (${latest}) l
        join mandi_items i on i.id = l.item_id
        join mandi_categories c on c.id = i.category_id
        join mandi_item_names n on n.item_id = l.item_id and n.language_id = ${query.language_id}
        join mandi_category_names cn on cn.category_id = i.category_id and cn.language_id = ${query.language_id}
        join district_names dn on dn.district_id = l.district_id and dn.language_id = ${query.language_id}
        cross join lateral (
          select json_agg(json_build_object('date', q.price_date::text, 'price', q.modal_price)
            order by q.price_date) as history
          from (
            select s.price_date, s.modal_price from mandi_prices s
            where s.item_id = l.item_id and s.district_id = l.district_id and s.market = l.market
              and s.variety = l.variety and s.quality = l.quality
            order by s.price_date desc limit ${MANDI_HISTORY_LENGTH}
          ) q
        ) h
        order by c.sort_order, n.name, dn.name, l.market, l.variety, l.quality
        limit ${query.limit} offset ${offsetOf(query.page, query.limit)}`),
    ]);
    const total = Number(rowsOf<{ total: number }>(countResult)[0]?.total ?? 0);
    return {
      items: rowsOf<PriceRow>(pageResult).map((r) => {
        const history = r.history.map((point) => ({
          date: point.date,
          price: Number(point.price),
        }));
        const previous = history.at(-2);
        return {
          id: r.item_id,
          name: r.name,
          itemIcon: r.icon,
          districtId: r.district_id,
          districtName: r.district_name,
          market: r.market,
          variety: r.variety,
          categoryId: r.category_id,
          categoryName: r.category_name,
          priceDate: r.price_date,
          minPrice: Number(r.min_price),
          maxPrice: Number(r.max_price),
          avgPrice: Number(r.modal_price),
          unit: r.unit,
          quality: r.quality,
          description: r.description,
          trend: trendOf(Number(r.modal_price), previous?.price ?? null, previous?.date ?? null),
          history,
        };
      }),
      pagination: paginationOf(total, query.page, query.limit),
    };
  }
}
