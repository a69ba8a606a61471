import { parse } from 'csv-parse/sync';

/** The fields of the government's "current daily price" data that an import reads. */
export const PRICE_FIELDS = [
  'state',
  'district',
  'market',
  'commodity',
  'variety',
  'grade',
  'arrival_date',
  'min_price',
  'max_price',
  'modal_price',
] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];
export type PriceRecord = Record<PriceField, string>;

/** A file that cannot be imported at all (no row is looked at). */
export class PriceFileError extends Error {}

/**
 * Exports of the same data name their columns differently — `Arrival_Date`, `Modal Price`,
 * `Modal_x0020_Price` (an XML-escaped space), `min_price` — so a header is compared by its
 * letters and digits alone, in lower case.
 */
export function headerKey(header: string): string {
  return header
    .replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const FIELD_OF_KEY = new Map<string, PriceField>(PRICE_FIELDS.map((f) => [headerKey(f), f]));

/** Which column holds which field; a file without one of them is refused whole. */
function columnsOf(headers: string[]): Map<PriceField, number> {
  const columns = new Map<PriceField, number>();
  headers.forEach((header, index) => {
    const field = FIELD_OF_KEY.get(headerKey(header));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const missing = PRICE_FIELDS.filter((f) => !columns.has(f));
  if (missing.length > 0) {
    throw new PriceFileError(`the file has no column for ${missing.join(', ')}`);
  }
  return columns;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new PriceFileError('a cell of the JSON holds a list or an object instead of a value');
}

function fromCsv(text: string): PriceRecord[] {
  let rows: string[][];
  try {
    rows = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true });
  } catch (error) {
    throw new PriceFileError(`the CSV cannot be read: ${(error as Error).message}`);
  }
  const [headers, ...data] = rows;
  if (!headers) throw new PriceFileError('the file is empty');
  const columns = columnsOf(headers);
  return data.map(
    (row) =>
      Object.fromEntries(
        PRICE_FIELDS.map((field) => [field, cell(row[columns.get(field)!])]),
      ) as PriceRecord,
  );
}

/** The open-data API's JSON: `{ records: [{ state, district, …, modal_price }] }`. */
function fromJson(text: string): PriceRecord[] {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new PriceFileError(`the JSON cannot be read: ${(error as Error).message}`);
  }
  const records = (document as { records?: unknown } | null)?.records;
  if (!Array.isArray(records)) throw new PriceFileError('the JSON has no "records" list');
  const first = records.find(isObject);
  if (first) columnsOf(Object.keys(first));
  return records.map((record) => {
    const values = new Map<PriceField | undefined, unknown>(
      isObject(record)
        ? Object.entries(record).map(([key, value]) => [FIELD_OF_KEY.get(headerKey(key)), value])
        : [],
    );
    return Object.fromEntries(
      PRICE_FIELDS.map((field) => [field, cell(values.get(field))]),
    ) as PriceRecord;
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a CSV export or the API's JSON (told apart by their first character). */
export function readPriceRecords(content: string | Buffer): PriceRecord[] {
  const text = typeof content === 'string' ? content : content.toString('utf8');
  const start = text.replace(/^\uFEFF/, '').trimStart()[0];
  return start === '{' ? fromJson(text) : fromCsv(text);
}
