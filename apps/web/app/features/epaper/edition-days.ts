import { EPAPER_WINDOW_DAYS } from '@vaarta/core/constants';
import { addDays, indiaDate } from '@vaarta/core/india-time';

/** The days of the date strip: the last EPAPER_WINDOW_DAYS India dates, oldest first, today last. */
export function editionDays(now: Date): string[] {
  const today = indiaDate(now);
  return Array.from({ length: EPAPER_WINDOW_DAYS }, (_, i) =>
    addDays(today, i - (EPAPER_WINDOW_DAYS - 1)),
  );
}

/** The file name a downloaded edition gets (docs/product/e-paper.md). */
export function downloadName(date: string): string {
  return `newspaper-${date}.pdf`;
}
