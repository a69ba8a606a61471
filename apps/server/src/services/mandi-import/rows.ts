import type { PriceField, PriceRecord } from './records.ts';

/** One row of the price data, checked: names trimmed, an ISO date, whole rupees per quintal. */
export interface PriceRow {
  state: string;
  district: string;
  market: string;
  commodity: string;
  variety: string;
  grade: string;
  date: string;
  minPrice: number;
  maxPrice: number;
  modalPrice: number;
}

export type CheckedRow = { price: PriceRow } | { rejected: string };

const NAME_MAX = 100;
const NAME_FIELDS = ['state', 'district', 'market', 'commodity', 'variety', 'grade'] as const;
const CONTROL_CHARACTER = /\p{Cc}/u;

function nameOf(record: PriceRecord, field: PriceField): string | { rejected: string } {
  const value = record[field].replace(/\s+/g, ' ').trim();
  if (value === '') return { rejected: `${field} is missing` };
  if (CONTROL_CHARACTER.test(record[field].replace(/[\t\r\n]/g, ' '))) {
    return { rejected: `${field} has control characters` };
  }
  if (value.length > NAME_MAX)
    return { rejected: `${field} is longer than ${NAME_MAX} characters` };
  return value;
}

/** Rupees per quintal; the data writes them as "2500", "2500.00" or "2,500". Paise are rounded. */
function priceOf(record: PriceRecord, field: PriceField): number | { rejected: string } {
  const text = record[field].trim().replace(/,/g, '');
  if (text === '' || /^(na|nr|-)$/i.test(text)) return { rejected: `${field} is missing` };
  if (!/^\d+(\.\d+)?$/.test(text)) return { rejected: `${field} is not a number` };
  return Math.round(Number(text));
}

/** DD/MM/YYYY (the day and month may have one digit) to YYYY-MM-DD, if it is a real date. */
export function isoDateOf(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Checks one record; a rejection names the first thing wrong with it, in the data's words. */
export function checkRecord(record: PriceRecord, today: string): CheckedRow {
  const names: Partial<Record<(typeof NAME_FIELDS)[number], string>> = {};
  for (const field of NAME_FIELDS) {
    const value = nameOf(record, field);
    if (typeof value !== 'string') return value;
    names[field] = value;
  }
  const date = isoDateOf(record.arrival_date);
  if (!date) {
    return {
      rejected:
        record.arrival_date.trim() === ''
          ? 'arrival_date is missing'
          : 'arrival_date is not a DD/MM/YYYY date',
    };
  }
  if (date > today) return { rejected: 'arrival_date is in the future' };
  const prices: number[] = [];
  for (const field of ['min_price', 'max_price', 'modal_price'] as const) {
    const value = priceOf(record, field);
    if (typeof value !== 'number') return value;
    prices.push(value);
  }
  const [minPrice, maxPrice, modalPrice] = prices as [number, number, number];
  if (minPrice > maxPrice) return { rejected: 'min_price is above max_price' };
  if (modalPrice < minPrice || modalPrice > maxPrice) {
    return { rejected: 'modal_price is outside min_price to max_price' };
  }
  if (modalPrice === 0) return { rejected: 'modal_price is 0' };
  return {
    price: { ...(names as Required<typeof names>), date, minPrice, maxPrice, modalPrice },
  };
}
