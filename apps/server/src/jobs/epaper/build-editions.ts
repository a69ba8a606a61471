import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { EPAPER_TYPE, EPAPER_WINDOW_DAYS, type LanguageCode } from '@vaarta/core/constants';
import { addDays, indiaDate } from '@vaarta/core/india-time';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { editionArticles } from './edition-articles.ts';
import { printEdition } from './print-edition.ts';
import { renderThumbnail } from './thumbnail.ts';

export interface BuildOptions {
  db: Db;
  filesDir: string;
  now?: Date;
  log?: (message: string) => void;
  /** Stops the run between two editions (the server is shutting down). */
  signal?: AbortSignal;
}

/**
 * Prints every missing edition of the last EPAPER_WINDOW_DAYS days (India dates) in every
 * language. Safe to run at any time: existing editions are kept, files are written whole, and
 * a date whose day brought no news gets no edition.
 */
export async function buildMissingEditions(options: BuildOptions): Promise<number> {
  const { db, filesDir } = options;
  const today = indiaDate(options.now ?? new Date());
  const languages = await db.select().from(t.languages).orderBy(asc(t.languages.sortOrder));
  let built = 0;
  for (let back = EPAPER_WINDOW_DAYS - 1; back >= 0; back--) {
    const date = addDays(today, -back);
    for (const language of languages) {
      if (options.signal?.aborted) return built;
      if (await editionExists(db, language.id, date)) continue;
      const articles = await editionArticles(db, filesDir, language.id, date);
      if (articles.length === 0) continue;
      const code = language.code as LanguageCode;
      const pdfPath = `/epapers/${code}/${date}.pdf`;
      const file = path.join(filesDir, pdfPath);
      const { pageCount, pageOf } = await printEdition(file, code, date, articles);
      const { size } = await stat(file);
      const thumbnail = await renderThumbnail(file, filesDir, code, date);
      const recorded = await db.transaction(async (tx) => {
        const [edition] = await tx
          .insert(t.eNewspapers)
          .values({
            languageId: language.id,
            editionDate: date,
            type: EPAPER_TYPE,
            pdfPath,
            thumbnail,
            pageCount,
            fileSize: size,
          })
          .onConflictDoNothing()
          .returning({ id: t.eNewspapers.id });
        if (!edition) return false;
        await tx.insert(t.eNewspaperArticles).values(
          articles.map((a) => ({
            eNewspaperId: edition.id,
            newsId: a.id,
            page: pageOf.get(a.id)!,
          })),
        );
        return true;
      });
      if (!recorded) continue;
      built += 1;
      options.log?.(`e-paper: ${code} ${date}, ${articles.length} stories, ${pageCount} pages`);
    }
  }
  return built;
}

async function editionExists(db: Db, languageId: string, date: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: t.eNewspapers.id })
    .from(t.eNewspapers)
    .where(
      and(
        eq(t.eNewspapers.languageId, languageId),
        eq(t.eNewspapers.editionDate, date),
        eq(t.eNewspapers.type, EPAPER_TYPE),
      ),
    );
  return existing !== undefined;
}
