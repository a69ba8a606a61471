import { z } from 'zod';
import { EPAPER_PAGE_SIZE, EPAPER_TYPE } from '../constants.ts';
import { isCalendarDate } from '../india-time.ts';
import { paginationQuery, paginationSchema } from '../pagination.ts';
import { uuid } from './envelope.ts';

const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`)
    .refine(isCalendarDate, `${name} must be a real date`);

/** GET /e-newspapers: the last 7 days unless dates are given (docs/product/e-paper.md). */
export const epaperListQuery = z.object({
  language_id: uuid('language_id').optional(),
  dateFrom: day('dateFrom').optional(),
  dateTo: day('dateTo').optional(),
  type: z.string().max(20).default(EPAPER_TYPE),
  ...paginationQuery(EPAPER_PAGE_SIZE),
});

/** One day's edition of one language: a PDF (docs/product/e-paper.md). */
export const epaperSchema = z.object({
  id: z.uuid(),
  /** The edition's day, YYYY-MM-DD. */
  date: z.string(),
  /** The PDF's address, under both names clients know it by. */
  pdfUrl: z.string(),
  pdfPath: z.string(),
  thumbnail: z.string().nullable(),
  /** The language's code (`te`) and its name in its own script. */
  language: z.string(),
  languageName: z.string(),
  language_id: z.uuid(),
  type: z.string(),
  pageCount: z.number().int(),
  /** In bytes. */
  fileSize: z.number().int(),
  addedBy: z.string(),
  createdAt: z.string(),
});
export type Epaper = z.infer<typeof epaperSchema>;

export const epaperListSchema = z.object({
  items: z.array(epaperSchema),
  pagination: paginationSchema,
});
export type EpaperList = z.infer<typeof epaperListSchema>;
