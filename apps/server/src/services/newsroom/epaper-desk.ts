import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { EPAPER_PAGE_MAX_POINTS, EPAPER_TYPE, type LanguageCode } from '@vaarta/core/constants';
import type { Edition } from '@vaarta/core/entities/newsroom-desks';
import { mayModerateLanguage } from '@vaarta/core/newsroom-rules';
import type { Pagination } from '@vaarta/core/pagination';
import type { Db } from '../../db/client.ts';
import { countedPage } from '../../db/counted-page.ts';
import * as t from '../../db/schema.ts';
import { printAndRecord } from '../epaper-print/build-editions.ts';
import { renderThumbnail } from '../epaper-print/thumbnail.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { MediaStore } from '../../lib/media/media-store.ts';
import { loadPdfjs } from '../../lib/on-demand-libraries.ts';
import type { AuditService } from '../audit.ts';
import type { CatalogService } from '../catalog.ts';
import type { NewsService } from '../news.ts';
import { inLanguagesOf } from './language-scope.ts';
import { actorOf, type Staff } from './people.ts';

type EditionRow = typeof t.eNewspapers.$inferSelect;

const EDITION_NOT_FOUND = 'No such edition.';
const PDF_SIGNATURE = Buffer.from('%PDF-');
const FORBIDDEN_LANGUAGE = 'You can publish e-papers only of your own languages.';
const forbidden = () => new HttpError(403, 'FORBIDDEN', FORBIDDEN_LANGUAGE);

function toEdition(row: EditionRow): Edition {
  return {
    id: row.id,
    languageId: row.languageId,
    date: row.editionDate,
    pdfUrl: row.pdfPath,
    thumbnail: row.thumbnail,
    pageCount: row.pageCount,
    fileSize: row.fileSize,
    addedBy: row.addedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A PDF's page count, once it is known to be one: its first bytes say `%PDF-` and pdf.js opens
 * it (a renamed PNG, a damaged file or a password-protected one is refused in plain words).
 */
export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  if (!Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).equals(PDF_SIGNATURE)) {
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please upload the edition as a PDF file.');
  }
  const { getDocument } = await loadPdfjs();
  // pdf.js takes the bytes over: give it a copy.
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (error) {
    await task.destroy();
    throw new HttpError(
      422,
      'UNPROCESSABLE_ENTITY',
      (error as { name?: string }).name === 'PasswordException'
        ? 'The PDF is protected by a password. Please upload it without one.'
        : 'The PDF cannot be opened: it may be damaged. Please export it again.',
    );
  }
  try {
    // Every page's size is read (no drawing) before anything is drawn or stored.
    for (let number = 1; number <= pdf.numPages; number++) {
      const { width, height } = (await pdf.getPage(number)).getViewport({ scale: 1 });
      if (Math.max(width, height) > EPAPER_PAGE_MAX_POINTS) {
        throw new HttpError(
          422,
          'UNPROCESSABLE_ENTITY',
          `Page ${number} is larger than any newspaper page (at most 120 cm a side). Please export the edition again at its printed size.`,
        );
      }
    }
    return pdf.numPages;
  } finally {
    await task.destroy();
  }
}

/**
 * The e-paper desk: an edition of a language and day uploaded as a PDF, or printed from the
 * day's published stories by the e-paper builder; replaced or withdrawn. Every file gets a new
 * name (editions are cached as never changing), and old files go when they are replaced.
 */
export class EpaperDeskService {
  private readonly db: Db;
  private readonly media: MediaStore;
  private readonly catalog: CatalogService;
  private readonly news: NewsService;
  private readonly audit: AuditService;

  constructor(deps: {
    db: Db;
    media: MediaStore;
    catalog: CatalogService;
    news: NewsService;
    audit: AuditService;
  }) {
    this.db = deps.db;
    this.media = deps.media;
    this.catalog = deps.catalog;
    this.news = deps.news;
    this.audit = deps.audit;
  }

  async list(
    staff: Staff,
    query: { languageId?: string | undefined; page: number; limit: number },
  ): Promise<{ items: Edition[]; pagination: Pagination }> {
    const where = and(
      eq(t.eNewspapers.type, EPAPER_TYPE),
      inLanguagesOf(staff, t.eNewspapers.languageId, query.languageId, FORBIDDEN_LANGUAGE),
    );
    const { rows, pagination } = await countedPage(
      query,
      this.db.select({ n: count() }).from(t.eNewspapers).where(where),
      ({ limit, offset }) =>
        this.db
          .select()
          .from(t.eNewspapers)
          .where(where)
          .orderBy(desc(t.eNewspapers.editionDate), desc(t.eNewspapers.createdAt))
          .limit(limit)
          .offset(offset),
    );
    return {
      items: rows.map(toEdition),
      pagination,
    };
  }

  private async languageCode(staff: Staff, languageId: string): Promise<LanguageCode> {
    if (!mayModerateLanguage(staff, languageId)) throw forbidden();
    const language = (await this.catalog.languages()).find((l) => l.id === languageId);
    if (!language) {
      throw new HttpError(
        422,
        'UNPROCESSABLE_ENTITY',
        'Unknown language. Please choose one from the list.',
      );
    }
    return language.language_code as LanguageCode;
  }

  private async existing(languageId: string, date: string): Promise<EditionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(t.eNewspapers)
      .where(
        and(
          eq(t.eNewspapers.languageId, languageId),
          eq(t.eNewspapers.editionDate, date),
          eq(t.eNewspapers.type, EPAPER_TYPE),
        ),
      );
    return row;
  }

  private async row(staff: Staff, id: string): Promise<{ row: EditionRow; code: LanguageCode }> {
    const [row] = await this.db.select().from(t.eNewspapers).where(eq(t.eNewspapers.id, id));
    if (!row) throw notFound(EDITION_NOT_FOUND);
    return { row, code: await this.languageCode(staff, row.languageId) };
  }

  /** Stores an uploaded PDF under a name of its own and makes its cover; answers the columns. */
  private async store(code: LanguageCode, date: string, bytes: Uint8Array) {
    const pageCount = await pdfPageCount(bytes);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
    const pdfPath = `/epapers/${code}/${date}-${hash}.pdf`;
    await this.media.write(pdfPath, bytes);
    try {
      const thumbnail = await renderThumbnail(bytes, this.media, code, date);
      return { pdfPath, thumbnail, pageCount, fileSize: bytes.length };
    } catch (error) {
      await this.removeFiles({ pdfPath, thumbnail: null });
      throw error;
    }
  }

  /** Keeps an edition's new files only if the change that names them is saved. */
  private async keepingFilesOf<T>(
    stored: Pick<EditionRow, 'pdfPath' | 'thumbnail'>,
    save: () => Promise<T>,
  ): Promise<T> {
    try {
      return await save();
    } catch (error) {
      await this.removeFiles(stored);
      throw error;
    }
  }

  /** Removes an edition's files (its PDF and its cover), unless another edition uses them. */
  private async removeFiles(row: Pick<EditionRow, 'pdfPath' | 'thumbnail'>): Promise<void> {
    for (const url of [row.pdfPath, row.thumbnail]) {
      if (!url) continue;
      const [inUse] = await this.db
        .select({ id: t.eNewspapers.id })
        .from(t.eNewspapers)
        .where(
          url === row.pdfPath ? eq(t.eNewspapers.pdfPath, url) : eq(t.eNewspapers.thumbnail, url),
        )
        .limit(1);
      if (!inUse) await this.media.remove(url);
    }
  }

  async upload(
    staff: Staff,
    upload: { languageId: string; date: string; file: Uint8Array },
  ): Promise<Edition> {
    const code = await this.languageCode(staff, upload.languageId);
    if (await this.existing(upload.languageId, upload.date)) {
      throw new HttpError(
        409,
        'CONFLICT',
        'There is already an edition of this language and day. Replace it or withdraw it first.',
      );
    }
    const stored = await this.store(code, upload.date, upload.file);
    const row = await this.keepingFilesOf(stored, () =>
      this.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(t.eNewspapers)
          .values({
            languageId: upload.languageId,
            editionDate: upload.date,
            type: EPAPER_TYPE,
            ...stored,
            addedBy: staff.name,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) {
          throw new HttpError(
            409,
            'CONFLICT',
            'Someone else added this edition at the same moment.',
          );
        }
        await this.audit.record(
          actorOf(staff),
          {
            action: 'epaper.upload',
            entityType: 'epaper',
            entityId: inserted.id,
            summary: `${code} ${upload.date}: ${stored.pageCount} pages`,
          },
          tx,
        );
        return inserted;
      }),
    );
    this.news.newsChanged();
    return toEdition(row);
  }

  /** A new PDF for an edition: the story list of a printed one no longer applies and goes. */
  async replace(staff: Staff, id: string, bytes: Uint8Array): Promise<Edition> {
    const { row: current, code } = await this.row(staff, id);
    const stored = await this.store(code, current.editionDate, bytes);
    const row = await this.keepingFilesOf(stored, () =>
      this.db.transaction(async (tx) => {
        const [saved] = await tx
          .update(t.eNewspapers)
          .set({ ...stored, addedBy: staff.name, createdAt: new Date() })
          .where(eq(t.eNewspapers.id, id))
          .returning();
        await tx.delete(t.eNewspaperArticles).where(eq(t.eNewspaperArticles.eNewspaperId, id));
        await this.audit.record(
          actorOf(staff),
          {
            action: 'epaper.replace',
            entityType: 'epaper',
            entityId: id,
            summary: `${code} ${current.editionDate}: ${stored.pageCount} pages`,
          },
          tx,
        );
        return saved!;
      }),
    );
    await this.removeFiles(current);
    this.news.newsChanged();
    return toEdition(row);
  }

  /** Takes an edition down: readers no longer see it, and its files are deleted. */
  async withdraw(staff: Staff, id: string): Promise<void> {
    const { row, code } = await this.row(staff, id);
    await this.db.transaction(async (tx) => {
      await tx.delete(t.eNewspapers).where(eq(t.eNewspapers.id, id));
      await this.audit.record(
        actorOf(staff),
        {
          action: 'epaper.withdraw',
          entityType: 'epaper',
          entityId: id,
          summary: `${code} ${row.editionDate}`,
        },
        tx,
      );
    });
    await this.removeFiles(row);
    this.news.newsChanged();
  }

  /** Prints the edition of a language and day from the stories published the day before. */
  async build(
    staff: Staff,
    request: { languageId: string; date: string; replace: boolean },
  ): Promise<Edition> {
    const code = await this.languageCode(staff, request.languageId);
    const current = await this.existing(request.languageId, request.date);
    if (current && !request.replace) {
      throw new HttpError(
        409,
        'CONFLICT',
        'There is already an edition of this language and day. Ask to replace it.',
      );
    }
    const pdfPath = `/epapers/${code}/${request.date}-${randomBytes(6).toString('hex')}.pdf`;
    const printed = await printAndRecord({
      db: this.db,
      media: this.media,
      language: { id: request.languageId, code },
      date: request.date,
      pdfPath,
      addedBy: staff.name,
      replacing: current?.id ?? null,
    });
    if ('missing' in printed) {
      throw printed.missing === 'stories'
        ? new HttpError(
            422,
            'UNPROCESSABLE_ENTITY',
            'No stories of this language were published the day before, so there is nothing to print.',
          )
        : new HttpError(409, 'CONFLICT', 'Someone else added this edition at the same moment.');
    }
    const built = printed.edition;
    await this.audit.record(actorOf(staff), {
      action: 'epaper.build',
      entityType: 'epaper',
      entityId: built.id,
      summary: `${code} ${request.date}: ${built.pageCount} pages`,
    });
    if (current) await this.removeFiles(current);
    this.news.newsChanged();
    return toEdition(built);
  }
}
