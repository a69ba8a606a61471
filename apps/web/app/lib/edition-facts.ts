import type { TFunction } from 'i18next';
import { formatFileSize, formatNumber } from './format';

/** An edition's page count and file size, as the reader reads them: '12 pages · 1.4 MB'. */
export function editionFacts(t: TFunction, language: string, pages: number, bytes: number) {
  return t('epaper.facts', {
    pages: t('epaper.pageCount', { count: pages, pages: formatNumber(pages, language) }),
    size: formatFileSize(bytes, language),
  });
}
