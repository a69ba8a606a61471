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
        query.district_id ? sql`s.district_id = ${query.district_id}` : undefined,
        query.state_id ? sql`d.state_id = ${query.state_id}` : undefined,
      ].filter((part) => part !== undefined),
      sql` and `,
    );
    // The series are counted and ordered from mandi_series (one row each); prices and
    // histories are read for the page's rows only.
    const series = sql`
      from mandi_series s
      join mandi_items i on i.id = s.item_id
      ${query.state_id ? sql`join districts d on d.id = s.district_id` : sql``}`;
    const [countResult, pageResult] = await Promise.all([
      this.db.execute(sql`select count(*)::int as total ${series} where ${filters}`),
      this.db.execute(sql`
        with page as (
          select s.item_id, n.name, i.icon, s.district_id, dn.name as district_name, s.market,
            s.variety, s.quality, s.latest_date, i.category_id, n.unit, n.description,
            c.sort_order
          ${series}
          join mandi_categories c on c.id = i.category_id
          join mandi_item_names n on n.item_id = s.item_id and n.language_id = ${query.language_id}
          join district_names dn on dn.district_id = s.district_id and dn.language_id = ${query.language_id}
          where ${filters}
          order by c.sort_order, n.name, dn.name, s.market, s.variety, s.quality
          limit ${query.limit} offset ${offsetOf(query.page, query.limit)}
        )
        select p.item_id, p.name, p.icon, p.district_id, p.district_name, p.market, p.variety,
          p.category_id, cn.name as category_name, l.price_date::text as price_date, l.min_price,
          l.max_price, l.modal_price, p.unit, p.quality, p.description, h.history
        from page p
        join mandi_category_names cn on cn.category_id = p.category_id
          and cn.language_id = ${query.language_id}
        join mandi_prices l on l.item_id = p.item_id and l.district_id = p.district_id
          and l.market = p.market and l.variety = p.variety and l.quality = p.quality
          and l.price_date = p.latest_date
        cross join lateral (
          select json_agg(json_build_object('date', q.price_date::text, 'price', q.modal_price)
            order by q.price_date) as history
          from (
            select o.price_date, o.modal_price from mandi_prices o
            where o.item_id = p.item_id and o.district_id = p.district_id and o.market = p.market
              and o.variety = p.variety and o.quality = p.quality
            order by o.price_date desc limit ${MANDI_HISTORY_LENGTH}
          ) q
        ) h
        order by p.sort_order, p.name, p.district_name, p.market, p.variety, p.quality`),
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
