import { and, asc, eq } from 'drizzle-orm';
import { EPAPER_TYPE, EPAPER_WINDOW_DAYS, type LanguageCode } from '@vaarta/core/constants';
import { addDays, indiaDate } from '@vaarta/core/india-time';
import type { Db } from '../../db/client.ts';
import type { MediaStore } from '../../lib/media/media-store.ts';
import * as t from '../../db/schema.ts';
import { editionArticles } from './edition-articles.ts';
import { printEdition } from './print-edition.ts';
import { renderThumbnail } from './thumbnail.ts';

export interface BuildOptions {
  db: Db;
  media: MediaStore;
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
  const { db, media } = options;
  const today = indiaDate(options.now ?? new Date());
  const languages = await db.select().from(t.languages).orderBy(asc(t.languages.sortOrder));
  let built = 0;
  for (let back = EPAPER_WINDOW_DAYS - 1; back >= 0; back--) {
    const date = addDays(today, -back);
    for (const language of languages) {
      if (options.signal?.aborted) return built;
      if (await editionExists(db, language.id, date)) continue;
      const code = language.code as LanguageCode;
      const printed = await printAndRecord({
        db,
        media,
        language: { id: language.id, code },
        date,
        pdfPath: `/epapers/${code}/${date}.pdf`,
      });
      if (!('edition' in printed)) continue;
      built += 1;
      options.log?.(
        `e-paper: ${code} ${date}, ${printed.stories} stories, ${printed.edition.pageCount} pages`,
      );
    }
  }
  return built;
}

type EditionRow = typeof t.eNewspapers.$inferSelect;

/**
 * Prints the edition of a language and day at `pdfPath` (in the media store) from the
 * stories published the day before, makes its cover and records it with the page each story
 * starts on. With `replacing`, that edition's record gives way to the new one in the same
 * transaction. Answers the edition, or why there is none: the day brought no news, or another
 * run recorded the edition first.
 */
export async function printAndRecord(options: {
  db: Db;
  media: MediaStore;
  language: { id: string; code: LanguageCode };
  date: string;
  pdfPath: string;
  /** Who made it, when not the daily job (the newsroom's e-paper desk). */
  addedBy?: string;
  replacing?: string | null;
}): Promise<{ edition: EditionRow; stories: number } | { missing: 'stories' | 'taken' }> {
  const { db, media, language, date, pdfPath } = options;
  const articles = await editionArticles(db, media, language.id, date);
  if (articles.length === 0) return { missing: 'stories' };
  const { pdf, pageCount, pageOf } = await printEdition(language.code, date, articles);
  await media.write(pdfPath, pdf);
  const thumbnail = await renderThumbnail(pdf, media, language.code, date);
  const edition = await db.transaction(async (tx) => {
    if (options.replacing) {
      await tx.delete(t.eNewspapers).where(eq(t.eNewspapers.id, options.replacing));
    }
    const [recorded] = await tx
      .insert(t.eNewspapers)
      .values({
        languageId: language.id,
        editionDate: date,
        type: EPAPER_TYPE,
        pdfPath,
        thumbnail,
        pageCount,
        fileSize: pdf.length,
        ...(options.addedBy ? { addedBy: options.addedBy } : {}),
      })
      .onConflictDoNothing()
      .returning();
    if (!recorded) return null;
    await tx
      .insert(t.eNewspaperArticles)
      .values(
        articles.map((a) => ({ eNewspaperId: recorded.id, newsId: a.id, page: pageOf.get(a.id)! })),
      );
    return recorded;
  });
  return edition ? { edition, stories: articles.length } : { missing: 'taken' };
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
