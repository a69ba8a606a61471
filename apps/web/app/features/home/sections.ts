import type { SectionType } from '@vaarta/core/keywords';
import type { CardDetail } from '../../api/news-cards';
import type { CardLayout } from '../../ui/news-card';

/** How a home section lists its cards: a grid of tiles, two columns of rows, or one column. */
export type SectionList = 'grid' | 'columns' | 'stack';

export interface SectionLook {
  /**
   * What its cards show (docs/product/reading.md, "Home sections"); only these fields travel with
   * the page.
   */
  details: readonly CardDetail[];
  dateStyle: 'date' | 'ago';
  list: SectionList;
  card: CardLayout;
}

/**
 * docs/product/reading.md, "Home sections", items 1–6: what each section's cards show and how they
 * are laid out.
 */
export const SECTION_LOOKS: Record<SectionType, SectionLook> = {
  breaking: { details: ['category'], dateStyle: 'date', list: 'stack', card: 'tile' },
  politics: {
    details: ['category', 'summary', 'author', 'district'],
    dateStyle: 'date',
    list: 'grid',
    card: 'responsive',
  },
  business: { details: ['author'], dateStyle: 'ago', list: 'columns', card: 'row' },
  sports: { details: ['summary', 'author'], dateStyle: 'ago', list: 'stack', card: 'row' },
  technology: {
    details: ['summary', 'author'],
    dateStyle: 'ago',
    list: 'grid',
    card: 'responsive',
  },
  entertainment: {
    details: ['summary', 'author'],
    dateStyle: 'ago',
    list: 'grid',
    card: 'responsive',
  },
  jobs: { details: ['author', 'district'], dateStyle: 'ago', list: 'columns', card: 'row' },
};

/**
 * docs/product/reading.md, "Home sections": a failed image is replaced by its section's default
 * picture.
 */
export const sectionImage = (type: SectionType) => `/images/sections/${type}.svg`;
