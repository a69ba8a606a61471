import { sql } from 'drizzle-orm';
import { LANGUAGE_CODES, type LanguageCode } from '@vaarta/core/constants';
import type { CommodityNames, NewCommodity } from '@vaarta/core/entities/mandi-catalogue';
import { foldForSearch } from '@vaarta/core/text';
import { rowsOf, type Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { AuditService } from '../audit.ts';
import type { NewsService } from '../news.ts';
import { assertDesk } from './mandi-desk.ts';
import { actorOf, type Staff } from './people.ts';

interface CommodityRow extends Record<string, unknown> {
  id: string;
  slug: string;
  category_name: string;
  names: { code: string; name: string; untranslated: boolean }[];
}

/**
 * The commodities the price data brought into the catalogue that are still shown in English in
 * some language, and an editor naming one in all six (docs/decisions/0130).
 */
export class MandiCommoditiesService {
  private readonly db: Db;
  private readonly audit: AuditService;
  private readonly news: NewsService;

  constructor(deps: { db: Db; audit: AuditService; news: NewsService }) {
    this.db = deps.db;
    this.audit = deps.audit;
    this.news = deps.news;
  }

  async unnamed(staff: Staff): Promise<NewCommodity[]> {
    assertDesk(staff);
    return this.commodities(sql`exists (
      select 1 from mandi_item_names u where u.item_id = i.id and u.untranslated)`);
  }

  async name(staff: Staff, id: string, names: CommodityNames): Promise<NewCommodity> {
    assertDesk(staff);
    const updated = await this.db.transaction(async (tx) => {
      const values = sql.join(
        LANGUAGE_CODES.map((code) => sql`(${code}::text, ${names[code]}::text)`),
        sql`, `,
      );
      const result = await tx.execute(sql`
        update mandi_item_names n set name = v.name, untranslated = false
        from (values ${values}) as v(code, name), languages l
        where n.item_id = ${id} and l.code = v.code and n.language_id = l.id
        returning n.item_id`);
      if (rowsOf(result).length === 0) return false;
      const terms = [...new Set(LANGUAGE_CODES.map((code) => foldForSearch(names[code])))];
      await tx.execute(sql`
        update mandi_items set search_terms = array(
          select distinct unnest(search_terms || array[${sql.join(
            terms.map((term) => sql`${term}::text`),
            sql`, `,
          )}]))
        where id = ${id}`);
      await this.audit.record(
        actorOf(staff),
        {
          action: 'mandi.name',
          entityType: 'mandi-item',
          entityId: id,
          summary: LANGUAGE_CODES.map((code) => `${code}: ${names[code]}`).join(', '),
        },
        tx,
      );
      return true;
    });
    if (!updated) throw notFound('No such commodity.');
    this.news.newsChanged();
    const [commodity] = await this.commodities(sql`i.id = ${id}`);
    return commodity!;
  }

  private async commodities(where: ReturnType<typeof sql>): Promise<NewCommodity[]> {
    const result = await this.db.execute(sql`
      select i.id, i.slug, coalesce(cn.name, c.slug) as category_name,
        (select json_agg(json_build_object('code', l.code, 'name', n.name,
            'untranslated', n.untranslated))
          from mandi_item_names n join languages l on l.id = n.language_id
          where n.item_id = i.id) as names
      from mandi_items i
      join mandi_categories c on c.id = i.category_id
      left join languages en on en.code = 'en'
      left join mandi_category_names cn on cn.category_id = c.id and cn.language_id = en.id
      where ${where}
      order by i.created_at desc, i.slug`);
    return rowsOf<CommodityRow>(result).map((row) => {
      const names = (row.names ?? []).filter(
        (
          n,
        ): n is CommodityRow['names'][number] & {
          code: LanguageCode;
        } => (LANGUAGE_CODES as readonly string[]).includes(n.code),
      );
      const byCode = new Map(names.map((n) => [n.code, n]));
      return {
        id: row.id,
        slug: row.slug,
        categoryName: row.category_name,
        names: Object.fromEntries(names.map((n) => [n.code, n.name])),
        missing: LANGUAGE_CODES.filter((code) => byCode.get(code)?.untranslated ?? true),
      };
    });
  }
}
