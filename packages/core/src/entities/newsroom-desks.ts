/**
 * The newsroom's desks: moderation, feeds (ingest) and the e-paper — every payload of
 * `/api/newsroom/moderation…`, `/api/newsroom/ingest…` and `/api/newsroom/epapers…`
 * (docs/product/newsroom.md).
 */
import { z } from 'zod';
import { MODERATION_NOTE_MAX, REPORT_REASONS } from '../constants.ts';
import { isCalendarDate } from '../india-time.ts';
import { paginationSchema } from '../pagination.ts';
import { uuid } from './envelope.ts';
import { multiLine, newsroomPaging, singleLine, uploadedFile, webAddress } from './newsroom.ts';

/** A comment held for review (a link or a blocked word), with the story it is on. */
export const pendingCommentSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  createdAt: z.string(),
  parentId: z.uuid().nullable(),
  userId: z.uuid(),
  userName: z.string(),
  newsId: z.uuid(),
  newsTitle: z.string(),
  languageId: z.uuid(),
});
export type PendingComment = z.infer<typeof pendingCommentSchema>;

/** The queues: oldest first, of one language or of every language the caller moderates. */
export const moderationQuery = z.object({
  languageId: uuid('languageId').optional(),
  ...newsroomPaging,
});

export const pendingCommentListSchema = z.object({
  items: z.array(pendingCommentSchema),
  pagination: paginationSchema,
});

/** An article with open reports, counted by reason. */
export const reportedArticleSchema = z.object({
  newsId: z.uuid(),
  title: z.string(),
  languageId: z.uuid(),
  status: z.enum(['draft', 'scheduled', 'published', 'unpublished']),
  openReports: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  /** The latest details readers wrote (at most five). */
  details: z.array(
    z.object({ reason: z.enum(REPORT_REASONS), description: z.string(), createdAt: z.string() }),
  ),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
});
export type ReportedArticle = z.infer<typeof reportedArticleSchema>;

export const reportedArticleListSchema = z.object({
  items: z.array(reportedArticleSchema),
  pagination: paginationSchema,
});

/** POST …/reports/{newsId}/dismiss: an optional note for the record. */
export const dismissReportsBody = z.object({
  note: multiLine('Note', MODERATION_NOTE_MAX).default(''),
});
/** POST …/reports/{newsId}/unpublish: why the article came down. */
export const unpublishReportedBody = z.object({
  note: multiLine('Note', MODERATION_NOTE_MAX).refine(
    (note) => note.length > 0,
    'Please write a note saying why the article is taken down',
  ),
});

export const moderationResultSchema = z.object({
  /** How many comments or reports the action settled. */
  settled: z.number().int(),
});

/** A feed whose new items come in as drafts. */
export const ingestSourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  feedUrl: z.string(),
  languageId: z.uuid(),
  categoryId: z.uuid(),
  stateId: z.uuid().nullable(),
  districtId: z.uuid().nullable(),
  isActive: z.boolean(),
  lastFetchedAt: z.string().nullable(),
  /** Why the last fetch failed, in plain words; null when it worked. */
  lastError: z.string().nullable(),
  lastNewItems: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IngestSource = z.infer<typeof ingestSourceSchema>;

const ingestSourceFields = {
  name: singleLine('Name', 120, 1),
  // A user name or password in the address would be shown to every editor and kept in the log.
  feedUrl: webAddress('Feed address').refine((value) => {
    try {
      const url = new URL(value);
      return !url.username && !url.password;
    } catch {
      return true; // not a web address: said by the rule before
    }
  }, 'Feed address must not contain a user name or password'),
  languageId: uuid('languageId'),
  categoryId: uuid('categoryId'),
  stateId: uuid('stateId').nullable(),
  districtId: uuid('districtId').nullable(),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
};

export const ingestSourceCreateBody = z.object({
  ...ingestSourceFields,
  stateId: ingestSourceFields.stateId.optional(),
  districtId: ingestSourceFields.districtId.default(null),
  isActive: ingestSourceFields.isActive.default(true),
});
export type IngestSourceCreate = z.infer<typeof ingestSourceCreateBody>;

export const ingestSourceUpdateBody = z
  .object(ingestSourceFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change: send at least one field');
export type IngestSourceUpdate = z.infer<typeof ingestSourceUpdateBody>;

export const ingestSourcesQuery = z.object({
  languageId: uuid('languageId').optional(),
  ...newsroomPaging,
});
export const ingestSourceListSchema = z.object({
  items: z.array(ingestSourceSchema),
  pagination: paginationSchema,
});

/** What one fetch of a feed did. */
export const ingestRunSchema = z.object({
  sourceId: z.uuid(),
  /** `unchanged`: the feed answered 304 Not Modified. */
  outcome: z.enum(['fetched', 'unchanged', 'failed']),
  items: z.number().int(),
  created: z.number().int(),
  duplicates: z.number().int(),
  /** Items without a title or a link, and items that could not be stored (`error` names them). */
  skipped: z.number().int(),
  error: z.string().nullable(),
});
export type IngestRun = z.infer<typeof ingestRunSchema>;

/** An e-paper edition as the desk sees it (any date, not only the readers' last seven days). */
export const editionSchema = z.object({
  id: z.uuid(),
  languageId: z.uuid(),
  date: z.string(),
  pdfUrl: z.string(),
  thumbnail: z.string().nullable(),
  pageCount: z.number().int(),
  fileSize: z.number().int(),
  addedBy: z.string(),
  createdAt: z.string(),
});
export type Edition = z.infer<typeof editionSchema>;

export const editionsQuery = z.object({
  languageId: uuid('languageId').optional(),
  ...newsroomPaging,
});
export const editionListSchema = z.object({
  items: z.array(editionSchema),
  pagination: paginationSchema,
});

const editionDate = z
  .string({ error: 'date must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be a date (YYYY-MM-DD)')
  .refine(isCalendarDate, 'date must be a real date');

/** POST /newsroom/epapers (multipart/form-data): a PDF edition of a language and day. */
export const editionUploadForm = z.object({
  file: uploadedFile,
  languageId: uuid('languageId'),
  date: editionDate,
});

/** PUT /newsroom/epapers/{id}/pdf (multipart/form-data): a new PDF for an edition. */
export const editionReplaceForm = z.object({ file: uploadedFile });

/** POST /newsroom/epapers/build: print the day's published stories of a language. */
export const editionBuildBody = z.object({
  languageId: uuid('languageId'),
  date: editionDate,
  /** Print again over an existing edition of that day. */
  replace: z.boolean().default(false),
});

/** POST /newsroom/mandi/imports (multipart/form-data): the government's daily price file. */
export const priceFileForm = z.object({ file: uploadedFile });

/** What an import did with every row of the file. */
export const priceImportSchema = z.object({
  rows: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  /** Already recorded with the same prices (a file imported twice changes nothing). */
  unchanged: z.number().int(),
  rejected: z.number().int(),
  /** Commodities the catalogue did not know, added as the file names them. */
  newCommodities: z.array(z.string()),
  /** Why rows were rejected, most frequent first, with the first few row numbers (1 = first). */
  reasons: z.array(
    z.object({ reason: z.string(), count: z.number().int(), rows: z.array(z.number().int()) }),
  ),
});
export type PriceImport = z.infer<typeof priceImportSchema>;

/** One recorded price: a commodity, variety and grade in one market on one day. */
export const priceRowSchema = z.object({
  id: z.uuid(),
  itemId: z.uuid(),
  itemName: z.string(),
  unit: z.string(),
  districtId: z.uuid(),
  districtName: z.string(),
  market: z.string(),
  variety: z.string(),
  quality: z.string(),
  priceDate: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  modalPrice: z.number().int(),
});
export type PriceRow = z.infer<typeof priceRowSchema>;

/** GET /newsroom/mandi/prices: to find the row to correct; names in `languageId` (English). */
export const pricesQuery = z.object({
  languageId: uuid('languageId').optional(),
  districtId: uuid('districtId').optional(),
  itemId: uuid('itemId').optional(),
  date: editionDate.optional(),
  ...newsroomPaging,
});
export const priceListSchema = z.object({
  items: z.array(priceRowSchema),
  pagination: paginationSchema,
});

const rupees = (what: string) =>
  z
    .number({ error: `${what} must be a number of rupees` })
    .int(`${what} must be whole rupees`)
    .min(0, `${what} cannot be negative`)
    .max(10_000_000, `${what} is too large`);

/** PATCH /newsroom/mandi/prices/{id}: a corrected row; the minimum ≤ modal ≤ maximum. */
export const priceCorrectionBody = z
  .object({
    minPrice: rupees('minPrice'),
    maxPrice: rupees('maxPrice'),
    modalPrice: rupees('modalPrice'),
  })
  .refine(
    (p) => p.minPrice <= p.modalPrice && p.modalPrice <= p.maxPrice,
    'The prices must run minimum ≤ modal ≤ maximum',
  );
