import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { EPAPER_WINDOW_DAYS } from '@vaarta/core/constants';
import { addDays, indiaDate } from '@vaarta/core/india-time';
import type { Db } from '../db/client.ts';
import { countedPage } from '../db/counted-page.ts';
import * as t from '../db/schema.ts';

export interface EpaperQuery {
  page: number;
  limit: number;
  language_id?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  type: string;
}

/** The e-newspaper list (docs/product/e-paper.md): the last 7 India dates by default, oldest first. */
export class EpaperService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async list(query: EpaperQuery, today = new Date()) {
    const windowStart = addDays(indiaDate(today), -(EPAPER_WINDOW_DAYS - 1));
    const where: SQL = and(
      eq(t.eNewspapers.type, query.type),
      query.language_id ? eq(t.eNewspapers.languageId, query.language_id) : undefined,
      gte(t.eNewspapers.editionDate, query.dateFrom ?? windowStart),
      query.dateTo ? lte(t.eNewspapers.editionDate, query.dateTo) : undefined,
      // An edition dated after today is not out yet (docs/decisions/0102).
      lte(t.eNewspapers.editionDate, indiaDate(today)),
    )!;
    const { rows, pagination } = await countedPage(
      query,
      this.db.select({ n: count() }).from(t.eNewspapers).where(where),
      ({ limit, offset }) =>
        this.db
          .select({
            edition: t.eNewspapers,
            languageCode: t.languages.code,
            languageName: t.languages.name,
          })
          .from(t.eNewspapers)
          .innerJoin(t.languages, eq(t.languages.id, t.eNewspapers.languageId))
          .where(where)
          .orderBy(asc(t.eNewspapers.editionDate), desc(t.eNewspapers.createdAt))
          .limit(limit)
          .offset(offset),
    );
    return {
      items: rows.map(({ edition, languageCode, languageName }) => ({
        id: edition.id,
        date: edition.editionDate,
        pdfUrl: edition.pdfPath,
        pdfPath: edition.pdfPath,
        thumbnail: edition.thumbnail,
        language: languageCode,
        languageName,
        language_id: edition.languageId,
        type: edition.type,
        pageCount: edition.pageCount,
        fileSize: edition.fileSize,
        addedBy: edition.addedBy,
        createdAt: edition.createdAt.toISOString(),
      })),
      pagination,
    };
  }
}
